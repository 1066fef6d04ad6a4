/**
 * Everything of co-editing that needs Yjs, Hocuspocus and y-tiptap (about 40 KB gzipped), as one
 * chunk: the editor loads it once the document has an id (load-co-editing.ts), so a new document
 * opens and takes typing without it (bench/screen-javascript.bench.ts).
 */
export { openSharedDocument } from './shared-document';
export { bindEditorToSharedDocument } from './bind-editor';
export { sharedHistoryStep } from './shared-history';
export { anchorForRange, rangeOfAnchor, sharedBindingOf } from '../comments/comment-anchors';
