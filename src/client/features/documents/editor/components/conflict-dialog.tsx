import { useState } from 'react';
import type { Document } from '@shared/contract/documents';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { formatDateTime } from '@/lib/format';
import type { EditorDraft } from '../editor-draft';

type ConflictDialogProps = {
  conflict: { mine: EditorDraft; theirs: Document } | null;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
};

function Version({ heading, title, content }: { heading: string; title: string; content: string }) {
  return (
    <section className="grid min-w-0 content-start gap-2">
      <h3 className="text-sm font-semibold">{heading}</h3>
      <div className="max-h-72 overflow-auto rounded-md border bg-muted/40 p-3 text-sm">
        <p className="font-semibold">{title}</p>
        <pre className="mt-2 font-sans whitespace-pre-wrap">{content || '(no text)'}</pre>
      </div>
    </section>
  );
}

/**
 * A save met a newer version saved elsewhere (another tab, a colleague): nothing was
 * overwritten. The writer keeps theirs or the saved one, after comparing them if they wish.
 */
export function ConflictDialog({ conflict, onKeepMine, onTakeTheirs }: ConflictDialogProps) {
  const [comparing, setComparing] = useState(false);
  return (
    <Dialog open={conflict !== null} onOpenChange={() => undefined}>
      <DialogContent
        closeDisabled
        className={comparing ? 'max-w-4xl' : undefined}
        onEscapeKeyDown={(event) => event.preventDefault()}
        onInteractOutside={(event) => event.preventDefault()}
      >
        {conflict ? (
          <>
            <DialogHeader>
              <DialogTitle>This document changed elsewhere</DialogTitle>
              <DialogDescription>
                A newer version was saved on {formatDateTime(conflict.theirs.updatedAt)}, after your changes began. Your
                changes are not saved yet and nothing was overwritten. Which text do you want to keep?
              </DialogDescription>
            </DialogHeader>
            {comparing ? (
              <div className="grid gap-4 md:grid-cols-2">
                <Version heading="Your version" title={conflict.mine.title} content={conflict.mine.content} />
                <Version heading="Saved version" title={conflict.theirs.title} content={conflict.theirs.content} />
              </div>
            ) : null}
            <DialogFooter>
              {!comparing ? (
                <Button type="button" variant="ghost" className="sm:mr-auto" onClick={() => setComparing(true)}>
                  See both
                </Button>
              ) : null}
              <Button type="button" variant="outline" onClick={onTakeTheirs}>
                Take theirs
              </Button>
              <Button type="button" onClick={onKeepMine}>
                Keep mine
              </Button>
            </DialogFooter>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
