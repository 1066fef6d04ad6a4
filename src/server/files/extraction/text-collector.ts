import { EXTRACTION_LIMITS } from './extraction-limits.js';

/**
 * Gathers a file's text up to the character budget. Extractors check `full` to stop reading
 * early rather than parse the rest of a huge file only to throw it away.
 */
export class TextCollector {
  #parts: string[] = [];
  #length = 0;
  #truncated = false;

  constructor(readonly limit: number = EXTRACTION_LIMITS.maxTextCharacters) {}

  get full(): boolean {
    return this.#truncated;
  }

  get length(): number {
    return this.#length;
  }

  append(text: string): void {
    if (this.#truncated || text.length === 0) return;
    const room = this.limit - this.#length;
    if (text.length > room) {
      this.#parts.push(text.slice(0, room));
      this.#length = this.limit;
      this.#truncated = true;
      return;
    }
    this.#parts.push(text);
    this.#length += text.length;
  }

  /** Separates blocks (pages, slides, sheets) with a blank line, never at the start. */
  startBlock(): void {
    if (this.#length > 0) this.append('\n\n');
  }

  /** A point to return to when a part fails halfway, so none of its text is kept. */
  mark(): { parts: number; length: number } {
    return { parts: this.#parts.length, length: this.#length };
  }

  rollback(mark: { parts: number; length: number }): void {
    this.#parts.length = mark.parts;
    this.#length = mark.length;
    this.#truncated = false;
  }

  text(): string {
    return this.#parts.join('');
  }
}
