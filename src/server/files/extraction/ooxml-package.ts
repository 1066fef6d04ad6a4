import { StringDecoder } from 'node:string_decoder';
import path from 'node:path/posix';
import sax from 'sax';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { EXTRACTION_LIMITS } from './extraction-limits.js';
import { ExtractionFailure, formatCount, TOO_LARGE_WHEN_DECOMPRESSED } from './extraction-result.js';

/** What a streaming XML walk is told about; names keep their prefix (`w:t`, `a:p`). */
export interface XmlHandlers {
  open?(name: string, attributes: Readonly<Record<string, string>>): void;
  close?(name: string): void;
  text?(text: string): void;
  /** Checked between chunks: true stops reading the part early (the text budget is full). */
  done?(): boolean;
}

export interface Relationship {
  id: string;
  /** The relationship type's last path segment: `officeDocument`, `slide`, `worksheet`… */
  type: string;
  /** The target part's name inside the package, without a leading slash. */
  target: string;
}

const OPEN_OPTIONS = {
  lazyEntries: true,
  autoClose: false,
  // yauzl refuses an entry whose inflated bytes differ from the size it declares, so the sum
  // of declared sizes checked at open is also a bound on what reading can produce.
  validateEntrySizes: true,
  strictFileNames: false,
  decodeStrings: true,
} as const;

export function expandsTooFarReason(): string {
  return `${TOO_LARGE_WHEN_DECOMPRESSED} (more than ${formatCount(EXTRACTION_LIMITS.maxUnzippedBytes / (1024 * 1024))} MB); the file was not read`;
}

/**
 * An OOXML package (docx, pptx, xlsx) read as a zip without trusting it: the entry count and the
 * declared uncompressed total are checked against the budget before any entry is inflated, and
 * every byte inflated is counted again against the same budget while parts stream into a SAX
 * parser (no DOM, no DTD entities), so a zip bomb is refused instead of filling memory.
 */
export class OoxmlPackage {
  #remainingBytes: number = EXTRACTION_LIMITS.maxUnzippedBytes;

  private constructor(
    private readonly zip: ZipFile,
    private readonly entries: ReadonlyMap<string, Entry>,
  ) {}

  static async open(filePath: string, signal?: AbortSignal): Promise<OoxmlPackage> {
    const zip = await yauzl.openPromise(filePath, OPEN_OPTIONS);
    try {
      if (zip.entryCount > EXTRACTION_LIMITS.maxZipEntries) {
        throw new ExtractionFailure(
          `The file holds more than ${formatCount(EXTRACTION_LIMITS.maxZipEntries)} parts and was not read`,
        );
      }
      const entries = new Map<string, Entry>();
      let declaredBytes = 0;
      for await (const entry of zip.eachEntry()) {
        signal?.throwIfAborted();
        declaredBytes += entry.uncompressedSize;
        if (declaredBytes > EXTRACTION_LIMITS.maxUnzippedBytes) throw new ExtractionFailure(expandsTooFarReason());
        // OPC part names are case-insensitive.
        entries.set(entry.fileName.toLowerCase(), entry);
      }
      return new OoxmlPackage(zip, entries);
    } catch (error) {
      zip.close();
      throw error;
    }
  }

  close(): void {
    this.zip.close();
  }

  has(partName: string): boolean {
    return this.entries.has(partName.toLowerCase());
  }

  partNames(): string[] {
    return [...this.entries.values()].map((entry) => entry.fileName);
  }

  /** Streams one part through a strict SAX parser. A missing part is an error. */
  async readXml(partName: string, handlers: XmlHandlers, signal?: AbortSignal): Promise<void> {
    const entry = this.entries.get(partName.toLowerCase());
    if (!entry) throw new Error(`Missing part ${partName}`);
    if (entry.isEncrypted()) throw new ExtractionFailure('The file is password-protected');

    const parser = sax.parser(true, { trim: false, normalize: false, position: false });
    let parseError: Error | null = null;
    parser.onerror = (error) => {
      parseError ??= error;
    };
    parser.onopentag = (tag) => handlers.open?.(tag.name, tag.attributes as Record<string, string>);
    parser.onclosetag = (name) => handlers.close?.(name);
    parser.ontext = (text) => handlers.text?.(text);
    parser.oncdata = (text) => handlers.text?.(text);

    const stream = await this.zip.openReadStreamPromise(entry);
    let decoder: StringDecoder | null = null;
    try {
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        signal?.throwIfAborted();
        this.#remainingBytes -= chunk.length;
        if (this.#remainingBytes < 0) throw new ExtractionFailure(expandsTooFarReason());
        // Office writes UTF-8; a UTF-16 part announces itself with a byte-order mark.
        decoder ??= new StringDecoder(chunk[0] === 0xff && chunk[1] === 0xfe ? 'utf16le' : 'utf8');
        parser.write(decoder.write(chunk));
        if (parseError) throw parseError;
        if (handlers.done?.()) return;
      }
      parser.write(decoder?.end() ?? '');
      parser.close();
      if (parseError) throw parseError;
    } finally {
      stream.destroy();
    }
  }

  /** The relationships of a part (`''` for the package itself), external targets left out. */
  async relationships(partName: string, signal?: AbortSignal): Promise<Relationship[]> {
    const directory = path.dirname(partName === '' ? '/' : `/${partName}`);
    const relsName = partName === '' ? '_rels/.rels' : `${path.dirname(partName)}/_rels/${path.basename(partName)}.rels`.replace(/^\.\//, '');
    if (!this.has(relsName)) return [];
    const found: Relationship[] = [];
    await this.readXml(
      relsName,
      {
        open(name, attributes) {
          if (name !== 'Relationship' || attributes.TargetMode === 'External') return;
          const { Id: id, Type: type, Target: target } = attributes;
          if (!id || !type || !target) return;
          const resolved = target.startsWith('/') ? path.normalize(target) : path.join(directory, target);
          found.push({ id, type: type.slice(type.lastIndexOf('/') + 1), target: resolved.replace(/^\/+/, '') });
        },
      },
      signal,
    );
    return found;
  }

  /** A part's external hyperlinks (`TargetMode="External"`), by relationship id. */
  async externalLinks(partName: string, signal?: AbortSignal): Promise<Map<string, string>> {
    const relsName = `${path.dirname(partName)}/_rels/${path.basename(partName)}.rels`.replace(/^\.\//, '');
    const links = new Map<string, string>();
    if (!this.has(relsName)) return links;
    await this.readXml(
      relsName,
      {
        open(name, attributes) {
          if (name !== 'Relationship' || attributes.TargetMode !== 'External') return;
          if (attributes.Id && attributes.Target && attributes.Type?.endsWith('/hyperlink')) links.set(attributes.Id, attributes.Target);
        },
      },
      signal,
    );
    return links;
  }

  /** The package's main part (`word/document.xml`, `ppt/presentation.xml`, `xl/workbook.xml`). */
  async mainPart(fallback: string, signal?: AbortSignal): Promise<string> {
    const main = (await this.relationships('', signal)).find((relationship) => relationship.type === 'officeDocument');
    return main && this.has(main.target) ? main.target : fallback;
  }
}

/** Opens a package, runs `read` and always closes it. */
export async function withOoxmlPackage<T>(filePath: string, signal: AbortSignal | undefined, read: (ooxml: OoxmlPackage) => Promise<T>): Promise<T> {
  const ooxml = await OoxmlPackage.open(filePath, signal);
  try {
    return await read(ooxml);
  } finally {
    ooxml.close();
  }
}
