import { useRef, useState, type ChangeEvent } from 'react';
import { FileUp, LoaderCircle } from 'lucide-react';
import { DOCUMENT_CONTENT_MAX_BYTES } from '@shared/limits';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { useLeaveGuard } from '@/lib/unsaved-changes/use-leave-guard';
import { cn } from '@/lib/cn';
import { importBody, isImportableFile } from '../import-file';
import { useCreateAndOpenDocument } from '../use-create-and-open';

const ACCEPT = '.txt,.md';

const importFailed = {
  variant: 'destructive',
  title: 'Import failed',
  description: 'Failed to import the document. Please try again.',
} as const;

/** Spec §2 and §5: reads a .txt or .md file into a new document and opens it in the editor. */
export function ImportDocumentButton({ className }: { className?: string }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [reading, setReading] = useState(false);
  const { createAndOpen, isPending } = useCreateAndOpenDocument();
  const { navigateAfterConfirm } = useLeaveGuard();
  const busy = reading || isPending;

  const importFile = async (file: File) => {
    if (!isImportableFile(file)) {
      toast({ variant: 'destructive', title: 'Unsupported file type', description: 'Please upload a .txt or .md file.' });
      return;
    }
    if (file.size > DOCUMENT_CONTENT_MAX_BYTES) {
      toast({
        variant: 'destructive',
        title: 'File too large',
        description: `Please upload a file of at most ${DOCUMENT_CONTENT_MAX_BYTES / 1024 / 1024} MB.`,
      });
      return;
    }
    setReading(true);
    let content: string;
    try {
      content = await file.text();
    } catch {
      toast(importFailed);
      return;
    } finally {
      setReading(false);
    }
    await createAndOpen(
      importBody(file.name, content),
      {
        created: { title: 'Document imported successfully', description: 'Your document has been imported and is ready for editing.' },
        failed: importFailed,
      },
      navigateAfterConfirm,
    );
  };

  const onFileChosen = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again still raises a change.
    event.target.value = '';
    if (file) void importFile(file);
  };

  return (
    <>
      <input
        ref={inputRef}
        type="file"
        accept={ACCEPT}
        className="hidden"
        tabIndex={-1}
        aria-hidden
        data-testid="import-document-input"
        onChange={onFileChosen}
      />
      <Button
        type="button"
        variant="outline"
        className={cn('max-sm:size-9 max-sm:px-0', className)}
        disabled={busy}
        aria-label={busy ? 'Importing...' : 'Import Document'}
        onClick={() => inputRef.current?.click()}
      >
        {busy ? <LoaderCircle className="animate-spin" aria-hidden /> : <FileUp aria-hidden />}
        <span className="max-sm:sr-only">{busy ? 'Importing...' : 'Import Document'}</span>
      </Button>
    </>
  );
}
