/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/**
 * A standalone HTML file of the document: its title, the editor's HTML (which ProseMirror built
 * from the schema, so it holds no script or event handler), and a readable, printable style.
 */
export function documentHtml(title: string, bodyHtml: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body { max-width: 42rem; margin: 2rem auto; padding: 0 1rem; font: 17px/1.7 Georgia, 'Times New Roman', serif; color: #1f2430; }
h1, h2, h3, h4 { font-family: system-ui, sans-serif; line-height: 1.25; }
pre { background: #f4f4f6; padding: 0.8rem 1rem; overflow-x: auto; }
code { font-family: ui-monospace, Menlo, Consolas, monospace; font-size: 0.9em; }
blockquote { border-left: 3px solid #d0d3dc; margin-left: 0; padding-left: 1rem; color: #555b6a; }
a { color: #3b37c8; }
img { max-width: 100%; }
</style>
</head>
<body>
${bodyHtml}
</body>
</html>
`;
}
