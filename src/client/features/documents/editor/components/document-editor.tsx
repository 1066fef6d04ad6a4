import { lazy, Suspense, useCallback, useDeferredValue, useEffect, useEffectEvent, useId, useMemo, useState, type ReactNode } from 'react';
import { ArrowLeft, Focus, History, LoaderCircle, MessageSquarePlus, Save } from 'lucide-react';
import type { Client, Project } from '@shared/contract/clients';
import type { AiWriteBody } from '@shared/contract/ai';
import type { Document } from '@shared/contract/documents';
import { DOCUMENT_TITLE_MAX_LENGTH } from '@shared/limits';
import { normalizeMarkdown } from '@shared/rich-text/markdown';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { Input } from '@/components/ui/input';
import { usePersonalities } from '@/lib/personalities/list-personalities';
import { PersonalitySelect } from '@/components/personalities/personality-select';
import { useLeaveGuard } from '@/lib/unsaved-changes/use-leave-guard';
import { useUnsavedChangesWarning } from '@/lib/unsaved-changes/use-unsaved-changes-warning';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAfterFirstPaint } from '@/lib/use-after-first-paint';
import { draftFromDocument, sameDraft, takeTheirFields, type EditorDraft } from '../editor-draft';
import { discardOfflineDraft, readOfflineDraft, type OfflineDraft } from '../saving/offline-drafts';
import { SAVE_STATUS_TEXT, type SaveStatus } from '../saving/save-status';
import { SHARED_STATUS_TEXT, type SharedStatus } from '../collaboration/connection-status';
import { PeopleHere } from '../collaboration/people-here';
import { personColour } from '../collaboration/person-colour';
import { saveSharedVersion } from '../collaboration/save-shared-version';
import type { SharedDocument } from '../collaboration/shared-document';
import { useSharedEditing, useSharedStatus } from '../collaboration/use-shared-editing';
import { useSaveSharedText } from '../../api/save-shared-text';
import { useDocumentSaving } from '../saving/use-document-saving';
import { ConflictDialog } from './conflict-dialog';
import { DocumentOutline } from './document-outline';
import { DefaultPersonalityNote } from './default-personality-note';
import { DocumentSettings } from './document-settings';
import { ExportMenu } from './export-menu';
import { preloadVersionHistory, VersionHistoryDialog } from './version-history-dialog';
import { useRichTextEditor } from '../rich-text/use-rich-text-editor';
import { useFocusMode } from '../use-focus-mode';
import { textStatistics } from '../text-statistics';
import { plainTextOf } from '../rich-text/written-markdown';
import { DocumentInsights } from './document-insights';
import { EditorStatusLine } from './editor-status-line';
import { DocumentPeopleLine } from '../../components/document-people';
import { RichTextField } from './rich-text-field';
import { wouldOverflow } from '../rich-text/oversized-input';
import { SeoSettings } from '../seo/seo-settings';
import { useLiveSeo } from '../seo/use-live-seo';
import { BrandPanel } from '../brand/brand-panel';
import { AiMenu } from '../ai/ai-menu';
import type { Generation } from '../ai/generator-dialog';
import type { WritingRequest } from '../ai/writing-action-dialog';
import {
  LazyConnectModelDialog,
  LazyDraftDialog,
  LazyGeneratorDialog,
  LazySelectionBubble,
  LazyWritingActionDialog,
  preloadAiDialogs,
} from '../ai/lazy-ai-dialogs';
import { buildWritingRequest, type WritingLinks } from '../ai/writing-requests';
import { insertDraft } from '../rich-text/ai-text-target';
import type { TextAction } from '../ai/writing-actions';
import { useAiConnection } from '@/lib/ai/ai-connection';
import { toast } from '@/components/ui/use-toast';
import { useWritingFeedback } from '../feedback/use-writing-feedback';
import { FindingCardLayer } from '../feedback/finding-card-layer';
import { WritingFeedbackPanel } from '../feedback/writing-feedback-panel';
import { readingTargetFor } from '../feedback/reading-target';
import { CommentsPanel } from '../comments/comments-panel';
import { useComments } from '../comments/use-comments';
import { ToolbarButton } from './toolbar-button';
import { useCan } from '@/lib/workspace-access';
import { lazyPart } from '@/components/lazy-part';
import { setSuggesting } from '../suggesting/suggesting-plugin';
import { useSuggestions } from '../suggesting/use-suggestions';

export type { EditorLocationState } from '../saving/use-document-saving';

type DocumentEditorProps = {
  /** null for a document not saved yet. */
  documentId: number | null;
  /** The document as last loaded or saved, for its scores; null before the first save. */
  savedDocument: Document | null;
  initialDraft: EditorDraft;
  sessionKey: string;
  notice?: string;
  /**
   * Tools shown above the content field (the page adds dictation), given a way to insert text
   * at the caret; inserted text counts as an unsaved change like typing.
   */
  contentTools?: (tools: ContentTools) => ReactNode;
  /** The workspace's clients and projects, for the document settings; undefined while loading. */
  clients?: readonly Client[];
  projects?: readonly Project[];
  /** The signed-in person, who reads as "you" in "Last edited by…". */
  viewerId?: number;
  /** Their name, shown to the others above their caret and carried by their suggestions. */
  viewerName?: string;
  /** Sections the page adds at the top of the side column (the client review). */
  sidePanels?: ReactNode;
};

export type ContentTools = { insertText: (text: string) => void };

const NO_KEYWORDS: readonly string[] = [];
const SAVE_PROBLEMS = new Set<SaveStatus>(['saving', 'offline', 'failed', 'conflict', 'too-long']);

/** Shown once the writer suggests, or the document holds suggestions: its code loads then. */
const SuggestionsPanel = lazyPart(() => import('../suggesting/suggestions-panel').then((module) => module.SuggestionsPanel));

/** Only for a client whose voice was learned; it brings the tone word list with it, so it loads then. */
const VoiceMatch = lazy(() => import('../brand/voice-match').then((module) => ({ default: module.VoiceMatch })));

/** The status line: the shared text's state, unless saving the title or settings has something to say. */
function statusText(saveStatus: SaveStatus, shared: SharedStatus | null, contentTooLong: boolean): string {
  // Co-edited text over the limit stays in the source view, unsent (rich-text-field.tsx); once it
  // is shorter it is sent, whatever the last Save said.
  if (shared && contentTooLong) return SAVE_STATUS_TEXT['too-long'];
  const problem = SAVE_PROBLEMS.has(saveStatus) && !(shared && saveStatus === 'too-long');
  // Unsaved title or settings: the header says "Unsaved changes", so the line does not say "Saved".
  if (shared && saveStatus !== 'unsaved' && !problem) return SHARED_STATUS_TEXT[shared];
  return SAVE_STATUS_TEXT[saveStatus === 'unsaved' ? 'idle' : saveStatus];
}

/**
 * The status line's save state. It reads the shared document's connection itself: that moves with
 * every key (Syncing…, Saved), and only this text needs to change with it, not the page.
 */
function SaveStateText({ saveStatus, shared, contentTooLong }: { saveStatus: SaveStatus; shared: SharedDocument | null; contentTooLong: boolean }) {
  return statusText(saveStatus, useSharedStatus(shared), contentTooLong);
}

export function DocumentEditor({
  documentId,
  savedDocument,
  initialDraft,
  sessionKey,
  notice,
  contentTools,
  clients,
  projects,
  viewerId,
  viewerName,
  sidePanels,
}: DocumentEditorProps) {
  const [draft, setDraft] = useState(initialDraft);
  // For a new document the starting text counts as saved: leaving it untouched loses nothing.
  const [baseline, setBaseline] = useState(initialDraft);
  const [restoredNotice, setRestoredNotice] = useState<string | null>(null);
  const { data: personalities } = usePersonalities();
  const { navigateAfterConfirm } = useLeaveGuard();
  const fieldId = useId();

  const textShared = documentId !== null;
  /*
   * A document written elsewhere reads the same in the editor but is spelled differently once
   * written back (ADR 0020); either spelling of the saved text counts as unchanged. Only a new
   * document's text is compared: a shared one's is saved by the shared document, and writing
   * 20,000 words again took ~100 ms of opening it.
   */
  const normalizedBaseline = useMemo(
    () => (textShared ? null : normalizeMarkdown(baseline.content)),
    [textShared, baseline.content],
  );
  const contentUnchanged = draft.content === baseline.content || draft.content === normalizedBaseline;
  // Stable, like the callbacks below made from it: the header's and the side column's controls
  // that take them skip the page's renders at each pause in typing (memo).
  const update = useCallback((change: Partial<EditorDraft>) => setDraft((current) => ({ ...current, ...change })), []);
  const choosePersonality = useCallback((personalityId: number) => update({ personalityId }), [update]);
  const richText = useRichTextEditor(initialDraft.content, (content) => update({ content }), !textShared);
  // A document that exists is co-edited: its text lives in the shared document, which saves it.
  const [startedNew] = useState(documentId === null);
  const viewer = useMemo(
    () => (viewerId !== undefined && viewerName ? { id: viewerId, name: viewerName, color: personColour(viewerId) } : null),
    [viewerId, viewerName],
  );
  const sharedEditing = useSharedEditing({
    editor: richText.editor,
    documentId,
    user: viewer,
    /*
     * A document made here, or text typed before the shared text arrived: the editor's text wins.
     * Asked as the binding starts, right after it has read keys the editor had not (a render of
     * the page may not have followed them yet): so from the editor, not from the page's state.
     */
    hasLocalEdits: () => startedNew || richText.editedSinceOpened() || draft.content !== initialDraft.content,
  });
  const saveSharedText = useSaveSharedText();
  const fieldsDirty = !sameDraft({ ...draft, content: baseline.content }, baseline);
  const dirty = textShared ? fieldsDirty : richText.hasPendingEdits || fieldsDirty || !contentUnchanged;
  const saving = useDocumentSaving({
    documentId,
    sessionKey,
    initialVersion: savedDocument?.version ?? null,
    draft,
    baseline,
    dirty,
    flushContent: richText.flush,
    sharedText: sharedEditing
      ? { saveVersion: () => saveSharedVersion(sharedEditing.shared, () => saveSharedText.mutateAsync(sharedEditing.shared.documentId)) }
      : null,
    onFieldsRefused: (theirs, fields) => {
      // Applied to the draft as it is now: anything typed while the save was out stays.
      const next = takeTheirFields({ draft, baseline }, draftFromDocument(theirs), fields);
      setBaseline(next.baseline);
      setDraft((current) => takeTheirFields({ draft: current, baseline }, draftFromDocument(theirs), fields).draft);
    },
    onSaved: (saved) => {
      setBaseline(saved);
      setDraft((current) => (current.title.trim() === saved.title.trim() ? { ...current, title: saved.title } : current));
    },
  });
  const save = () => void saving.save({ manual: true });
  const [historyOpen, setHistoryOpen] = useState(false);
  const [generation, setGeneration] = useState<Generation | null>(null);
  const [writing, setWriting] = useState<WritingRequest | null>(null);
  const [connectModelOpen, setConnectModelOpen] = useState(false);
  const { data: aiConnection } = useAiConnection();
  const modelConnected = aiConnection?.connected;
  const [draftOpen, setDraftOpen] = useState(false);
  // Each AI dialog mounts on first use and stays, so its closing animation plays.
  const [aiUsed, setAiUsed] = useState(false);
  const startAi = () => {
    preloadAiDialogs();
    setAiUsed(true);
  };
  const writingLinks: WritingLinks = {
    personalityId: draft.personalityId,
    clientId: draft.clientId,
    projectId: draft.projectId,
    title: draft.title.trim() || undefined,
  };
  const startWriting = (action: TextAction, extra: Pick<AiWriteBody, 'problem'> = {}) => {
    startAi();
    if (modelConnected === false) return setConnectModelOpen(true);
    const request = buildWritingRequest(richText.editor, action, writingLinks);
    if ('problem' in request) toast({ title: request.problem, description: request.hint });
    else setWriting({ ...request, body: { ...request.body, ...extra } });
  };
  const [focusMode, setFocusMode] = useFocusMode();
  const personalityNote = useMemo(() => <DefaultPersonalityNote personalityId={draft.personalityId} />, [draft.personalityId]);
  // The text first: the side column's cards follow once it is painted (its track is kept meanwhile).
  const sideColumnShown = useAfterFirstPaint();

  const loadSaved = (document: Document) => {
    const loaded = draftFromDocument(document);
    setBaseline(loaded);
    setDraft(loaded);
    richText.load(document.content);
  };

  // Changes kept on this device while offline: restored when the document opens again.
  const restoreKept = useEffectEvent((kept: OfflineDraft, current: Document) => {
    const draftKept: EditorDraft = {
      title: kept.title,
      // The text of a shared document is kept on this device by the shared document itself.
      content: textShared ? current.content : kept.content,
      personalityId: kept.personalityId,
      // Drafts kept before documents had links carry none: keep the document's.
      projectId: kept.projectId === undefined ? current.projectId : kept.projectId,
      clientId: kept.clientId === undefined ? current.clientId : kept.clientId,
      wordGoal: kept.wordGoal === undefined ? current.wordGoal : kept.wordGoal,
      focusKeyphrase: kept.focusKeyphrase === undefined ? current.focusKeyphrase : kept.focusKeyphrase,
      seoTitle: kept.seoTitle === undefined ? current.seoTitle : kept.seoTitle,
      metaDescription: kept.metaDescription === undefined ? current.metaDescription : kept.metaDescription,
      slug: kept.slug === undefined ? current.slug : kept.slug,
    };
    if (saving.restoreKept(draftKept, kept.baseVersion, current) === 'restored') {
      setDraft(draftKept);
      if (!textShared) richText.load(kept.content);
      setRestoredNotice('Changes kept on this device while you were offline were restored and are being saved.');
    }
  });
  useEffect(() => {
    if (documentId === null || !savedDocument) return;
    let open = true;
    void readOfflineDraft(documentId)
      .catch(() => null)
      .then((kept) => {
        if (open && kept) restoreKept(kept, savedDocument);
      });
    return () => {
      open = false;
    };
    // Once, when the editor opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const takeTheirs = () =>
    saving.takeTheirs((theirs) => {
      loadSaved(theirs);
      if (documentId !== null) void discardOfflineDraft(documentId).catch(() => undefined);
    });
  // Counted from the markdown (also when the source view is edited), at low priority: a long
  // document's count never holds up typing.
  const countedContent = useDeferredValue(draft.content);
  const plainText = useMemo(() => plainTextOf(countedContent), [countedContent]);
  const statistics = useMemo(() => textStatistics(countedContent, plainText), [countedContent, plainText]);
  const project = projects?.find((candidate) => candidate.id === draft.projectId);
  const client = clients?.find((candidate) => candidate.id === draft.clientId);
  const brand = useMemo(
    () => (client ? { name: client.name, bannedTerms: client.bannedTerms, preferredTerms: client.preferredTerms, keyMessages: client.keyMessages } : null),
    [client],
  );
  const projectKeywords = project?.keywords ?? NO_KEYWORDS;
  const liveSeo = useLiveSeo({
    markdown: countedContent,
    title: draft.title,
    seo: draft,
    projectKeywords,
    websiteUrl: client?.websiteUrl ?? null,
  });
  const expectedWords = useMemo(() => (draft.focusKeyphrase ? [draft.focusKeyphrase] : []), [draft.focusKeyphrase]);
  const feedback = useWritingFeedback(richText.editor, { documentId, brand, expectedWords, styleGuide: client?.styleGuide ?? null });
  const comments = useComments(richText.editor, documentId, sharedEditing);
  const suggestionsView = useSuggestions(richText.editor);
  const reviewAnySuggestions = useCan('reviewAnySuggestions');
  // A document's owners review its suggestions (ADR 0044): its creator (a new document's is the
  // writer), and the workspace's admins and owners.
  const canReview = reviewAnySuggestions || savedDocument === null || (savedDocument.createdBy !== null && savedDocument.createdBy.id === viewerId);
  const changeSuggesting =
    viewerId === undefined
      ? undefined
      : (on: boolean) => {
          const { editor } = richText;
          editor.view.dispatch(setSuggesting(editor.state.tr, on, on ? { id: viewerId, name: viewerName ?? 'Someone' } : null));
          editor.commands.focus();
        };
  // Changes only this device holds (offline): leaving asks first, though they are kept here.
  const sharedUnacknowledged = sharedEditing?.snapshot.changesOnlyHere ?? false;
  useUnsavedChangesWarning(dirty || sharedUnacknowledged);
  useDocumentTitle(draft.title.trim() || 'Editor');

  const onSaveShortcut = useEffectEvent((event: KeyboardEvent) => {
    if (event.key.toLowerCase() !== 's' || !(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
    event.preventDefault();
    save();
  });
  useEffect(() => {
    window.addEventListener('keydown', onSaveShortcut);
    return () => window.removeEventListener('keydown', onSaveShortcut);
  }, []);


  return (
    <div className="mx-auto grid w-full max-w-7xl grid-cols-[minmax(0,1fr)] gap-5 px-4 pt-6 pb-20 sm:px-6 sm:pb-6">
      <h1 className="sr-only print:hidden">{documentId === null ? 'New document' : 'Edit document'}</h1>
      {/* Printing shows the document alone: its title here, its text below, no controls. */}
      <p className="hidden text-3xl font-bold print:block">{draft.title}</p>
      <div className="flex flex-wrap items-center gap-3 print:hidden">
        <Button type="button" variant="ghost" className="-ml-3" onClick={() => navigateAfterConfirm('/dashboard')}>
          <ArrowLeft aria-hidden />
          Back to Dashboard
        </Button>
        {/* On phones the word count and personality drop below Back and Save. */}
        <div className="order-last flex w-full flex-wrap items-center gap-x-3 gap-y-2 sm:order-none sm:ml-auto sm:w-auto sm:justify-end">
          {sharedEditing ? <PeopleHere people={sharedEditing.snapshot.others} /> : null}
          {dirty && saving.status === 'unsaved' ? <span className="text-xs text-muted-foreground">Unsaved changes</span> : null}
          {personalities && personalities.length > 0 ? (
            <PersonalitySelect
              personalities={personalities}
              value={draft.personalityId}
              onValueChange={choosePersonality}
              label="Document personality"
              className="ml-auto w-48 sm:ml-0 xl:w-52"
            />
          ) : null}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <AiMenu
            modelConnected={modelConnected}
            onWrite={startWriting}
            onOpen={preloadAiDialogs}
            onDraft={() => {
              startAi();
              if (modelConnected === false) setConnectModelOpen(true);
              else setDraftOpen(true);
            }}
            onChoose={(kind) => {
              startAi();
              // Read now, in the event: the document as it is when the writer asks (edits written).
              setGeneration({
                kind,
                input: {
                  markdown: richText.flush() ?? draft.content,
                  keyphrase: draft.focusKeyphrase ?? project?.keywords[0] ?? null,
                  keywords: project?.keywords ?? [],
                },
              });
            }}
          />
          <Button type="button" variant="outline" aria-pressed={focusMode} onClick={() => setFocusMode(!focusMode)} title="Focus mode (Esc leaves it)">
            <Focus aria-hidden />
            Focus
          </Button>
          <ExportMenu editor={richText.editor} title={draft.title} markdown={() => richText.flush() ?? draft.content} />
          {documentId !== null ? (
            <Button type="button" variant="outline" onPointerEnter={preloadVersionHistory} onFocus={preloadVersionHistory} onClick={() => setHistoryOpen(true)}>
              <History aria-hidden />
              History
            </Button>
          ) : null}
          {/* On phones Save floats at the bottom corner, reachable wherever the writer scrolled.
              Elsewhere it sits with the tools, so a narrow row wraps them together, never Save alone. */}
          <Button
            type="button"
            className="fixed right-4 bottom-4 z-30 shadow-lg sm:static sm:z-auto sm:shadow-sm"
            disabled={saving.saving}
            aria-keyshortcuts="Control+S Meta+S"
            onClick={save}
          >
            {saving.saving ? <LoaderCircle className="animate-spin" aria-hidden /> : <Save aria-hidden />}
            {saving.saving ? 'Saving...' : 'Save Document'}
          </Button>
        </div>
      </div>
      {restoredNotice ? (
        <p role="status" className="rounded-lg border bg-background px-4 py-2 text-sm text-muted-foreground">
          {restoredNotice}
        </p>
      ) : null}
      {sharedEditing?.snapshot.readOnly ? (
        <p role="status" className="rounded-lg border bg-background px-4 py-2 text-sm text-muted-foreground">
          Read only: your role in this workspace lets you read this document but not change it.
        </p>
      ) : null}
      {sharedEditing?.snapshot.refused ? (
        <p role="alert" className="rounded-lg border border-destructive/40 bg-background px-4 py-2 text-sm text-destructive">
          Co-editing is not available for this document ({sharedEditing.snapshot.refused}). Your changes are kept on this device.
        </p>
      ) : null}
      {notice ? (
        <p role="status" className="rounded-lg border bg-background px-4 py-2 text-sm text-muted-foreground">
          {notice}
        </p>
      ) : null}
      <div className={cn('grid grid-cols-[minmax(0,1fr)] items-start gap-5', !focusMode && 'lg:grid-cols-[minmax(0,1fr)_18rem]')}>
        <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-3">
          <label htmlFor={`${fieldId}-title`} className="sr-only">
            Title
          </label>
          <Input
            id={`${fieldId}-title`}
            value={draft.title}
            placeholder="Enter document title..."
            maxLength={DOCUMENT_TITLE_MAX_LENGTH}
            onChange={(event) => update({ title: event.target.value })}
            className="h-12 text-lg font-semibold sm:text-xl print:hidden"
          />
          <RichTextField
            richText={richText}
            markdown={draft.content}
            onMarkdownChange={(content) => update({ content })}
            tools={contentTools?.({ insertText: richText.insertText })}
            toolbarEnd={
              documentId !== null ? <ToolbarButton icon={MessageSquarePlus} label="Add comment" shortcut="Ctrl+Alt+M" onClick={comments.startComment} /> : null
            }
            onSuggestingChange={changeSuggesting}
            liveSource={sharedEditing !== null}
            footer={
              <EditorStatusLine
                statistics={statistics}
                saveState={
                  <SaveStateText
                    saveStatus={saving.status}
                    shared={sharedEditing?.shared ?? null}
                    contentTooLong={sharedEditing !== null && wouldOverflow(0, draft.content)}
                  />
                }
                wordGoal={draft.wordGoal}
                onWordGoalChange={(wordGoal) => update({ wordGoal })}
                people={savedDocument ? <DocumentPeopleLine document={savedDocument} viewerId={viewerId} /> : null}
              />
            }
          />
        </div>
        {focusMode || !sideColumnShown ? null : (
          // Its cards fit the column: a track of the column's width, not of their widest line.
          <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-5 print:hidden">
            {sidePanels}
            <DocumentSettings
              projectId={draft.projectId}
              clientId={draft.clientId}
              clients={clients}
              projects={projects}
              onChange={update}
            >
              {personalityNote}
            </DocumentSettings>
            <CommentsPanel comments={comments} />
            {suggestionsView.suggesting || suggestionsView.suggestions.length > 0 ? (
              <SuggestionsPanel editor={richText.editor} view={suggestionsView} canReview={canReview} />
            ) : null}
            <WritingFeedbackPanel feedback={feedback} readingTarget={readingTargetFor(client, project)} />
            <DocumentOutline editor={richText.editor} />
            <BrandPanel
              client={client}
              project={project}
              onInsertText={richText.insertText}
              onInsertQuotation={(text, source) => {
                richText.insertQuotation(text, source);
                toast({ title: 'Quotation inserted', description: `From ${source}, at the caret.` });
              }}
            />
            {client?.voice ? (
              <Suspense fallback={null}>
                <VoiceMatch clientName={client.name} voice={client.voice} markdown={countedContent} />
              </Suspense>
            ) : null}
            <SeoSettings
              seo={draft}
              onChange={update}
              title={draft.title}
              excerpt={plainText.slice(0, 400).replace(/\s+/g, ' ').trim()}
              projectKeyword={project?.keywords[0] ?? null}
              websiteUrl={client?.websiteUrl ?? null}
            />
            <DocumentInsights seo={liveSeo} saved={savedDocument} stale={savedDocument !== null && dirty} />
          </div>
        )}
      </div>
      {modelConnected ? (
        <Suspense fallback={null}>
          <LazySelectionBubble editor={richText.editor} onWrite={startWriting} />
        </Suspense>
      ) : null}
      {aiUsed ? (
        <Suspense fallback={null}>
          <LazyWritingActionDialog request={writing} onClose={() => setWriting(null)} />
          <LazyDraftDialog
            open={draftOpen}
            onOpenChange={setDraftOpen}
            links={writingLinks}
            project={project ? { name: project.name, brief: project.briefContent } : null}
            onInsert={(markdown) => insertDraft(richText.editor, markdown)}
          />
          <LazyConnectModelDialog open={connectModelOpen} onOpenChange={setConnectModelOpen} />
          <LazyGeneratorDialog
            modelConnected={modelConnected === true}
            links={writingLinks}
            generation={generation}
            onClose={() => setGeneration(null)}
            onUseAsSeoTitle={(seoTitle) => update({ seoTitle })}
            onUseAsMetaDescription={(metaDescription) => update({ metaDescription })}
            onInsert={richText.insertText}
          />
        </Suspense>
      ) : null}
      <FindingCardLayer
        editor={richText.editor}
        feedback={feedback}
        onFixWithAi={(index) => {
          const fix = feedback.selectForFix(index);
          if (fix) startWriting('fix', { problem: fix.problem });
        }}
      />
      <ConflictDialog conflict={saving.conflict} onKeepMine={saving.keepMine} onTakeTheirs={takeTheirs} />
      {documentId !== null ? (
        <VersionHistoryDialog
          documentId={documentId}
          open={historyOpen}
          onOpenChange={setHistoryOpen}
          currentContent={draft.content}
          saveBeforeRestore={async () => !dirty || (await saving.save({ manual: false }))}
          onRestored={(document) => {
            // A shared document's restore reaches every open editor through the shared text.
            if (textShared) {
              const loaded = draftFromDocument(document);
              setBaseline(loaded);
              setDraft((current) => ({ ...loaded, content: current.content }));
            } else loadSaved(document);
            saving.adoptSaved(document);
          }}
        />
      ) : null}
    </div>
  );
}
