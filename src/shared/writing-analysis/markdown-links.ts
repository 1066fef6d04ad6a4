/**
 * The links and images of a markdown text, for the SEO checks: inline links `[text](url)`,
 * autolinks `<https://…>` and images `![alt](src)`, outside fenced code. Reference-style links
 * (`[text][ref]`) are not resolved: the editor never writes them. Each pattern stops at the next
 * bracket or parenthesis, as in parse-prose.ts, so the work stays linear on hostile input.
 */

export interface MarkdownLinks {
  /** Link targets as written, in order. */
  links: string[];
  /** Each image's alternative text, trimmed ('' when it has none). */
  imageAlts: string[];
}

export type LinkKind = 'internal' | 'outbound' | 'other';

const LINE_BREAK = /\r\n?|\n/;
const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const IMAGE = /!\[([^[\]]*)\]\(([^()]*)\)/g;
const LINK = /\[[^[\]]*\]\(([^()]*)\)/g;
const AUTOLINK = /<((?:https?:|mailto:)[^<>\s]*)>/g;
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

export function findMarkdownLinks(text: string): MarkdownLinks {
  const links: string[] = [];
  const imageAlts: string[] = [];
  let fence: string | null = null;
  for (const line of text.split(LINE_BREAK)) {
    const fenceMatch = FENCE.exec(line);
    const fenceMark = fenceMatch?.[1];
    if (fence !== null) {
      const closes = fenceMark !== undefined && fenceMark[0] === fence[0] && fenceMark.length >= fence.length;
      if (closes && line.slice(fenceMatch?.[0].length).trim() === '') fence = null;
      continue;
    }
    if (fenceMark !== undefined) {
      fence = fenceMark;
      continue;
    }
    if (!line.includes('](') && !line.includes('<')) continue;
    // Images first, and out of the line, so that `![alt](src)` is not read as a link too.
    const withoutImages = line.replace(IMAGE, (_match, alt: string) => {
      imageAlts.push(alt.trim());
      return ' ';
    });
    for (const match of withoutImages.matchAll(LINK)) links.push(target(match[1] ?? ''));
    for (const match of withoutImages.matchAll(AUTOLINK)) links.push(match[1] ?? '');
  }
  return { links, imageAlts };
}

/** The address of `(url "title")` or `(<url>)`, without its title. */
function target(inside: string): string {
  const address = inside.trim().split(/\s+/)[0] ?? '';
  return address.startsWith('<') && address.endsWith('>') ? address.slice(1, -1) : address;
}

/** "https://www.Example.com/x" → "example.com"; null when the text is no web address. */
export function siteHost(websiteUrl: string | null | undefined): string | null {
  if (!websiteUrl) return null;
  try {
    const url = new URL(SCHEME.test(websiteUrl) ? websiteUrl : `https://${websiteUrl}`);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.hostname.toLowerCase().replace(/^www\./, '') : null;
  } catch {
    return null;
  }
}

/**
 * Where a link leads. Without knowing where the document will be published, a relative address
 * (`/pricing`, `../guide`, `pricing.html`) is internal: it can only resolve on the page's own site.
 * An absolute web address (`https://…`, `//…`) is internal when its host is the client's website
 * (with or without www.), outbound otherwise. Anything else counts as neither: an anchor alone
 * (`#part`) stays on the same page, and `mailto:` or `tel:` lead to no page.
 */
export function linkKind(url: string, site: string | null): LinkKind {
  if (url === '' || url.startsWith('#')) return 'other';
  const protocolRelative = url.startsWith('//');
  if (!protocolRelative && !SCHEME.test(url)) return 'internal';
  if (!protocolRelative && !/^https?:/i.test(url)) return 'other';
  const host = siteHost(protocolRelative ? `https:${url}` : url);
  if (host === null) return 'other';
  return site !== null && host === site ? 'internal' : 'outbound';
}
