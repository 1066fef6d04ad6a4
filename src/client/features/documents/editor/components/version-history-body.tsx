import { History, LoaderCircle } from 'lucide-react';
import type { DocumentVersionKind } from '@shared/vocabulary';
import type { Document } from '@shared/contract/documents';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/error-state';
import { toast } from '@/components/ui/use-toast';
import { useDocumentVersion, useDocumentVersions, type useRestoreVersion } from '@/features/documents/api/document-versions';
import { formatDateTime, formatWordCount } from '@/lib/format';
import { cn } from '@/lib/cn';
import { TextDiff } from './text-diff';

const KIND_LABEL: Record<DocumentVersionKind, string> = {
  manual: 'Saved',
  autosave: 'Autosaved',
  'before-restore': 'Before a restore',
};

export type VersionHistoryBodyProps = {
  documentId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  currentContent: string;
  saveBeforeRestore: () => Promise<boolean>;
  onRestored: (document: Document) => void;
  /** The dialog's (it keeps the dialog open while a restore runs). */
  restore: ReturnType<typeof useRestoreVersion>;
  /** Kept by the dialog, so a version stays chosen when the dialog opens again. */
  selectedId: number | null;
  confirming: boolean;
  onSelect: (id: number | null, confirming: boolean) => void;
};

/**
 * The version history dialog's contents (version-history-dialog.tsx): the list, a version's changes
 * against now (the `diff` package) and restore. Its code loads when the dialog first opens.
 */
export function VersionHistoryBody({
  documentId,
  open,
  onOpenChange,
  currentContent,
  saveBeforeRestore,
  onRestored,
  restore,
  selectedId,
  confirming,
  onSelect,
}: VersionHistoryBodyProps) {
  const versions = useDocumentVersions(documentId, open);
  const selected = useDocumentVersion(documentId, open ? selectedId : null);
  const choose = (id: number) => onSelect(id, false);
  const setConfirming = (next: boolean) => onSelect(selectedId, next);

  const runRestore = async () => {
    if (selectedId === null) return;
    if (!(await saveBeforeRestore())) return;
    try {
      const document = await restore.mutateAsync(selectedId);
      onRestored(document);
      onOpenChange(false);
      setConfirming(false);
      toast({ title: 'Version restored', description: 'The text you had before is kept in history.' });
    } catch {
      toast({ variant: 'destructive', title: 'Restore failed', description: 'The version could not be restored. Please try again.' });
    }
  };

  return versions.isPending ? (
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <LoaderCircle className="size-4 animate-spin" aria-hidden /> Loading versions...
      </p>
    ) : versions.isError ? (
      <ErrorState title="The history could not be loaded." onRetry={() => void versions.refetch()} retrying={versions.isFetching} />
    ) : versions.data.length === 0 ? (
      <p className="text-sm text-muted-foreground">No versions yet: one is kept when you save.</p>
    ) : (
      <div className="grid min-h-0 gap-4 md:grid-cols-[16rem_minmax(0,1fr)]">
        <ul aria-label="Versions" className="grid max-h-[60dvh] content-start gap-1 overflow-y-auto pr-1">
          {versions.data.map((version) => (
            <li key={version.id}>
              <button
                type="button"
                aria-pressed={selectedId === version.id}
                onClick={() => choose(version.id)}
                className={cn(
                  'grid w-full gap-0.5 rounded-md border px-3 py-2 text-left text-sm transition-colors hover:bg-accent',
                  selectedId === version.id && 'border-primary bg-secondary',
                )}
              >
                <span className="font-medium">{formatDateTime(version.createdAt)}</span>
                <span className="text-xs text-muted-foreground">
                  {KIND_LABEL[version.kind]} · {version.authorName ?? 'Former member'} · {formatWordCount(version.wordCount)}
                </span>
              </button>
            </li>
          ))}
        </ul>
        <section aria-label="Selected version" className="grid min-w-0 content-start gap-3">
          {selectedId === null ? (
            <p className="flex items-center gap-2 text-sm text-muted-foreground">
              <History className="size-4" aria-hidden /> Choose a version to see how it differs from the text now.
            </p>
          ) : selected.isPending ? (
            <p className="text-sm text-muted-foreground">Loading version...</p>
          ) : selected.isError ? (
            <ErrorState title="This version could not be loaded." onRetry={() => void selected.refetch()} retrying={selected.isFetching} />
          ) : (
            <>
              <div className="flex flex-wrap items-center gap-2">
                <h3 className="mr-auto font-semibold">{selected.data.title}</h3>
                {confirming ? (
                  <>
                    <span className="text-sm">Restore this version? The text you have now is kept in history.</span>
                    <Button type="button" variant="ghost" size="sm" onClick={() => setConfirming(false)} disabled={restore.isPending}>
                      Cancel
                    </Button>
                    <Button type="button" size="sm" onClick={() => void runRestore()} disabled={restore.isPending}>
                      {restore.isPending ? <LoaderCircle className="animate-spin" aria-hidden /> : null}
                      {restore.isPending ? 'Restoring...' : 'Restore'}
                    </Button>
                  </>
                ) : (
                  <Button type="button" variant="outline" size="sm" onClick={() => setConfirming(true)}>
                    Restore this version
                  </Button>
                )}
              </div>
              <p className="text-xs text-muted-foreground">
                Changes from this version to the text now: <span className="text-destructive line-through">removed</span>,{' '}
                <span className="text-success underline">added</span>.
              </p>
              <div className="max-h-[50dvh] overflow-y-auto rounded-md border bg-muted/30 p-3">
                <TextDiff before={selected.data.content} after={currentContent} />
              </div>
            </>
          )}
        </section>
      </div>
    );
}
