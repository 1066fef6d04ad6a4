import { Extension, type Extensions } from '@tiptap/core';
import Image from '@tiptap/extension-image';
import StarterKit from '@tiptap/starter-kit';
import { SuggestedBreaks } from './suggestions/suggested-breaks.js';
import { SuggestedFormat } from './suggestions/suggested-format.js';
import { SuggestedDeletion, SuggestedInsertion } from './suggestions/suggestion-marks.js';

/** Every link the editor writes carries this: no opener access, no referrer, no endorsement. */
export const LINK_REL = 'noopener noreferrer nofollow';
export const LINK_PROTOCOLS = ['http', 'https', 'mailto'] as const;

/** Only web and mail links; `javascript:` and `data:` never become an href. */
export function isAllowedLink(href: string): boolean {
  const trimmed = href.trim();
  if (trimmed.startsWith('#') || trimmed.startsWith('/')) return true;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(trimmed)?.[1]?.toLowerCase();
  return scheme !== undefined && (LINK_PROTOCOLS as readonly string[]).includes(scheme);
}

/**
 * Markdown tells tight lists (no blank line between items) from loose ones; the schema keeps it
 * as an attribute so a document read from markdown is written back the same way.
 */
const ListTightness = Extension.create({
  name: 'listTightness',
  addGlobalAttributes() {
    return [
      {
        types: ['bulletList', 'orderedList'],
        attributes: {
          tight: {
            default: true,
            parseHTML: (element) => !element.hasAttribute('data-loose'),
            renderHTML: (attributes) => (attributes.tight ? {} : { 'data-loose': '' }),
          },
        },
      },
    ];
  },
});

/**
 * What a document can hold: exactly what markdown can express (ADR 0020), so the editor and the
 * stored markdown never disagree, plus the marks of pending suggestions, which the markdown
 * leaves out (it holds the text as it stands before review). The browser editor adds only UI extensions (placeholder) on top.
 */
export const documentExtensions: Extensions = [
  StarterKit.configure({
    heading: { levels: [1, 2, 3, 4, 5, 6] },
    underline: false,
    link: {
      openOnClick: false,
      autolink: true,
      linkOnPaste: true,
      protocols: [...LINK_PROTOCOLS],
      defaultProtocol: 'https',
      HTMLAttributes: { rel: LINK_REL, target: null },
      isAllowedUri: (url) => isAllowedLink(url),
    },
  }),
  Image.configure({ inline: true, allowBase64: false }),
  ListTightness,
  // Pending suggestions (ADR 0044): in the shared document only, never in the markdown.
  SuggestedInsertion,
  SuggestedDeletion,
  SuggestedBreaks,
  SuggestedFormat,
];
