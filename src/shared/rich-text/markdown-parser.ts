import MarkdownIt from 'markdown-it';
import type Token from 'markdown-it/lib/token.mjs';
import type { Node as ProseMirrorNode } from '@tiptap/pm/model';
import { MarkdownParser } from 'prosemirror-markdown';
import { documentSchema } from './schema.js';

/**
 * CommonMark plus strikethrough (`~~`), the constructs the editor can express. Raw HTML is off:
 * `<script>` in a document's markdown stays text, it never becomes markup.
 */
const tokenizer = MarkdownIt('commonmark', { html: false }).enable('strikethrough');

/** A list is tight when its paragraphs are hidden (markdown-it's mark of "no blank lines"). */
function isTight(tokens: Token[], index: number): boolean {
  for (let i = index + 1; i < tokens.length; i++) {
    if (tokens[i]!.type !== 'list_item_open') return tokens[i]!.hidden;
  }
  return false;
}

const parser = new MarkdownParser(documentSchema, tokenizer, {
  blockquote: { block: 'blockquote' },
  paragraph: { block: 'paragraph' },
  list_item: { block: 'listItem' },
  bullet_list: { block: 'bulletList', getAttrs: (_token, tokens, i) => ({ tight: isTight(tokens, i) }) },
  ordered_list: {
    block: 'orderedList',
    getAttrs: (token, tokens, i) => ({ start: Number(token.attrGet('start')) || 1, tight: isTight(tokens, i) }),
  },
  heading: { block: 'heading', getAttrs: (token) => ({ level: Number(token.tag.slice(1)) }) },
  code_block: { block: 'codeBlock', noCloseToken: true },
  fence: {
    block: 'codeBlock',
    getAttrs: (token) => ({ language: token.info.trim().split(/\s+/)[0] || null }),
    noCloseToken: true,
  },
  hr: { node: 'horizontalRule' },
  image: {
    node: 'image',
    getAttrs: (token) => ({
      src: token.attrGet('src'),
      title: token.attrGet('title') || null,
      alt: token.children?.[0]?.content || null,
    }),
  },
  hardbreak: { node: 'hardBreak' },
  em: { mark: 'italic' },
  strong: { mark: 'bold' },
  s: { mark: 'strike' },
  link: {
    mark: 'link',
    getAttrs: (token) => ({ href: token.attrGet('href'), title: token.attrGet('title') || null }),
  },
  code_inline: { mark: 'code', noCloseToken: true },
});

/** A document's markdown as the editor's ProseMirror document. Never throws: any text is markdown. */
export function parseMarkdown(markdown: string): ProseMirrorNode {
  return parser.parse(markdown);
}
