/**
 * Pictures from other sites in a document's text. The page loads images from its own site only
 * (the Content-Security-Policy's `img-src 'self'`: a pasted or imported article's pictures would
 * otherwise tell their sites who reads the draft, and when), so such an image showed as a broken
 * icon. It is shown instead as what it is: its description and its site, a picture that stays in
 * the text and is published with it (the Word export writes its description in its place too).
 */

/** Whether the page shows an image from this address itself: one of its own site's. */
export function isImageShownHere(src: string, origin: string): boolean {
  try {
    return new URL(src, origin).origin === origin;
  } catch {
    return false;
  }
}

function siteOf(src: string): string {
  try {
    return new URL(src).host || 'another site';
  } catch {
    return 'another site';
  }
}

/** The element that stands for a picture from another site: its description and its site. */
export function imageStandIn(page: Document, src: string, alt: string): HTMLElement {
  const site = siteOf(src);
  const description = alt.trim();
  const standIn = page.createElement('span');
  standIn.className = 'image-stand-in';
  standIn.setAttribute('role', 'img');
  standIn.setAttribute('aria-label', `Image${description ? `: ${description}` : ' without a description'}, from ${site}`);
  standIn.title = `A picture from ${site}. Pictures from other sites are not loaded here; it stays in the text and is published with it.`;
  standIn.textContent = `Image: ${description || 'no description'} · ${site}`;
  return standIn;
}
