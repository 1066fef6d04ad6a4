import { Extension } from '@tiptap/core';
import { suggestingPlugin } from './suggesting-plugin';

/** Suggesting mode in the editor (ADR 0044); the marks themselves are in the shared schema. */
export const Suggesting = Extension.create({
  name: 'suggesting',
  addProseMirrorPlugins: () => [suggestingPlugin()],
});
