import { useDeferredValue, useEffect, useEffectEvent, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { ArrowLeft, LoaderCircle, Save } from 'lucide-react';
import { storedTitle, type Document } from '@shared/contract/documents';
import { DEFAULT_PERSONALITY_ID, DOCUMENT_TITLE_MAX_LENGTH } from '@shared/limits';
import { normalizeMarkdown, parseMarkdown } from '@shared/rich-text/markdown';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { useCreateDocument } from '@/features/documents/api/create-document';
import { useUpdateDocument } from '@/features/documents/api/update-document';
import { usePersonalities } from '@/lib/personalities/list-personalities';
import { PersonalitySelect } from '@/components/personalities/personality-select';
import { useLeaveGuard } from '@/lib/unsaved-changes/use-leave-guard';
import { useUnsavedChangesWarning } from '@/lib/unsaved-changes/use-unsaved-changes-warning';
import { useDocumentTitle } from '@/lib/use-document-title';
import { changedFields, sameDraft, type EditorDraft } from '../editor-draft';
import { useRichTextEditor } from '../rich-text/use-rich-text-editor';
import { textStatistics } from '../text-statistics';
import { DocumentInsights } from './document-insights';
import { EditorStatusLine } from './editor-status-line';
import { RichTextField } from './rich-text-field';

/** Router state that keeps one editing session mounted when a new document gets its URL. */
export type EditorLocationState = { editorSession?: string };

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
};

export type ContentTools = { insertText: (text: string) => void };

function plainTextOf(markdown: string): string {
  const document = parseMarkdown(markdown);
  return document.textBetween(0, document.content.size, '\n', ' ');
}

export function DocumentEditor({
  documentId,
  savedDocument,
  initialDraft,
  sessionKey,
  notice,
  contentTools,
}: DocumentEditorProps) {
  const [draft, setDraft] = useState(initialDraft);
  // For a new document the starting text counts as saved: leaving it untouched loses nothing.
  const [baseline, setBaseline] = useState(initialDraft);
  const createdId = useRef<number | null>(null);
  const createDocument = useCreateDocument();
  const updateDocument = useUpdateDocument();
  const { data: personalities } = usePersonalities();
  const navigate = useNavigate();
  const { navigateAfterConfirm } = useLeaveGuard();
  const fieldId = useId();

  // A document written elsewhere reads the same in the editor but is spelled differently once
  // written back (ADR 0020); either spelling of the saved text counts as unchanged.
  const normalizedBaseline = useMemo(() => normalizeMarkdown(baseline.content), [baseline.content]);
  const contentUnchanged = draft.content === baseline.content || draft.content === normalizedBaseline;
  const update = (change: Partial<EditorDraft>) => setDraft((current) => ({ ...current, ...change }));
  const richText = useRichTextEditor(initialDraft.content, (content) => update({ content }));
  const dirty =
    richText.hasPendingEdits || !sameDraft({ ...draft, content: baseline.content }, baseline) || !contentUnchanged;
  const saving = createDocument.isPending || updateDocument.isPending;
  // Counted from the markdown (also when the source view is edited), at low priority: a long
  // document's count never holds up typing.
  const countedContent = useDeferredValue(draft.content);
  const statistics = useMemo(() => textStatistics(countedContent, plainTextOf(countedContent)), [countedContent]);
  useUnsavedChangesWarning(dirty);
  useDocumentTitle(draft.title.trim() || 'Editor');

  const save = async () => {
    if (saving) return;
    const pendingContent = richText.flush();
    const sent = pendingContent === null ? draft : { ...draft, content: pendingContent };
    const id = documentId ?? createdId.current;
    try {
      if (id !== null) {
        const changes = changedFields(baseline, sent);
        if (Object.keys(changes).length > 0) await updateDocument.mutateAsync({ id, body: changes });
      } else {
        const created = await createDocument.mutateAsync({
          title: sent.title,
          content: sent.content,
          personalityId: sent.personalityId ?? DEFAULT_PERSONALITY_ID,
        });
        createdId.current = created.id;
        const state: EditorLocationState = { editorSession: sessionKey };
        void navigate(`/editor/${created.id}`, { replace: true, state });
      }
    } catch {
      toast({
        variant: 'destructive',
        title: 'Save failed',
        description: 'Failed to save the document. Please try again.',
      });
      return;
    }
    // What was sent is now saved, under the title the server stores ("" becomes "Untitled
    // Document"); anything typed while saving stays unsaved.
    const saved = { ...sent, title: storedTitle(sent.title) };
    setBaseline(saved);
    setDraft((current) => (current.title === sent.title ? { ...current, title: saved.title } : current));
    toast({ title: 'Document saved', description: 'Your changes have been saved successfully.' });
  };

  const onSaveShortcut = useEffectEvent((event: KeyboardEvent) => {
    if (event.key.toLowerCase() !== 's' || !(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
    event.preventDefault();
    void save();
  });
  useEffect(() => {
    window.addEventListener('keydown', onSaveShortcut);
    return () => window.removeEventListener('keydown', onSaveShortcut);
  }, []);


  return (
    <div className="mx-auto grid w-full max-w-7xl grid-cols-[minmax(0,1fr)] gap-5 px-4 pt-6 pb-20 sm:px-6 sm:pb-6">
      <h1 className="sr-only">{documentId === null ? 'New document' : 'Edit document'}</h1>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="button" variant="ghost" className="-ml-3" onClick={() => navigateAfterConfirm('/dashboard')}>
          <ArrowLeft aria-hidden />
          Back to Dashboard
        </Button>
        {/* On phones the word count and personality drop below Back and Save. */}
        <div className="order-last flex w-full flex-wrap items-center gap-x-3 gap-y-2 sm:order-none sm:ml-auto sm:w-auto sm:justify-end">
          {dirty ? <span className="text-xs text-muted-foreground">Unsaved changes</span> : null}
          {personalities && personalities.length > 0 ? (
            <PersonalitySelect
              personalities={personalities}
              value={draft.personalityId}
              onValueChange={(personalityId) => update({ personalityId })}
              label="Document personality"
              className="ml-auto w-48 sm:ml-0 sm:w-52"
            />
          ) : null}
        </div>
        {/* On phones Save floats at the bottom corner, reachable wherever the writer scrolled. */}
        <Button
          type="button"
          className="fixed right-4 bottom-4 z-30 shadow-lg sm:static sm:z-auto sm:ml-0 sm:shadow-sm"
          disabled={saving}
          aria-keyshortcuts="Control+S Meta+S"
          onClick={() => void save()}
        >
          {saving ? <LoaderCircle className="animate-spin" aria-hidden /> : <Save aria-hidden />}
          {saving ? 'Saving...' : 'Save Document'}
        </Button>
      </div>
      {notice ? (
        <p role="status" className="rounded-lg border bg-background px-4 py-2 text-sm text-muted-foreground">
          {notice}
        </p>
      ) : null}
      <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-5 lg:grid-cols-[minmax(0,1fr)_18rem]">
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
            className="h-12 text-lg font-semibold sm:text-xl"
          />
          <RichTextField
            richText={richText}
            markdown={draft.content}
            onMarkdownChange={(content) => update({ content })}
            tools={contentTools?.({ insertText: richText.insertText })}
            footer={<EditorStatusLine statistics={statistics} />}
          />
        </div>
        <DocumentInsights saved={savedDocument} stale={savedDocument !== null && dirty} />
      </div>
    </div>
  );
}
