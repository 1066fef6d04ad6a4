import { useState } from 'react';
import type { Document } from '@shared/contract/documents';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { lazyPart } from '@/components/lazy-part';
import { useRestoreVersion } from '@/features/documents/api/document-versions';

/** The list, the diff (with the `diff` package) and restore: loaded when the dialog first opens. */
const VersionHistoryBody = lazyPart(() => import('./version-history-body').then((module) => module.VersionHistoryBody), {
  loading: 'Loading version history',
});

/** Starts loading the dialog's contents before it opens (the History button's hover or focus). */
export const preloadVersionHistory = VersionHistoryBody.preload;

type VersionHistoryDialogProps = {
  documentId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The text in the editor now, to compare a version against. */
  currentContent: string;
  /** Saves unsaved changes first, so the restore keeps them in history; false if that failed. */
  saveBeforeRestore: () => Promise<boolean>;
  onRestored: (document: Document) => void;
};

/** The document's versions: when, by whom, how long; a version's changes against now; restore one. */
export function VersionHistoryDialog({ documentId, open, onOpenChange, ...rest }: VersionHistoryDialogProps) {
  const [choice, setChoice] = useState<{ selectedId: number | null; confirming: boolean }>({ selectedId: null, confirming: false });
  const restore = useRestoreVersion(documentId);

  return (
    <Dialog open={open} onOpenChange={(next) => !restore.isPending && onOpenChange(next)}>
      <DialogContent className="max-w-5xl" closeDisabled={restore.isPending}>
        <DialogHeader>
          <DialogTitle>Version history</DialogTitle>
          <DialogDescription>
            Kept at each save, every 10 minutes while autosaving, and before a restore. Older autosaves are thinned to one an hour after a day and one a day after a week.
          </DialogDescription>
        </DialogHeader>
        <VersionHistoryBody
          documentId={documentId}
          open={open}
          onOpenChange={onOpenChange}
          restore={restore}
          {...choice}
          onSelect={(selectedId, confirming) => setChoice({ selectedId, confirming })}
          {...rest}
        />
      </DialogContent>
    </Dialog>
  );
}
