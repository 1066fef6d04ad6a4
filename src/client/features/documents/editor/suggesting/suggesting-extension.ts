import { Extension } from '@tiptap/core';
import { suggestingPlugin } from './suggesting-plugin';

/** Suggesting mode in the editor (ADR 0044); the marks themselves are in the shared schema. */
export const Suggesting = Extension.create({
  name: 'suggesting',
  // Ahead of the editor's keymaps (priority 100): Backspace at a paragraph's start must reach
  // the plugin's key handler before the core keymap joins the paragraphs.
  priority: 1000,
  addProseMirrorPlugins: () => [suggestingPlugin()],
});
