import { Node } from '@tiptap/pm/model';
import { DOCUMENT_CONTENT_MAX_BYTES } from '../../../shared/limits.js';
import { serializeMarkdown } from '../../../shared/rich-text/markdown.js';
import { documentSchema } from '../../../shared/rich-text/schema.js';
import { ExtractionFailure, type ExtractionResult } from './extraction-result.js';
import { withOoxmlPackage, type OoxmlPackage } from './ooxml-package.js';
import { WordDocumentBuilder, type ListKind } from './word-document-builder.js';

/**
 * A Word document (.docx) as a document's markdown, for "Import Document": headings (by their
 * style's name, so a German "Überschrift 1" counts too), bullet and numbered lists with their
 * nesting, quotes, bold, italic, strike-through and web links survive; everything else (fonts,
 * colours, tables' grid, images, headers, footnotes) becomes plain paragraphs or is left out.
 * Read with the same zip and XML budgets as reference files (ooxml-package.ts), in the same
 * child process with its time and memory budget, so a zip bomb is refused the same way.
 */
export async function convertWordToMarkdown(filePath: string, signal?: AbortSignal): Promise<ExtractionResult> {
  try {
    const markdown = await withOoxmlPackage(filePath, signal, async (ooxml) => {
      const body = await ooxml.mainPart('word/document.xml', signal);
      if (!ooxml.has(body)) throw new Error('No document part');
      const styles = await readStyles(ooxml, body, signal);
      const lists = await readListKinds(ooxml, body, signal);
      const links = await ooxml.externalLinks(body, signal);
      const builder = new WordDocumentBuilder({
        headingLevel: (styleId) => styles.get(styleId)?.headingLevel ?? headingLevelOfName(styleId),
        isQuote: (styleId) => styles.get(styleId)?.quote ?? false,
        listKind: (numId, level) => lists.get(`${numId}:${level}`) ?? lists.get(`${numId}:0`) ?? 'bullet',
        link: (relationshipId) => links.get(relationshipId) ?? null,
      }, DOCUMENT_CONTENT_MAX_BYTES);
      await ooxml.readXml(body, builder.handlers(), signal);
      if (builder.tooLong) throw new ExtractionFailure(TOO_LONG);
      return serializeMarkdown(Node.fromJSON(documentSchema, builder.document()));
    });
    if (Buffer.byteLength(markdown) > DOCUMENT_CONTENT_MAX_BYTES) return failed(TOO_LONG);
    return { status: 'completed', text: markdown, reason: null };
  } catch (error) {
    if (signal?.aborted) throw signal.reason;
    return failed(error instanceof ExtractionFailure ? error.message : 'This Word document is damaged or could not be read');
  }
}

const TOO_LONG = `This Word document is longer than a document may be (${DOCUMENT_CONTENT_MAX_BYTES / 1024 / 1024} MB of text)`;
const failed = (reason: string): ExtractionResult => ({ status: 'failed', text: '', reason });

/** "heading 2" (Word's built-in name, in any UI language) or a style id such as "Heading2"; "Title" is a heading 1. */
function headingLevelOfName(name: string): number | null {
  if (/^title$/i.test(name)) return 1;
  const match = /^heading\s*([1-6])$/i.exec(name.trim());
  return match ? Number(match[1]) : null;
}

interface StyleFacts {
  headingLevel: number | null;
  quote: boolean;
}

/** styles.xml: each paragraph style's heading level (its own name, else the one it is based on) and whether it is a quote. */
async function readStyles(ooxml: OoxmlPackage, body: string, signal?: AbortSignal): Promise<Map<string, StyleFacts>> {
  const part = (await ooxml.relationships(body, signal)).find((relationship) => relationship.type === 'styles');
  const raw = new Map<string, { name: string; basedOn: string | null; outlineLevel: number | null }>();
  if (part && ooxml.has(part.target)) {
    let current: { id: string; name: string; basedOn: string | null; outlineLevel: number | null } | null = null;
    await ooxml.readXml(
      part.target,
      {
        open(name, attributes) {
          if (name === 'w:style' && attributes['w:type'] === 'paragraph' && attributes['w:styleId']) {
            current = { id: attributes['w:styleId'], name: '', basedOn: null, outlineLevel: null };
          } else if (current && name === 'w:name') current.name = attributes['w:val'] ?? '';
          else if (current && name === 'w:basedOn') current.basedOn = attributes['w:val'] ?? null;
          else if (current && name === 'w:outlineLvl') current.outlineLevel = Number(attributes['w:val']);
        },
        close(name) {
          if (name === 'w:style' && current) {
            raw.set(current.id, current);
            current = null;
          }
        },
      },
      signal,
    );
  }
  const facts = new Map<string, StyleFacts>();
  const resolve = (id: string, depth = 0): StyleFacts => {
    const known = facts.get(id);
    if (known) return known;
    const style = raw.get(id);
    if (!style || depth > 20) return { headingLevel: headingLevelOfName(id), quote: /quote/i.test(id) };
    const outline = style.outlineLevel !== null && style.outlineLevel >= 0 && style.outlineLevel <= 5 ? style.outlineLevel + 1 : null;
    const parent = style.basedOn ? resolve(style.basedOn, depth + 1) : null;
    const own: StyleFacts = {
      headingLevel: headingLevelOfName(style.name) ?? headingLevelOfName(id) ?? outline ?? parent?.headingLevel ?? null,
      quote: /quote/i.test(style.name) || (parent?.quote ?? false),
    };
    facts.set(id, own);
    return own;
  };
  for (const id of raw.keys()) resolve(id);
  return facts;
}

/** numbering.xml: whether each list (numId) at each level is bulleted or numbered, keyed "numId:level". */
async function readListKinds(ooxml: OoxmlPackage, body: string, signal?: AbortSignal): Promise<Map<string, ListKind>> {
  const part = (await ooxml.relationships(body, signal)).find((relationship) => relationship.type === 'numbering');
  const kinds = new Map<string, ListKind>();
  if (!part || !ooxml.has(part.target)) return kinds;
  const abstractLevels = new Map<string, Map<string, ListKind>>();
  const numToAbstract = new Map<string, string>();
  let abstractId: string | null = null;
  let level: string | null = null;
  let numId: string | null = null;
  await ooxml.readXml(
    part.target,
    {
      open(name, attributes) {
        if (name === 'w:abstractNum') {
          abstractId = attributes['w:abstractNumId'] ?? null;
          if (abstractId !== null) abstractLevels.set(abstractId, new Map());
        } else if (name === 'w:lvl' && abstractId !== null) level = attributes['w:ilvl'] ?? null;
        else if (name === 'w:numFmt' && abstractId !== null && level !== null) {
          abstractLevels.get(abstractId)?.set(level, attributes['w:val'] === 'bullet' ? 'bullet' : 'ordered');
        } else if (name === 'w:num') numId = attributes['w:numId'] ?? null;
        else if (name === 'w:abstractNumId' && numId !== null && attributes['w:val'] !== undefined) numToAbstract.set(numId, attributes['w:val']);
      },
      close(name) {
        if (name === 'w:abstractNum') abstractId = null;
        else if (name === 'w:lvl') level = null;
        else if (name === 'w:num') numId = null;
      },
    },
    signal,
  );
  for (const [num, abstract] of numToAbstract) {
    for (const [lvl, kind] of abstractLevels.get(abstract) ?? []) kinds.set(`${num}:${lvl}`, kind);
  }
  return kinds;
}
