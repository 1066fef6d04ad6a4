const FALLBACK_APP_NAME = 'Inkwise';
const PLACEHOLDER = '__APP_NAME__';

/**
 * The white-label product name. The server writes APP_NAME into index.html's
 * `<meta name="application-name">` when it serves the page, so one build serves any name.
 */
function readAppName(): string {
  // Pre-rendering on the server: the server writes APP_NAME over the placeholder in the finished page.
  if (typeof document === 'undefined') return PLACEHOLDER;
  const meta = document.querySelector<HTMLMetaElement>('meta[name="application-name"]');
  const name = meta?.content.trim();
  // The placeholder survives when the built page is served without the server (e.g. `vite preview`).
  if (!name || name === PLACEHOLDER) return FALLBACK_APP_NAME;
  return name;
}

export const APP_NAME = readAppName();
