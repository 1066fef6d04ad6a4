import { useLayoutEffect, useMemo, useRef, type RefObject } from 'react';
import { DOMSerializer } from '@tiptap/pm/model';
import { parseMarkdown } from '@shared/rich-text/markdown';
import { documentSchema } from '@shared/rich-text/schema';
import { cn } from '@/lib/cn';
import { imageStandIn, isImageShownHere } from './image-stand-in';
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
    // Built in an inert document, where an image starts no request, so a picture from another
    // site becomes its stand-in before the page could try to load it (image-stand-in.ts).
    const page = element.ownerDocument;
    const inert = page.implementation.createHTMLDocument('');
    const fragment = DOMSerializer.fromSchema(documentSchema).serializeFragment(document.content, { document: inert });
    for (const image of fragment.querySelectorAll('img')) {
      const src = image.getAttribute('src') ?? '';
      if (!isImageShownHere(src, page.location.origin)) image.replaceWith(imageStandIn(inert, src, image.getAttribute('alt') ?? ''));
    }
    element.replaceChildren(page.importNode(fragment, true));
  }, [document, ref]);

  return (
    <div
      ref={ref}
      className={cn('document-prose', className)}
    />
  );
}
