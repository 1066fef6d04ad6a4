import { describe, expect, it } from 'vitest';
import { normalizeMarkdown, parseMarkdown, serializeMarkdown } from './markdown.js';

/** Every construct the editor can express, written as the serializer writes it. */
const constructs: Record<string, string> = {
  paragraphs: 'First paragraph.\n\nSecond paragraph.',
  headings: '# One\n\n## Two\n\n### Three\n\n#### Four',
  emphasis: '_italic_, **bold**, **_both_** and ~~struck~~ text, in*side* a word.',
  'emphasis around strong': '**_Note_**_: this stays italic._ **_Both_: then bold.**',
  'inline code': 'Run `npm start` or `` a `tick` inside ``.',
  links: 'See [the docs](https://example.com/docs "Docs") and [mail](mailto:a@example.com).',
  'bold link': '[**bold link**](https://example.com) after.',
  'tight bullet list': '- one\n- two\n- three',
  'loose bullet list': '- one\n\n- two\n\n- three',
  'nested lists': '- outer\n  - inner\n  - inner two\n- outer two\n  1. first\n  2. second',
  'adjacent lists': '- one\n- two\n\n\n* three\n\n1. four\n\n\n1) five',
  'blocks inside a tight list': '- item:\n  ```js\n  code();\n  ```\n- > quoted item\n- last',
  'ordered list from 7': ' 7. seven\n 8. eight\n 9. nine\n10. ten',
  quote: '> A quote\n>\n> - with a list',
  'code block': '```ts\nconst a = 1;\n\nconsole.log(a);\n```',
  'code block with fences inside': '````\n```\nnot the end\n```\n````',
  'code block ending in a blank line': '```\ncode\n\n```',
  'horizontal rule': 'Above\n\n---\n\nBelow',
  'hard break': 'line one\\\nline two',
  image: '![A cat](https://example.com/cat.png "Cat")',
  'escaped markdown': '\\# not a heading, \\*not italic\\*, \\[not a link\\]\n\n1\\. not a list',
  'raw html stays text': '\\<script>alert(1)\\</script>',
  'autolink-looking text': 'Mail \\<tj@example.com> now',
  'backslashes and underscores': 'snake_case, \\_not italic\\_ and C:\\\\path',
};

describe('markdown round trip', () => {
  for (const [name, markdown] of Object.entries(constructs)) {
    it(`keeps ${name}`, () => {
      const document = parseMarkdown(markdown);
      expect(serializeMarkdown(document)).toBe(markdown);
      expect(parseMarkdown(serializeMarkdown(document)).eq(document)).toBe(true);
    });
  }

  it('reads each construct as the node the editor shows', () => {
    const types = (markdown: string) => {
      const names = new Set<string>();
      parseMarkdown(markdown).descendants((node) => {
        names.add(node.type.name);
        node.marks.forEach((mark) => names.add(mark.type.name));
      });
      return names;
    };
    expect(types(constructs.headings!)).toContain('heading');
    expect(types(constructs.emphasis!)).toEqual(new Set(['paragraph', 'text', 'italic', 'bold', 'strike']));
    expect(types(constructs['nested lists']!)).toEqual(
      new Set(['bulletList', 'orderedList', 'listItem', 'paragraph', 'text']),
    );
    expect(types(constructs.quote!)).toContain('blockquote');
    expect(types(constructs['code block']!)).toContain('codeBlock');
    expect(types(constructs['horizontal rule']!)).toContain('horizontalRule');
    expect(types(constructs['hard break']!)).toContain('hardBreak');
    expect(types(constructs.image!)).toContain('image');
    expect(types(constructs.links!)).toContain('link');
  });

  it('never turns raw HTML into markup', () => {
    const document = parseMarkdown('<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>');
    expect(document.textContent).toContain('<script>alert(1)</script>');
    const types = new Set<string>();
    document.descendants((node) => void types.add(node.type.name));
    expect(types).toEqual(new Set(['paragraph', 'text']));
  });

  it('keeps the code block language and the ordered list start', () => {
    const code = parseMarkdown(constructs['code block']!).firstChild!;
    expect(code.attrs.language).toBe('ts');
    const list = parseMarkdown(constructs['ordered list from 7']!).firstChild!;
    expect(list.attrs.start).toBe(7);
  });

  it('normalizes other spellings to the editor’s without changing the document', () => {
    const other = '* one\n* two\n\n_it_ and __bold__\n\nHeading\n=======\n\n    indented code';
    const normalized = normalizeMarkdown(other);
    expect(normalized).toBe('- one\n- two\n\n_it_ and **bold**\n\n# Heading\n\n```\nindented code\n```');
    expect(parseMarkdown(normalized).eq(parseMarkdown(other))).toBe(true);
    expect(normalizeMarkdown(normalized)).toBe(normalized);
  });

  it('reads an empty or whitespace-only text as an empty document', () => {
    expect(serializeMarkdown(parseMarkdown(''))).toBe('');
    expect(serializeMarkdown(parseMarkdown('  \n\n  '))).toBe('');
  });
});
