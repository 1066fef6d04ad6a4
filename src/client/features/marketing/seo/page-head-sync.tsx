import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { setPublicPageTitleSource } from '@/lib/use-document-title';

type PageMeta = typeof import('./page-meta');

// The record loads with the first navigation: a pre-rendered page already has its head from the
// server, so the first page never needs it, and the landing page downloads less.
let pageMeta: Promise<PageMeta> | undefined;
let navigated = false;
function loadPageMeta(): Promise<PageMeta> {
  pageMeta ??= import('./page-meta').then((meta) => {
    // Screens that set their own title defer to the record, so the two never disagree.
    setPublicPageTitleSource((pathname) => meta.pageHeadFor(pathname)?.title);
    return meta;
  });
  return pageMeta;
}

function setMetaContent(selector: string, content: string): void {
  document.head.querySelector<HTMLMetaElement>(selector)?.setAttribute('content', content);
}

// The server writes a canonical link only into pre-rendered pages; kept here while a screen
// without one is shown, so it can come back with the next public page.
let canonicalLink: HTMLLinkElement | null | undefined;

function applyHead(meta: PageMeta, pathname: string): void {
  canonicalLink ??= document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  const head = meta.pageHeadFor(pathname);
  if (!head) {
    // A product or auth screen has no public address of its own.
    canonicalLink?.remove();
    return;
  }
  document.title = head.title;
  setMetaContent('meta[name="description"]', head.description);
  setMetaContent('meta[property="og:title"]', head.title);
  setMetaContent('meta[property="og:description"]', head.description);
  setMetaContent('meta[property="og:type"]', head.type);
  if (canonicalLink) {
    const url = new URL(meta.normalizePagePath(pathname), canonicalLink.href).href;
    canonicalLink.href = url;
    if (!canonicalLink.isConnected) document.head.append(canonicalLink);
    setMetaContent('meta[property="og:url"]', url);
  }
}

const withoutTrailingSlash = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname);

/**
 * Called before hydrating a pre-rendered page: screens that set their own title keep the one the
 * server wrote for this page until the record has loaded (it then answers for every path).
 */
export function adoptServedHead(): void {
  const served = { pathname: withoutTrailingSlash(window.location.pathname), title: document.title };
  setPublicPageTitleSource((pathname) => (withoutTrailingSlash(pathname) === served.pathname ? served.title : undefined));
}

/**
 * Keeps the head in step with client-side navigation (ADR 0012). A pre-rendered page arrives
 * with its whole head from the server; moving to another public page rewrites the title,
 * description, canonical link and Open Graph tags from the same record. The canonical origin is
 * the one the server wrote (PUBLIC_URL), so canonical and og:url follow only when a public page
 * was the first one loaded.
 */
export function PageHeadSync() {
  const { pathname } = useLocation();
  const [firstPathname] = useState(pathname);
  useEffect(() => {
    // The page first loaded has the head the server wrote, or (a screen that is not
    // pre-rendered) sets its own title.
    if (!navigated && pathname === firstPathname) return;
    navigated = true;
    let current = true;
    loadPageMeta()
      .then((meta) => {
        if (current) applyHead(meta, pathname);
      })
      .catch(() => undefined); // A failed chunk leaves the previous head; the page itself still works.
    return () => {
      current = false;
    };
  }, [pathname, firstPathname]);
  return null;
}
