import { useState } from 'react';
import { getHTMLFromFragment, getText, getTextSerializersFromSchema } from '@tiptap/core';
import type { Editor } from '@tiptap/react';
import { withoutSuggestions } from '@shared/rich-text/suggestions/resolve-suggestions';
import { ChevronDown, ClipboardCopy, Download, FileCode2, FileText, FileType, Printer } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { toast } from '@/components/ui/use-toast';
import { documentDocx, preloadDocx } from '../export/document-docx';
import { documentHtml } from '../export/document-html';
import { download } from '../export/download';
import { fileNameFor } from '../export/file-name';

type ExportMenuProps = {
  editor: Editor;
  title: string;
  /** The document as markdown, with pending edits written. */
  markdown: () => string;
};

/** Download as Markdown, Word or HTML; copy as formatted text for a CMS or Google Docs; print. */
export function ExportMenu({ editor, title, markdown }: ExportMenuProps) {
  const [busy, setBusy] = useState(false);
  // The text before review, as the markdown holds it: no export shows half-reviewed changes (ADR 0044).
  const settled = () => withoutSuggestions(editor.state.doc);
  const settledHtml = () => getHTMLFromFragment(settled().content, editor.schema);
  const name = title.trim() || 'Untitled Document';

  const failed = (what: string) =>
    toast({ variant: 'destructive', title: `${what} failed`, description: 'Please try again.' });

  const exportDocx = async () => {
    setBusy(true);
    try {
      download(await documentDocx(name, settled()), fileNameFor(name, 'docx'));
    } catch {
      failed('Export');
    } finally {
      setBusy(false);
    }
  };

  const copyFormatted = async () => {
    try {
      const html = settledHtml();
      const text = getText(settled(), { blockSeparator: '\n\n', textSerializers: getTextSerializersFromSchema(editor.schema) });
      await navigator.clipboard.write([
        new ClipboardItem({
          'text/html': new Blob([html], { type: 'text/html' }),
          'text/plain': new Blob([text], { type: 'text/plain' }),
        }),
      ]);
      toast({ title: 'Copied', description: 'Paste it into your CMS, Google Docs or Word with its formatting.' });
    } catch {
      failed('Copy');
    }
  };

  return (
    <DropdownMenu
      onOpenChange={(open) => {
        // Fetched while the menu is open, so the download starts within the click's user
        // activation: a browser blocks a later, "automatic" second download of a page.
        if (open) void preloadDocx();
      }}
    >
      <DropdownMenuTrigger asChild>
        <Button type="button" variant="outline" disabled={busy}>
          <Download aria-hidden />
          Export
          <ChevronDown aria-hidden className="opacity-60" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        <DropdownMenuItem onSelect={() => download(new Blob([markdown()], { type: 'text/markdown;charset=utf-8' }), fileNameFor(name, 'md'))}>
          <FileText aria-hidden /> Markdown (.md)
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => void exportDocx()}>
          <FileType aria-hidden /> Word (.docx)
        </DropdownMenuItem>
        <DropdownMenuItem
          onSelect={() =>
            download(new Blob([documentHtml(name, settledHtml())], { type: 'text/html;charset=utf-8' }), fileNameFor(name, 'html'))
          }
        >
          <FileCode2 aria-hidden /> HTML (.html)
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void copyFormatted()}>
          <ClipboardCopy aria-hidden /> Copy as formatted text
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => window.print()}>
          <Printer aria-hidden /> Print
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
