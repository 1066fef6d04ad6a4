import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Copy, FileText, Plus } from 'lucide-react';
import type { Client } from '@shared/contract/clients';
import type { StoredFile } from '@shared/contract/files';
import { copyToClipboard } from '@/components/copy-to-clipboard';
import { FileTextDialog } from '@/components/reference-files/file-text-dialog';
import { Button } from '@/components/ui/button';
import { useFiles } from '@/lib/reference-files/list-files';
import type { BrandPanelProps } from './brand-panel';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="grid gap-1">
      <h3 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{title}</h3>
      {children}
    </div>
  );
}

/** The brand panel's contents once a client is chosen (brand-panel.tsx), loaded then. */
export function BrandDetails({ client, project, onInsertText, onInsertQuotation }: BrandPanelProps & { client: Client }) {
  const audience = project?.targetAudience ?? client.targetAudience;
  const voice = [client.industry, project?.tone ? `Tone: ${project.tone}` : null].filter(Boolean).join(' · ');
  const nothing =
    !client.description &&
    !voice &&
    !audience &&
    !client.brandGuidelines &&
    client.keyMessages.length === 0 &&
    client.brandColors.length === 0 &&
    client.bannedTerms.length === 0 &&
    client.preferredTerms.length === 0;
  return (
    <>
      <p className="font-medium">{client.name}</p>
      {client.description || voice ? (
        <Section title="Voice">
          {client.description ? <p>{client.description}</p> : null}
          {voice ? <p className="text-muted-foreground">{voice}</p> : null}
        </Section>
      ) : null}
      {audience ? (
        <Section title="Audience">
          <p>{audience}</p>
        </Section>
      ) : null}
      {client.brandGuidelines ? (
        <Section title="Guidelines">
          <p className="max-h-48 overflow-auto wrap-anywhere whitespace-pre-wrap">{client.brandGuidelines}</p>
        </Section>
      ) : null}
      {client.keyMessages.length > 0 ? (
        <Section title="Key messages">
          <ul className="grid gap-1">
            {client.keyMessages.map((message) => (
              <li key={message} className="flex items-start justify-between gap-2">
                <span className="min-w-0 wrap-anywhere">{message}</span>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  className="size-7 shrink-0"
                  aria-label={`Insert “${message}” at the caret`}
                  title="Insert at the caret"
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => onInsertText(message)}
                >
                  <Plus aria-hidden />
                </Button>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      {client.bannedTerms.length > 0 ? (
        <Section title="Never say">
          <p className="wrap-anywhere">{client.bannedTerms.join(', ')}</p>
        </Section>
      ) : null}
      {client.preferredTerms.length > 0 ? (
        <Section title="Say instead">
          <ul className="grid gap-0.5">
            {client.preferredTerms.map(({ term, instead }) => (
              <li key={term} className="wrap-anywhere">
                <span className="text-muted-foreground line-through">{term}</span> → {instead}
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      {client.brandColors.length > 0 ? (
        <Section title="Colours">
          <ul className="flex flex-wrap gap-2">
            {client.brandColors.map((color) => (
              <li key={color}>
                <button
                  type="button"
                  className="flex items-center gap-1.5 rounded-md border px-1.5 py-1 text-xs tabular-nums hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/40 focus-visible:outline-none"
                  aria-label={`Copy ${color}`}
                  onClick={() => void copyToClipboard(color, { title: `${color} copied` })}
                >
                  <span className="size-4 rounded-sm ring-1 ring-black/15 ring-inset" style={{ backgroundColor: color }} aria-hidden />
                  {color}
                  <Copy className="size-3 text-muted-foreground" aria-hidden />
                </button>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      {nothing ? (
        <p className="text-muted-foreground">
          No brand profile yet. <Link to="/clients" className="underline underline-offset-2">Add one on the Clients screen</Link>.
        </p>
      ) : null}
      <ReferenceFiles clientId={client.id} onInsertQuotation={onInsertQuotation} />
    </>
  );
}

function ReferenceFiles({ clientId, onInsertQuotation }: { clientId: number; onInsertQuotation: BrandPanelProps['onInsertQuotation'] }) {
  const files = useFiles(clientId);
  const [open, setOpen] = useState<StoredFile | null>(null);
  return (
    <Section title="Reference files">
      {files.isPending ? (
        <p className="text-muted-foreground">Loading files…</p>
      ) : files.isError ? (
        <p className="text-muted-foreground">
          The files could not be loaded.{' '}
          <button type="button" className="underline underline-offset-2" onClick={() => void files.refetch()}>
            Try again
          </button>
        </p>
      ) : files.data.length === 0 ? (
        <p className="text-muted-foreground">
          None yet.{' '}
          <Link to={`/files?clientId=${clientId}`} className="underline underline-offset-2">
            Upload them on the Files screen
          </Link>
          .
        </p>
      ) : (
        <ul className="grid gap-1">
          {files.data.map((file) => (
            <li key={file.id} className="flex items-center justify-between gap-2">
              <span className="min-w-0 truncate" title={file.originalName}>
                {file.originalName}
              </span>
              {file.extractedText?.trim() ? (
                <Button type="button" variant="outline" size="sm" className="shrink-0" aria-label={`View text of ${file.originalName}`} onClick={() => setOpen(file)}>
                  <FileText aria-hidden />
                  Text
                </Button>
              ) : (
                <span className="shrink-0 text-xs text-muted-foreground">{file.processingStatus === 'pending' ? 'Extracting…' : 'No text'}</span>
              )}
            </li>
          ))}
        </ul>
      )}
      {open ? <FileTextDialog file={open} open onOpenChange={(next) => !next && setOpen(null)} onInsertQuotation={onInsertQuotation} /> : null}
    </Section>
  );
}
