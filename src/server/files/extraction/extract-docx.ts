import type { ExtractionContext, ExtractorOutcome } from './extractor.js';
import { ExtractionFailure } from './extraction-result.js';
import { withOoxmlPackage, type XmlHandlers } from './ooxml-package.js';
import type { TextCollector } from './text-collector.js';

/** Notes after the body, in this order, when the document has them. */
const NOTE_PARTS = [
  { type: 'footnotes', label: 'The footnotes' },
  { type: 'endnotes', label: 'The endnotes' },
] as const;

/**
 * Word (.docx): the body's paragraphs, then footnotes and endnotes. Headers and footers repeat
 * on every page and say little about the content, so they are left out.
 */
export async function extractDocx(filePath: string, context: ExtractionContext): Promise<ExtractorOutcome> {
  const { signal, text } = context;
  return withOoxmlPackage(filePath, signal, async (ooxml) => {
    const body = await ooxml.mainPart('word/document.xml', signal);
    if (!ooxml.has(body)) throw new Error('No document part');
    await ooxml.readXml(body, wordTextHandlers(text), signal);

    const unreadable: string[] = [];
    const related = await ooxml.relationships(body, signal).catch(() => []);
    for (const { type, label } of NOTE_PARTS) {
      const part = related.find((relationship) => relationship.type === type);
      if (!part || !ooxml.has(part.target) || text.full) continue;
      const mark = text.mark();
      text.startBlock();
      try {
        await ooxml.readXml(part.target, wordTextHandlers(text), signal);
      } catch (error) {
        if (error instanceof ExtractionFailure || signal?.aborted) throw error;
        text.rollback(mark);
        unreadable.push(label);
      }
    }
    return { unreadable: unreadable.length > 0 ? `${unreadable.join(' and ')} could not be read` : null };
  });
}

/**
 * WordprocessingML: text lives in `w:t` inside runs; a tab or break inside a run is a character
 * (outside one, `w:tab` is a tab-stop definition). Deleted text (`w:delText`) and field codes
 * (`w:instrText`) are other elements and so never collected. `mc:Fallback` repeats its
 * `mc:Choice` for old readers and is skipped.
 */
export function wordTextHandlers(text: TextCollector): XmlHandlers {
  let runDepth = 0;
  let inText = false;
  let fallbackDepth = 0;
  return {
    open(name) {
      if (name === 'mc:Fallback') fallbackDepth += 1;
      if (fallbackDepth > 0) return;
      if (name === 'w:r') runDepth += 1;
      else if (name === 'w:t') inText = true;
      else if (runDepth > 0 && name === 'w:tab') text.append('\t');
      else if (runDepth > 0 && (name === 'w:br' || name === 'w:cr')) text.append('\n');
      else if (runDepth > 0 && name === 'w:noBreakHyphen') text.append('-');
    },
    close(name) {
      if (name === 'mc:Fallback') fallbackDepth -= 1;
      if (fallbackDepth > 0) return;
      if (name === 'w:r') runDepth -= 1;
      else if (name === 'w:t') inText = false;
      else if (name === 'w:p') text.append('\n');
    },
    text(value) {
      if (inText && fallbackDepth === 0) text.append(value);
    },
    done: () => text.full,
  };
}
