import { useRef, useState, type ChangeEvent } from 'react';
import { FileUp, LoaderCircle } from 'lucide-react';
import { DOCUMENT_CONTENT_MAX_BYTES, WORD_IMPORT_MAX_BYTES } from '@shared/limits';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { useLeaveGuard } from '@/lib/unsaved-changes/use-leave-guard';
import { cn } from '@/lib/cn';
import { ApiError } from '@/lib/api-request';
import { importWordFile } from '../api/import-word';
import { IMPORT_ACCEPT, importBody, importKindOf, type ImportKind } from '../import-file';
import { useCreateAndOpenDocument } from '../use-create-and-open';

const MB = 1024 * 1024;
/** The largest file of each kind read: a page's markup or a Word file's pictures weigh more than its text. */
const MAX_FILE_BYTES: Record<ImportKind, number> = {
  text: DOCUMENT_CONTENT_MAX_BYTES,
  html: 10 * MB,
  word: WORD_IMPORT_MAX_BYTES,
};

/** Reads the file as the document's markdown; throws ApiError for a Word file the server refused. */
async function readAsMarkdown(file: File, kind: ImportKind): Promise<string> {
  if (kind === 'word') return importWordFile(file);
  const text = await file.text();
  if (kind === 'text') return text;
  // The editor's schema and parser load only for a web page: the header, on every screen, stays light.
  const { htmlToMarkdown } = await import('../html-to-markdown');
  return htmlToMarkdown(text);
}

function refusalOf(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  const body = error.body as { error?: unknown } | null;
  return typeof body?.error === 'string' ? body.error : null;
}

const importFailed = {
  variant: 'destructive',
  title: 'Import failed',
  description: 'Failed to import the document. Please try again.',
} as const;

/**
 * Spec §2 and §5: reads a .txt or .md file into a new document and opens it in the editor; a
 * Word document (.docx) or a web page (.html) too, converted to the document's markdown with its
 * headings, lists, links and emphasis.
 */
export function ImportDocumentButton({ className }: { className?: string }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [reading, setReading] = useState(false);
  const { createAndOpen, isPending } = useCreateAndOpenDocument();
  const { navigateAfterConfirm } = useLeaveGuard();
  const busy = reading || isPending;

  const importFile = async (file: File) => {
    const kind = importKindOf(file);
    if (kind === null) {
      toast({
        variant: 'destructive',
        title: 'Unsupported file type',
        // The spec's sentence, then what this version also reads.
        description: (
          <>
            <span className="block">Please upload a .txt or .md file.</span>
            <span className="block">Word documents (.docx) and web pages (.html) can be imported too.</span>
          </>
        ),
      });
      return;
    }
    if (file.size > MAX_FILE_BYTES[kind]) {
      toast({ variant: 'destructive', title: 'File too large', description: `Please upload a file of at most ${MAX_FILE_BYTES[kind] / MB} MB.` });
      return;
    }
    setReading(true);
    let content: string;
    try {
      content = await readAsMarkdown(file, kind);
    } catch (error) {
      const reason = refusalOf(error);
      toast(reason ? { variant: 'destructive', title: 'Import failed', description: reason } : importFailed);
      return;
    } finally {
      setReading(false);
    }
    if (new TextEncoder().encode(content).length > DOCUMENT_CONTENT_MAX_BYTES) {
      toast({
        variant: 'destructive',
        title: 'Document too long',
        description: `This file holds more text than a document may (${DOCUMENT_CONTENT_MAX_BYTES / MB} MB). Split it and import the parts.`,
      });
      return;
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
        accept={IMPORT_ACCEPT}
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
