import type { Speller } from '../../shared/writing-feedback/index.js';

let loading: Promise<Speller> | null = null;

/**
 * The English dictionary (nspell with dictionary-en), built once per process on first use and
 * shared by every save: building it takes about 150 ms and 13 MB of heap, so neither happens at start-up
 * nor in tests that never save a document. A failed load is retried by the next caller.
 */
export function loadSpeller(): Promise<Speller> {
  loading ??= buildSpeller().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

async function buildSpeller(): Promise<Speller> {
  const [{ default: nspell }, { default: dictionary }] = await Promise.all([import('nspell'), import('dictionary-en')]);
  return nspell(dictionary);
}
