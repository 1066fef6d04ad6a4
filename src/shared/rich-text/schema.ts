import { getSchema } from '@tiptap/core';
import { documentExtensions } from './extensions.js';

/** The ProseMirror schema of a document, shared by the editor, the markdown codec and the server. */
export const documentSchema = getSchema(documentExtensions);
