import { lazy } from 'react';

/**
 * The AI dialogs load when first wanted, not with the editor: most editing sessions never open
 * them, and the editor screen's first load stays lighter (bench/screen-javascript.bench.ts).
 * `preloadAiDialogs` starts the download as the writer opens the AI menu or selects text.
 */
const loadWriting = () => import('./writing-action-dialog');
const loadDraft = () => import('./draft/draft-dialog');
const loadGenerator = () => import('./generator-dialog');
const loadConnect = () => import('./connect-model-notice');

export function preloadAiDialogs(): void {
  void Promise.all([loadWriting(), loadDraft(), loadGenerator(), loadConnect()]).catch(() => undefined);
}

export const LazyWritingActionDialog = lazy(() => loadWriting().then((module) => ({ default: module.WritingActionDialog })));
export const LazyDraftDialog = lazy(() => loadDraft().then((module) => ({ default: module.DraftDialog })));
export const LazyGeneratorDialog = lazy(() => loadGenerator().then((module) => ({ default: module.GeneratorDialog })));
export const LazyConnectModelDialog = lazy(() => loadConnect().then((module) => ({ default: module.ConnectModelDialog })));
export const LazySelectionBubble = lazy(() => import('./selection-bubble').then((module) => ({ default: module.SelectionBubble })));
