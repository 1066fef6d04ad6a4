/**
 * What the server-side renderer (dist/ssr/entry-server.js, built from src/client/entry-server.tsx)
 * hands the server, which writes it into index.html when it pre-renders the public pages.
 */
export interface PageHead {
  /** The whole document title, product name included. */
  title: string;
  /** For `<meta name="description">` and `og:description`. */
  description: string;
  /** Open Graph type: a blog post is an article, every other page a website. */
  type: 'website' | 'article';
}

export interface RenderedPage {
  /** The page's markup for index.html's root element. */
  html: string;
  head: PageHead;
}

export interface PageRenderer {
  /** Every path to pre-render: the public pages of the route table plus dynamic ones (blog posts). */
  prerenderPaths(): string[];
  /** Renders one path signed out, waiting for its lazy screens; rejects when a screen throws. */
  renderPage(path: string): Promise<RenderedPage>;
}

/**
 * On the server the renderer writes this placeholder wherever the product name goes; the server
 * replaces it with APP_NAME (a runtime setting) in the finished page, as it does in index.html.
 */
export const APP_NAME_PLACEHOLDER = '__APP_NAME__';

/**
 * Likewise for the instance's public origin (PUBLIC_URL) in a page's text, such as the /api-docs
 * example request: written by the renderer, replaced by the server with the origin.
 */
export const PUBLIC_ORIGIN_PLACEHOLDER = '__PUBLIC_ORIGIN__';
