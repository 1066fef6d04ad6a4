import type { ExtractionContext, ExtractorOutcome } from './extractor.js';
import { ExtractionFailure, unreadableParts } from './extraction-result.js';
import { withOoxmlPackage, type OoxmlPackage } from './ooxml-package.js';

interface Sheet {
  name: string;
  part: string;
}

/**
 * Excel (.xlsx): every worksheet in workbook order, its name on the first line, then one line per
 * row with the cells' values separated by tabs. Values are the stored ones: a formula gives its
 * last computed result, and a date its serial number (formats live in styles and are not
 * applied). Chart sheets hold no cell text and are skipped.
 */
export async function extractXlsx(filePath: string, context: ExtractionContext): Promise<ExtractorOutcome> {
  const { signal, text } = context;
  return withOoxmlPackage(filePath, signal, async (ooxml) => {
    const workbook = await ooxml.mainPart('xl/workbook.xml', signal);
    if (!ooxml.has(workbook)) throw new Error('No workbook part');
    const related = await ooxml.relationships(workbook, signal);
    const sheets = await worksheets(ooxml, workbook, related, signal);
    const sharedStringsPart = related.find((relationship) => relationship.type === 'sharedStrings')?.target;
    const sharedStrings = sharedStringsPart && ooxml.has(sharedStringsPart) ? await readSharedStrings(ooxml, sharedStringsPart, signal) : [];

    const unreadable: string[] = [];
    for (const sheet of sheets) {
      if (text.full) break;
      signal?.throwIfAborted();
      const mark = text.mark();
      text.startBlock();
      text.append(`${sheet.name}\n`);
      try {
        await readWorksheet(ooxml, sheet.part, sharedStrings, context);
      } catch (error) {
        if (error instanceof ExtractionFailure || signal?.aborted) throw error;
        text.rollback(mark);
        unreadable.push(`"${sheet.name}"`);
      }
    }
    return { unreadable: unreadable.length > 0 ? unreadableParts('Sheet', 'Sheets', unreadable) : null };
  });
}

async function worksheets(
  ooxml: OoxmlPackage,
  workbook: string,
  related: readonly { id: string; type: string; target: string }[],
  signal: AbortSignal | undefined,
): Promise<Sheet[]> {
  const targets = new Map(related.filter((relationship) => relationship.type === 'worksheet').map((relationship) => [relationship.id, relationship.target]));
  const sheets: Sheet[] = [];
  await ooxml.readXml(
    workbook,
    {
      open(name, attributes) {
        if (name !== 'sheet') return;
        const part = targets.get(attributes['r:id'] ?? '');
        if (part && ooxml.has(part)) sheets.push({ name: attributes.name ?? `Sheet ${sheets.length + 1}`, part });
      },
    },
    signal,
  );
  return sheets;
}

/** `xl/sharedStrings.xml`: one string per `si`, rich-text runs joined, phonetic hints (`rPh`) left out. */
async function readSharedStrings(ooxml: OoxmlPackage, part: string, signal: AbortSignal | undefined): Promise<string[]> {
  const strings: string[] = [];
  let current = '';
  let inText = false;
  let phoneticDepth = 0;
  await ooxml.readXml(
    part,
    {
      open(name) {
        if (name === 'si') current = '';
        else if (name === 'rPh') phoneticDepth += 1;
        else if (name === 't' && phoneticDepth === 0) inText = true;
      },
      close(name) {
        if (name === 'si') strings.push(current);
        else if (name === 'rPh') phoneticDepth -= 1;
        else if (name === 't') inText = false;
      },
      text(value) {
        if (inText) current += value;
      },
    },
    signal,
  );
  return strings;
}

async function readWorksheet(ooxml: OoxmlPackage, part: string, sharedStrings: readonly string[], { signal, text }: ExtractionContext): Promise<void> {
  let row: string[] = [];
  let cellType = 'n';
  let value = '';
  let capture = false;
  await ooxml.readXml(
    part,
    {
      open(name, attributes) {
        if (name === 'row') row = [];
        else if (name === 'c') {
          cellType = attributes.t ?? 'n';
          value = '';
        } else if (name === 'v' || (name === 't' && cellType === 'inlineStr')) capture = true;
      },
      close(name) {
        if (name === 'v' || name === 't') capture = false;
        else if (name === 'c') {
          const shown = cellText(cellType, value, sharedStrings);
          if (shown !== '') row.push(shown);
        } else if (name === 'row' && row.length > 0) text.append(`${row.join('\t')}\n`);
      },
      text(chunk) {
        if (capture) value += chunk;
      },
      done: () => text.full,
    },
    signal,
  );
}

function cellText(type: string, value: string, sharedStrings: readonly string[]): string {
  if (value === '') return '';
  switch (type) {
    case 's':
      return sharedStrings[Number(value)] ?? '';
    case 'b':
      return value === '1' ? 'TRUE' : 'FALSE';
    default:
      return value.trim();
  }
}
