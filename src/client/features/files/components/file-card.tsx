import { useState } from 'react';
import { Download, FileText, Trash2 } from 'lucide-react';
import type { StoredFile } from '@shared/contract/files';
import { FileTextDialog } from '@/components/reference-files/file-text-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format';
import { formatFileSize } from '../format-file-size';
import { textPreview } from '../text-preview';
import { FileStatusBadge } from './file-status-badge';

type FileCardProps = {
  file: StoredFile;
  /** Left out for a role that may not delete files (issue 18): the card has no Delete then. */
  onDelete?: (file: StoredFile) => void;
};

/** What to say when the server gave no reason. */
const fallbackReasons = {
  partial: 'Only part of the text could be extracted.',
  failed: 'The text could not be extracted.',
} as const;

function ExtractedText({ file }: { file: StoredFile }) {
  const text = file.extractedText?.trim() ?? '';
  if (text) {
    return (
      <p className="px-5 text-sm break-words text-muted-foreground" data-testid="file-text-preview">
        <span className="sr-only">Extracted text: </span>
        {textPreview(text)}
      </p>
    );
  }
  if (file.processingStatus === 'pending') {
    return <p className="px-5 text-sm text-muted-foreground italic">Extracting text…</p>;
  }
  if (file.processingStatus === 'completed') {
    return <p className="px-5 text-sm text-muted-foreground italic">No text found in this file.</p>;
  }
  return null;
}

export function FileCard({ file, onDelete }: FileCardProps) {
  const name = file.originalName;
  const problem = file.processingStatus === 'partial' || file.processingStatus === 'failed' ? file.processingStatus : null;
  const [textOpen, setTextOpen] = useState(false);
  const hasText = (file.extractedText?.trim() ?? '') !== '';

  return (
    <Card className="gap-3 py-4">
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-2 px-5">
        <div className="grid min-w-0 gap-1.5">
          <h3 className="text-base leading-snug font-semibold break-words">{name}</h3>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
            <Badge variant="outline">
              <span className="sr-only">Type: </span>
              {file.fileType.toUpperCase()}
            </Badge>
            <span>
              <span className="sr-only">Size: </span>
              {formatFileSize(file.fileSize)}
            </span>
            <span>
              Uploaded <time dateTime={file.createdAt}>{formatDate(file.createdAt)}</time>
            </span>
          </div>
        </div>
        <FileStatusBadge status={file.processingStatus} />
      </div>
      {problem ? (
        <p
          className={cn(
            'px-5 text-sm break-words',
            problem === 'partial' ? 'text-amber-800' : 'text-destructive',
          )}
        >
          {file.failureReason ?? fallbackReasons[problem]}
        </p>
      ) : null}
      <ExtractedText file={file} />
      <div className="flex flex-wrap gap-2 px-5 pt-1">
        {hasText ? (
          <Button type="button" variant="outline" size="sm" aria-label={`View text of ${name}`} onClick={() => setTextOpen(true)}>
            <FileText aria-hidden />
            View text
          </Button>
        ) : null}
        <Button asChild variant="outline" size="sm">
          <a href={file.fileUrl} download aria-label={`Download ${name}`}>
            <Download aria-hidden />
            Download
          </a>
        </Button>
        {onDelete ? (
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="text-muted-foreground hover:text-destructive"
            aria-label={`Delete ${name}`}
            onClick={() => onDelete(file)}
          >
            <Trash2 aria-hidden />
            Delete
          </Button>
        ) : null}
      </div>
      {hasText ? <FileTextDialog file={file} open={textOpen} onOpenChange={setTextOpen} /> : null}
    </Card>
  );
}
