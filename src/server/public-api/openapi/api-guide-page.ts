import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import MarkdownIt from 'markdown-it';
import { PUBLIC_API_DOCS } from '../../../shared/contract/public-api/endpoints.js';
import { escapeHtml } from '../../web/page-html.js';

/** docs/api-guide.md, from src/server/public-api/openapi or its build in dist/server/public-api/openapi. */
const GUIDE_FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../docs/api-guide.md');

/** The guide's examples name this host; the served guide names the instance's own. */
export const GUIDE_EXAMPLE_ORIGIN = 'https://inkwise.example.com';

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

function markdownRenderer(): MarkdownIt {
  const markdown = new MarkdownIt({ html: false, linkify: false });
  // Headings get ids, so a section of the guide can be linked to.
  markdown.core.ruler.push('heading_ids', (state) => {
    state.tokens.forEach((token, index) => {
      if (token.type === 'heading_open') token.attrSet('id', slug(state.tokens[index + 1]?.content ?? ''));
    });
  });
  return markdown;
}

const STYLE = `
  :root { color-scheme: light; --ink: #1f2937; --muted: #6b7280; --line: #e5e7eb; --brand: #4f46e5; }
  body { margin: 0; font: 16px/1.65 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--ink); background: #fff; }
  nav { border-bottom: 1px solid var(--line); padding: 0.75rem 1.25rem; display: flex; gap: 1.25rem; flex-wrap: wrap; font-size: 0.9rem; }
  main { max-width: 48rem; margin: 0 auto; padding: 2rem 1.25rem 4rem; }
  a { color: var(--brand); }
  h1 { font-size: 2rem; line-height: 1.2; } h2 { margin-top: 2.5rem; border-top: 1px solid var(--line); padding-top: 1.5rem; }
  code { font: 0.875em/1.5 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; background: #f3f4f6; padding: 0.1em 0.3em; border-radius: 4px; }
  pre { background: #111827; color: #f3f4f6; padding: 1rem; border-radius: 8px; overflow-x: auto; }
  pre code { background: none; padding: 0; color: inherit; }
  table { border-collapse: collapse; width: 100%; display: block; overflow-x: auto; }
  th, td { border: 1px solid var(--line); padding: 0.4rem 0.6rem; text-align: left; vertical-align: top; }
`;

/** The page: the guide rendered once, the instance's name and address written in. */
export function renderApiGuide(markdownSource: string, appName: string, publicUrl: string | undefined): string {
  let body = markdownRenderer().render(markdownSource).replaceAll('Inkwise', escapeHtml(appName));
  if (publicUrl) body = body.replaceAll(GUIDE_EXAMPLE_ORIGIN, escapeHtml(new URL(publicUrl).origin));
  const title = /<h1[^>]*>(.*?)<\/h1>/.exec(body)?.[1] ?? 'Use the API';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<title>${title} · ${escapeHtml(appName)}</title>
<link rel="icon" type="image/svg+xml" href="/favicon.svg" />
<style>${STYLE}</style>
</head>
<body>
<nav aria-label="API documentation">
<a href="/api-docs">API overview</a>
<a href="${PUBLIC_API_DOCS.reference}">Interactive reference</a>
<a href="${PUBLIC_API_DOCS.openapiDocument}">OpenAPI document</a>
</nav>
<main>
${body}
</main>
</body>
</html>
`;
}

/** GET /api-docs/guide: docs/api-guide.md as a page, so the /api-docs page can link to it. */
export function registerApiGuide(app: FastifyInstance, appName: string, publicUrl: string | undefined): void {
  const page = renderApiGuide(readFileSync(GUIDE_FILE, 'utf8'), appName, publicUrl);
  app.get(PUBLIC_API_DOCS.guide, async (_request, reply) => reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(page));
}
