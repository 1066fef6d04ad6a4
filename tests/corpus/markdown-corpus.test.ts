import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Node as ProseMirrorNode } from '@tiptap/pm/model';
import { describe, expect, it } from 'vitest';
import { parseMarkdown, serializeMarkdown } from '../../src/shared/rich-text/markdown.js';
import { serializeMarkdownInOnePass } from '../../src/shared/rich-text/markdown-serializer.js';

/** Block structure and text, ignoring where a space falls at a mark's edge (see below). */
function outline(node: ProseMirrorNode): unknown {
  if (node.isTextblock) return [node.type.name, node.attrs, node.textContent];
  if (node.isLeaf) return [node.type.name, node.attrs];
  const children: unknown[] = [];
  node.forEach((child) => void children.push(outline(child)));
  return [node.type.name, node.attrs, children];
}

function corpusFiles(): string[] {
  const root = process.cwd();
  const inFolder = (folder: string) =>
    readdirSync(path.join(root, folder))
      .filter((name) => name.endsWith('.md'))
      .map((name) => path.join(root, folder, name));
  const packageReadmes = readdirSync(path.join(root, 'node_modules'))
    .filter((name) => !name.startsWith('.') && !name.startsWith('@'))
    .map((name) => path.join(root, 'node_modules', name, 'README.md'))
    .filter((file) => {
      try {
        readFileSync(file);
        return true;
      } catch {
        return false;
      }
    });
  return [path.join(root, 'README.md'), ...inFolder('docs'), ...inFolder('docs/decisions'), ...packageReadmes];
}

describe('markdown round trip over real-world files', () => {
  const files = corpusFiles();

  it('has a corpus of real files to read', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  // Real files use constructs the editor does not have (tables, raw HTML); those read as text and
  // must survive as text. A space at a mark's edge may move outside the mark (markdown cannot
  // close `**` after a space), so the comparison is of blocks and their text, and the
  // serializer's output must be stable: writing what it wrote gives the same markdown.
  it.each(files.map((file) => [path.relative(process.cwd(), file), file]))('keeps %s', (_name, file) => {
    const original = parseMarkdown(readFileSync(file, 'utf8'));
    const written = serializeMarkdown(original);
    // Written in runs of blocks (for speed), it is what one serializer state writes.
    expect(written).toBe(serializeMarkdownInOnePass(original));
    const reread = parseMarkdown(written);
    expect(outline(reread)).toEqual(outline(original));
    expect(serializeMarkdown(reread)).toBe(written);
  });
});
