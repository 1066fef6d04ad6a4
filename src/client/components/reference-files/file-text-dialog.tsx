import { Fragment, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { ChevronDown, ChevronUp, Copy, Quote } from 'lucide-react';
import type { StoredFile } from '@shared/contract/files';
import { copyToClipboard } from '@/components/copy-to-clipboard';
import { ErrorState } from '@/components/error-state';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useFileText } from '@/lib/reference-files/get-file-text';
import { findMatches } from './find-matches';

type FileTextDialogProps = {
  file: Pick<StoredFile, 'id' | 'originalName'>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /**
   * When given, text selected in the dialog can be inserted as a quotation (the editor's brand
   * panel). Called once the dialog has closed, in place of returning focus to the button that
   * opened it, so the page can take the writer to the quotation: on a phone that button is far
   * below the text, and the quotation went in out of sight.
   */
  onInsertQuotation?: (text: string, source: string) => void;
};

/** A reference file's whole extracted text: searched, copied, and quoted into a document. */
export function FileTextDialog({ file, open, onOpenChange, onInsertQuotation }: FileTextDialogProps) {
  const quotation = useRef<string | null>(null);
  const insertOnClose = (event: Event) => {
    const text = quotation.current;
    if (text === null || !onInsertQuotation) return;
    quotation.current = null;
    event.preventDefault();
    onInsertQuotation(text, file.originalName);
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="grid max-h-[92dvh] grid-rows-[auto_auto_minmax(0,1fr)_auto] gap-3 sm:max-w-3xl"
        onCloseAutoFocus={insertOnClose}
      >
        <DialogHeader>
          <DialogTitle className="wrap-anywhere">{file.originalName}</DialogTitle>
          {open ? <TextSummary fileId={file.id} /> : null}
        </DialogHeader>
        {open ? (
          <FileText
            fileId={file.id}
            onInsertQuotation={
              onInsertQuotation &&
              ((text) => {
                quotation.current = text;
                onOpenChange(false);
              })
            }
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function TextSummary({ fileId }: { fileId: number }) {
  const { data } = useFileText(fileId, true);
  const text = data?.extractedText ?? null;
  const words = text === null ? 0 : (text.match(/\S+/g)?.length ?? 0);
  return (
    <DialogDescription>
      {data === undefined ? 'The text extracted from this file.' : `${words.toLocaleString('en-US')} words of extracted text.`}
    </DialogDescription>
  );
}

function FileText({ fileId, onInsertQuotation }: { fileId: number; onInsertQuotation?: (text: string) => void }) {
  const id = useId();
  const file = useFileText(fileId, true);
  const [query, setQuery] = useState('');
  const [current, setCurrent] = useState(0);
  const [selection, setSelection] = useState('');
  const textRef = useRef<HTMLDivElement>(null);
  const text = file.data?.extractedText?.trim() ?? '';
  const matches = useMemo(() => findMatches(text, query), [text, query]);
  const count = matches.ranges.length;
  const shown = count === 0 ? 0 : Math.min(current, count - 1);

  // The current match scrolls into view as the writer steps through them.
  useEffect(() => {
    textRef.current?.querySelector('mark[data-current="true"]')?.scrollIntoView({ block: 'center' });
  }, [shown, matches]);

  // Text selected inside the file's text, for a quotation.
  useEffect(() => {
    const read = () => {
      const selected = window.getSelection();
      const inside = selected && selected.rangeCount > 0 && textRef.current?.contains(selected.getRangeAt(0).commonAncestorContainer);
      setSelection(inside ? selected.toString().trim() : '');
    };
    document.addEventListener('selectionchange', read);
    return () => document.removeEventListener('selectionchange', read);
  }, []);

  if (file.isPending) {
    return (
      <div className="row-span-2 flex items-center justify-center gap-2 py-12 text-sm text-muted-foreground">
        <Spinner /> Loading text…
      </div>
    );
  }
  if (file.isError) {
    return <ErrorState title="The text could not be loaded." onRetry={() => void file.refetch()} retrying={file.isFetching} />;
  }
  if (text === '') {
    const status = file.data.processingStatus;
    return (
      <p className="row-span-2 py-8 text-center text-sm text-muted-foreground">
        {status === 'pending' ? 'The text is still being extracted. Try again in a moment.' : 'No text could be extracted from this file.'}
      </p>
    );
  }

  const step = (by: number) => count > 0 && setCurrent((shown + by + count) % count);
  const onSearchKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    step(event.shiftKey ? -1 : 1);
  };
  const copyAll = () => copyToClipboard(text, { title: 'Text copied', description: 'The whole text is on your clipboard.' });

  return (
    <>
      <div className="flex items-center gap-2">
        <Input
          type="search"
          aria-label="Search the text"
          placeholder="Search the text"
          value={query}
          className="min-w-0 flex-1"
          onChange={(event) => {
            setQuery(event.target.value);
            setCurrent(0);
          }}
          onKeyDown={onSearchKey}
          aria-describedby={`${id}-matches`}
        />
        <span id={`${id}-matches`} role="status" className="shrink-0 text-sm whitespace-nowrap text-muted-foreground tabular-nums empty:hidden">
          {query.trim() === ''
            ? ''
            : count === 0
              ? 'No matches'
              : `${shown + 1} of ${count}${matches.truncated ? '+' : ''}`}
        </span>
        <Button type="button" variant="outline" size="icon" aria-label="Previous match" disabled={count === 0} onClick={() => step(-1)}>
          <ChevronUp aria-hidden />
        </Button>
        <Button type="button" variant="outline" size="icon" aria-label="Next match" disabled={count === 0} onClick={() => step(1)}>
          <ChevronDown aria-hidden />
        </Button>
      </div>
      <div
        ref={textRef}
        role="document"
        aria-label="Extracted text"
        tabIndex={0}
        className="min-h-40 overflow-auto rounded-md border bg-muted/30 p-4 text-sm leading-relaxed wrap-anywhere whitespace-pre-wrap focus-visible:ring-[3px] focus-visible:ring-ring/40 focus-visible:outline-none"
      >
        <MarkedText text={text} ranges={matches.ranges} current={shown} />
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={() => void copyAll()}>
          <Copy aria-hidden />
          Copy all
        </Button>
        {onInsertQuotation ? (
          <Button
            type="button"
            disabled={selection === ''}
            // A press must not clear the selection it is about to insert.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onInsertQuotation(selection)}
            title="Select a passage above first"
          >
            <Quote aria-hidden />
            Insert selection as quotation
          </Button>
        ) : null}
      </DialogFooter>
    </>
  );
}

function MarkedText({ text, ranges, current }: { text: string; ranges: Array<[number, number]>; current: number }) {
  if (ranges.length === 0) return text;
  const parts = [];
  let at = 0;
  ranges.forEach(([start, end], index) => {
    parts.push(
      <Fragment key={index}>
        {text.slice(at, start)}
        <mark
          data-current={index === current}
          className={index === current ? 'rounded-sm bg-amber-400 text-foreground' : 'rounded-sm bg-amber-200/70 text-foreground'}
        >
          {text.slice(start, end)}
        </mark>
      </Fragment>,
    );
    at = end;
  });
  parts.push(text.slice(at));
  return parts;
}
