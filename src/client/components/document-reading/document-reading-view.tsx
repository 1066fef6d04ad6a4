import { useLayoutEffect, useMemo, useRef, type RefObject } from 'react';
import { DOMSerializer } from '@tiptap/pm/model';
import { parseMarkdown } from '@shared/rich-text/markdown';
import { documentSchema } from '@shared/rich-text/schema';
import { cn } from '@/lib/cn';
import './document-prose.css';

type DocumentReadingViewProps = {
  markdown: string;
  className?: string;
  /** The rendered text's element, for callers that read a selection inside it. */
  textRef?: RefObject<HTMLDivElement | null>;
};

/**
 * A document as a reader sees it: its markdown read by the shared parser into the editor's own
 * schema and drawn with the editor's look. Nothing but the schema's nodes and marks can come out
 * (raw HTML stays text, links keep only web and mail addresses with rel="noopener noreferrer
 * nofollow"), and the DOM is built node by node, never from an HTML string.
 */
export function DocumentReadingView({ markdown, className, textRef }: DocumentReadingViewProps) {
  const own = useRef<HTMLDivElement | null>(null);
  const ref = textRef ?? own;
  const document = useMemo(() => parseMarkdown(markdown), [markdown]);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    element.replaceChildren(DOMSerializer.fromSchema(documentSchema).serializeFragment(document.content, { document: element.ownerDocument }));
  }, [document, ref]);

  return (
    <div
      ref={ref}
      className={cn('document-prose', className)}
    />
  );
}
