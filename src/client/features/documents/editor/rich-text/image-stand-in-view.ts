import type { Node as TiptapNode } from '@tiptap/core';
import type { Node as ProseMirrorNode } from '@tiptap/pm/model';
import type { NodeView } from '@tiptap/pm/view';
import { documentExtensions } from '@shared/rich-text/extensions';
import { imageStandIn, isImageShownHere } from '@/components/document-reading/image-stand-in';

/** An image node as the editor draws it: the picture from this site, a stand-in for another's. */
function imageView(node: ProseMirrorNode): NodeView {
  const src = String(node.attrs.src ?? '');
  const alt = String(node.attrs.alt ?? '');
  if (!isImageShownHere(src, window.location.origin)) return { dom: imageStandIn(document, src, alt) };
  const image = document.createElement('img');
  image.src = src;
  image.alt = alt;
  if (node.attrs.title) image.title = String(node.attrs.title);
  return { dom: image };
}

/**
 * The document's extensions as the browser's editor uses them: the same schema (the markdown is
 * unchanged), with images from other sites drawn as their stand-in (image-stand-in.ts).
 */
export const editorDocumentExtensions = documentExtensions.map((extension) =>
  extension.name === 'image' ? (extension as TiptapNode).extend({ addNodeView: () => ({ node }) => imageView(node) }) : extension,
);
