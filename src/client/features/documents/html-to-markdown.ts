import { DOMParser as ProseMirrorDOMParser } from '@tiptap/pm/model';
import { serializeMarkdown } from '@shared/rich-text/markdown';
import { documentSchema } from '@shared/rich-text/schema';
import { flattenTables } from './flatten-tables';

/**
 * A web page (.html) as a document's markdown, read the way the editor reads a paste: the
 * browser parses the page inert (no script runs, nothing loads), and ProseMirror keeps only what
 * the document schema can hold — headings, paragraphs, lists, quotes, code, links (safe ones)
 * and emphasis; scripts, styles, forms and layout are dropped, and a table's rows become
 * paragraphs (flatten-tables.ts).
 */
export function htmlToMarkdown(html: string): string {
  const page = new DOMParser().parseFromString(html, 'text/html');
  // Navigation, headers and footers are the site's, not the article's.
  for (const element of page.body.querySelectorAll('script, style, noscript, template, nav, header, footer, form, iframe')) element.remove();
  // An image with a relative address pointed into the page's own site: here it would be broken.
  for (const image of page.body.querySelectorAll('img')) {
    if (!/^https?:\/\//i.test(image.getAttribute('src') ?? '')) image.remove();
  }
  const main = page.querySelector('main, article') ?? page.body;
  flattenTables(main);
  return serializeMarkdown(ProseMirrorDOMParser.fromSchema(documentSchema).parse(main));
}
