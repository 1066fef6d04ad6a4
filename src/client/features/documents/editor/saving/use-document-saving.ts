import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { documentConflictSchema, storedTitle, type Document } from '@shared/contract/documents';
import { DEFAULT_PERSONALITY_ID, DOCUMENT_CONTENT_MAX_BYTES } from '@shared/limits';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api-request';
import { useCreateDocument } from '@/features/documents/api/create-document';
import { useUpdateDocument } from '@/features/documents/api/update-document';
import { changedFields, changedFieldsWithBase, DRAFT_FIELDS, type EditorDraft } from '../editor-draft';
import { discardOfflineDraft, keepOfflineDraft } from './offline-drafts';
import { isNetworkFailure, type SaveStatus } from './save-status';
import { NotAcknowledgedError } from '../collaboration/not-acknowledged-error';

const MB = 1024 * 1024;
const STATUSES_SHOWN_WHILE_DIRTY = new Set<SaveStatus>(['saving', 'offline', 'conflict', 'failed', 'too-long']);

/** Autosave waits for typing to pause this long (issue 14). */
export const AUTOSAVE_DELAY_MS = 1000;

/** Router state that keeps one editing session mounted when a new document gets its URL. */
export type EditorLocationState = { editorSession?: string };

export type SaveConflict = { mine: EditorDraft; theirs: Document };

type Options = {
  documentId: number | null;
  sessionKey: string;
  /** The version the editor's text is based on; null before the first save. */
  initialVersion: number | null;
  draft: EditorDraft;
  baseline: EditorDraft;
  dirty: boolean;
  /** Writes the editor's pending edits as markdown now; null when none are pending. */
  flushContent: () => string | null;
  /** What was sent is saved (with the stored title). */
  onSaved: (saved: EditorDraft) => void;
  /**
   * Set once the text is co-edited (ADR 0041): the shared document carries the text, so saves
   * send only the title and settings, and a manual save asks the server to write the shared
   * text back as a version once every change here is acknowledged.
   */
  sharedText?: { saveVersion: () => Promise<Document> } | null;
  /**
   * A co-edited document's title or settings were refused because someone else changed these
   * fields meanwhile (ADR 0045): the editor shows theirs.
   */
  onFieldsRefused?: (theirs: Document, fields: readonly string[]) => void;
};

/**
 * Saving a document: Save Document and Ctrl/Cmd+S at once, autosave a second after typing pauses
 * (documents that exist), offline changes kept on this device and sent when back online, and a
 * save over a newer version stopped as a conflict for the writer to resolve (never overwritten).
 */
export function useDocumentSaving({
  documentId,
  sessionKey,
  initialVersion,
  draft,
  baseline,
  dirty,
  flushContent,
  onSaved,
  sharedText = null,
  onFieldsRefused,
}: Options) {
  const createDocument = useCreateDocument();
  const updateDocument = useUpdateDocument();
  const navigate = useNavigate();
  // The ref for saves in flight, the state for rendering (autosave starts once the id exists).
  const createdId = useRef<number | null>(null);
  const [createdIdShown, setCreatedIdShown] = useState<number | null>(null);
  const version = useRef(initialVersion);
  const inFlight = useRef(false);
  // Save Document pressed while an autosave runs: saved (and confirmed) right after it.
  const manualQueued = useRef(false);
  const [status, setStatus] = useState<SaveStatus>('idle');
  const [conflict, setConflict] = useState<SaveConflict | null>(null);
  const id = documentId ?? createdIdShown;
  const [sharedSaving, setSharedSaving] = useState(false);

  /** Resolves true when what was there is saved (false: offline, a conflict, a failure, or busy). */
  const save = async ({ manual, overwrite = false }: { manual: boolean; overwrite?: boolean }): Promise<boolean> => {
    if (inFlight.current) {
      if (manual) manualQueued.current = true;
      return false;
    }
    let saved = await saveNow({ manual, overwrite });
    if (manualQueued.current) {
      manualQueued.current = false;
      saved = await saveNow({ manual: true, overwrite: false });
    }
    return saved;
  };

  const saveNow = async ({ manual, overwrite }: { manual: boolean; overwrite: boolean }): Promise<boolean> => {
    const pendingContent = flushContent();
    const sent = pendingContent === null ? draft : { ...draft, content: pendingContent };
    const bytes = new TextEncoder().encode(sent.content).length;
    if (bytes > DOCUMENT_CONTENT_MAX_BYTES) {
      // The server would refuse it (400): say so here, keep the text, and save once it is shorter.
      setStatus('too-long');
      if (manual) {
        toast({
          variant: 'destructive',
          title: 'Document too long',
          description: `It holds ${(bytes / MB).toFixed(1)} MB of text; a document may hold ${DOCUMENT_CONTENT_MAX_BYTES / MB} MB. Shorten it, or move part of it to a new document, to save.`,
        });
      }
      return false;
    }
    const target = documentId ?? createdId.current;
    inFlight.current = true;
    setStatus('saving');
    try {
      if (target !== null && sharedText) {
        // Title and settings: checked field by field against the values they were changed from
        // (ADR 0045), not by version: the shared text's write-back moves it every few seconds.
        const { changes, baseValues } = changedFieldsWithBase(baseline, sent);
        if (manual) {
          setSharedSaving(true);
          try {
            version.current = (await sharedText.saveVersion()).version;
          } finally {
            setSharedSaving(false);
          }
        }
        if (Object.keys(changes).length > 0) {
          const saved = await updateDocument.mutateAsync({ id: target, body: { ...changes, baseValues, saveKind: manual ? 'manual' : 'autosave' } });
          version.current = saved.version;
        }
        void discardOfflineDraft(target).catch(() => undefined);
      } else if (target !== null) {
        const changes = changedFields(baseline, sent);
        if (Object.keys(changes).length > 0 || overwrite) {
          // Keep mine: every field of mine replaces theirs.
          const body = overwrite ? Object.fromEntries(DRAFT_FIELDS.map((field) => [field, sent[field]])) : changes;
          const saved = await updateDocument.mutateAsync({
            id: target,
            body: { ...body, baseVersion: version.current ?? undefined, saveKind: manual ? 'manual' : 'autosave' },
          });
          version.current = saved.version;
        }
        void discardOfflineDraft(target).catch(() => undefined);
      } else {
        const created = await createDocument.mutateAsync({
          title: sent.title,
          content: sent.content,
          personalityId: sent.personalityId ?? DEFAULT_PERSONALITY_ID,
          projectId: sent.projectId,
          clientId: sent.projectId === null ? sent.clientId : undefined,
          wordGoal: sent.wordGoal,
          focusKeyphrase: sent.focusKeyphrase,
          seoTitle: sent.seoTitle,
          metaDescription: sent.metaDescription,
          slug: sent.slug,
        });
        createdId.current = created.id;
        setCreatedIdShown(created.id);
        version.current = created.version;
        const state: EditorLocationState = { editorSession: sessionKey };
        void navigate(`/editor/${created.id}`, { replace: true, state });
      }
    } catch (error) {
      inFlight.current = false;
      const stale = error instanceof ApiError && error.status === 409 ? documentConflictSchema.safeParse(error.body) : null;
      if (stale?.success && stale.data.fields && onFieldsRefused) {
        // Someone else changed these fields meanwhile: theirs is shown, with why mine was not saved.
        version.current = stale.data.document.version;
        onFieldsRefused(stale.data.document, stale.data.fields);
        setStatus('idle');
        toast({ variant: 'destructive', title: 'Changed by someone else', description: stale.data.error });
        return false;
      }
      if (stale?.success) {
        setConflict({ mine: sent, theirs: stale.data.document });
        setStatus('conflict');
        return false;
      }
      if (error instanceof NotAcknowledgedError) {
        // The changes are safe on this device and merge when the connection is back.
        setStatus('offline');
        if (manual) {
          toast({
            variant: 'destructive',
            title: 'Not saved as a version yet',
            description: 'Some changes have not reached the server. They are kept on this device; press Save again once connected.',
          });
        }
        return false;
      }
      if (target !== null && version.current !== null && isNetworkFailure(error)) {
        setStatus('offline');
        await keepOfflineDraft({ documentId: target, ...sent, baseVersion: version.current, keptAt: new Date().toISOString() }).catch(
          () => setStatus('failed'),
        );
        return false;
      }
      setStatus('failed');
      if (manual) {
        toast({ variant: 'destructive', title: 'Save failed', description: 'Failed to save the document. Please try again.' });
      }
      return false;
    }
    inFlight.current = false;
    // What was sent is now saved, under the title the server stores ("" becomes "Untitled
    // Document"); anything typed while saving stays unsaved (and autosaves next).
    onSaved({ ...sent, title: storedTitle(sent.title) });
    setStatus('saved');
    if (manual) toast({ title: 'Document saved', description: 'Your changes have been saved successfully.' });
    return true;
  };

  /** A document saved by other means (a restore) is now the one the editor's text is based on. */
  const adoptSaved = (document: Document) => {
    version.current = document.version;
    setStatus('saved');
  };

  // Autosave: a second after the last change, for a document that exists and can be saved.
  const autosave = useEffectEvent(() => void save({ manual: false }));
  const blocked = conflict !== null || status === 'offline';
  useEffect(() => {
    if (!dirty || id === null || blocked) return;
    const timer = setTimeout(autosave, AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft, dirty, id, blocked]);

  // Back online: send what was kept on this device.
  const retry = useEffectEvent(() => {
    if (status === 'offline') void save({ manual: false });
  });
  useEffect(() => {
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, []);

  // Leaving the page or switching away: save now rather than a second later.
  const saveOnHide = useEffectEvent(() => {
    if (document.visibilityState === 'hidden' && dirty && id !== null && !blocked) void save({ manual: false });
  });
  useEffect(() => {
    document.addEventListener('visibilitychange', saveOnHide);
    return () => document.removeEventListener('visibilitychange', saveOnHide);
  }, []);

  /** Keep mine: my text replaces the newer version, and is kept in history as a manual save. */
  const keepMine = () => {
    if (!conflict) return;
    version.current = conflict.theirs.version;
    setConflict(null);
    void save({ manual: true, overwrite: true });
  };

  /** Take theirs: the editor loads the saved version; my text is dropped. */
  const takeTheirs = (load: (document: Document) => void) => {
    if (!conflict) return;
    version.current = conflict.theirs.version;
    load(conflict.theirs);
    setConflict(null);
    setStatus('saved');
  };

  /**
   * Changes kept on this device (offline) when the editor opens: sent on top of the version they
   * were made on, or shown as a conflict when the document has moved on since.
   */
  const restoreKept = (kept: EditorDraft, baseVersion: number, current: Document): 'restored' | 'conflict' => {
    if (baseVersion === current.version) {
      version.current = baseVersion;
      return 'restored';
    }
    setConflict({ mine: kept, theirs: current });
    setStatus('conflict');
    return 'conflict';
  };

  return {
    save,
    saving: createDocument.isPending || updateDocument.isPending || sharedSaving,
    // Unsaved changes, unless the status already says why they are not saved yet.
    status: dirty && !STATUSES_SHOWN_WHILE_DIRTY.has(status) ? 'unsaved' : status,
    conflict,
    keepMine,
    takeTheirs,
    restoreKept,
    adoptSaved,
  };
}
