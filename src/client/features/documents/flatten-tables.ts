/**
 * Tables as paragraphs, one per row, its cells' text separated by " | " (a header row in bold),
 * for HTML coming into a document: a paste and an imported web page. The document has no tables
 * (ADR 0020), and left to ProseMirror a table's cells ran together into one line ("Item", "Weight",
 * "Tent", "1.2 kg" became "ItemWeightTent1.2 kg"). A cell's own formatting and links are not kept:
 * its text is.
 */
export function flattenTables(root: ParentNode): void {
  // Innermost first, so an outer table reads a nested one's rows as text.
  for (const table of [...root.querySelectorAll('table')].reverse()) {
    const page = table.ownerDocument;
    const paragraphs: HTMLElement[] = [];
    const caption = table.caption ? cellText(table.caption) : '';
    if (caption) paragraphs.push(paragraph(page, caption, false));
    for (const row of table.rows) {
      const cells = [...row.cells];
      const texts = cells.map(cellText);
      if (texts.every((text) => text === '')) continue;
      paragraphs.push(paragraph(page, texts.join(' | '), cells.every((cell) => cell.tagName === 'TH')));
    }
    table.replaceWith(...paragraphs);
  }
}

/**
 * A paste's HTML with its tables as paragraphs (ProseMirror's transformPastedHTML). Parsed inert,
 * as ProseMirror parses it: nothing in it runs or loads.
 */
export function pastedHtmlWithoutTables(html: string): string {
  if (!/<table/i.test(html)) return html;
  const page = new DOMParser().parseFromString(html, 'text/html');
  flattenTables(page.body);
  return page.body.innerHTML;
}

function cellText(cell: Element): string {
  return (cell.textContent ?? '').replace(/\s+/g, ' ').trim();
}

function paragraph(page: Document, text: string, bold: boolean): HTMLElement {
  const element = page.createElement('p');
  if (bold) element.append(page.createElement('strong'));
  (element.firstElementChild ?? element).textContent = text;
  return element;
}
