/**
 * For a page section a link can jump to (/settings#team): after the jump its top sits below the
 * sticky header (whose height use-height-variable keeps in a CSS variable) rather than under it,
 * and with tabIndex={-1} it takes focus, which shows only to keyboard users.
 */
export const sectionAnchorClassName =
  'scroll-mt-[calc(var(--product-header-height,0px)+1rem)] rounded-xl outline-none focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-solid focus-visible:outline-ring';
