/**
 * The first message in a react-hook-form error, however it nests: a list typed as one text field
 * (key messages, keywords) can fail on one item, which files the error under that item's index.
 */
export function firstErrorMessage(error: unknown, depth = 0): string | undefined {
  if (typeof error !== 'object' || error === null || depth > 3) return undefined;
  if ('message' in error && typeof error.message === 'string' && error.message) return error.message;
  // `ref` is the field's DOM element: never walked.
  for (const [key, value] of Object.entries(error)) {
    if (key === 'ref') continue;
    const message = firstErrorMessage(value, depth + 1);
    if (message) return message;
  }
  return undefined;
}
