import type { ExtractionContext, ExtractorOutcome } from './extractor.js';
import { ExtractionFailure, unreadableParts } from './extraction-result.js';
import { withOoxmlPackage, type OoxmlPackage, type XmlHandlers } from './ooxml-package.js';
import type { TextCollector } from './text-collector.js';

/**
 * PowerPoint (.pptx): each slide's text in presentation order, followed by its speaker notes.
 * A slide that cannot be parsed is named in the reason and the others are kept.
 */
export async function extractPptx(filePath: string, context: ExtractionContext): Promise<ExtractorOutcome> {
  const { signal, text } = context;
  return withOoxmlPackage(filePath, signal, async (ooxml) => {
    const slides = await slidesInOrder(ooxml, signal);
    if (slides.length === 0 && !ooxml.has('ppt/presentation.xml')) throw new Error('No presentation part');
    const unreadable: number[] = [];
    for (const [index, slide] of slides.entries()) {
      if (text.full) break;
      signal?.throwIfAborted();
      const mark = text.mark();
      text.startBlock();
      try {
        await ooxml.readXml(slide, drawingTextHandlers(text), signal);
        const notes = (await ooxml.relationships(slide, signal)).find((relationship) => relationship.type === 'notesSlide');
        if (notes && ooxml.has(notes.target)) {
          text.append('\n');
          await ooxml.readXml(notes.target, drawingTextHandlers(text), signal);
        }
      } catch (error) {
        if (error instanceof ExtractionFailure || signal?.aborted) throw error;
        text.rollback(mark);
        unreadable.push(index + 1);
      }
    }
    return { unreadable: unreadable.length > 0 ? unreadableParts('Slide', 'Slides', unreadable) : null };
  });
}

/** Slide parts in the order of `p:sldIdLst`; by file number when the presentation part is unusable. */
async function slidesInOrder(ooxml: OoxmlPackage, signal: AbortSignal | undefined): Promise<string[]> {
  const presentation = await ooxml.mainPart('ppt/presentation.xml', signal);
  try {
    const targets = new Map((await ooxml.relationships(presentation, signal)).map((relationship) => [relationship.id, relationship.target]));
    const ordered: string[] = [];
    await ooxml.readXml(
      presentation,
      {
        open(name, attributes) {
          const target = name === 'p:sldId' ? targets.get(attributes['r:id'] ?? '') : undefined;
          if (target) ordered.push(target);
        },
      },
      signal,
    );
    if (ordered.length > 0) return ordered;
  } catch (error) {
    if (error instanceof ExtractionFailure || signal?.aborted) throw error;
  }
  const slideNumber = (name: string) => Number(/slide(\d+)\.xml$/i.exec(name)?.[1]);
  return ooxml
    .partNames()
    .filter((name) => /^ppt\/slides\/slide\d+\.xml$/i.test(name))
    .sort((a, b) => slideNumber(a) - slideNumber(b));
}

/**
 * DrawingML text: `a:t` runs, `a:p` paragraphs, `a:br` line breaks. Fields (`a:fld`: slide
 * numbers, dates) are layout furniture and skipped, as is `mc:Fallback`.
 */
export function drawingTextHandlers(text: TextCollector): XmlHandlers {
  let inText = false;
  let skipDepth = 0;
  return {
    open(name) {
      if (name === 'mc:Fallback' || name === 'a:fld') skipDepth += 1;
      if (skipDepth > 0) return;
      if (name === 'a:t') inText = true;
      else if (name === 'a:br') text.append('\n');
    },
    close(name) {
      if (name === 'mc:Fallback' || name === 'a:fld') {
        skipDepth -= 1;
        return;
      }
      if (skipDepth > 0) return;
      if (name === 'a:t') inText = false;
      else if (name === 'a:p') text.append('\n');
    },
    text(value) {
      if (inText && skipDepth === 0) text.append(value);
    },
    done: () => text.full,
  };
}
