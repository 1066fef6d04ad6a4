type CoEditing = typeof import('./co-editing');

let loaded: CoEditing | null = null;
let loading: Promise<CoEditing> | null = null;

/**
 * Loads the co-editing code (co-editing.ts) once: a new document is written locally until its first
 * save gives it an id, and only a document with an id is shared (ADR 0041). A failed download is
 * forgotten, so the next call tries again.
 */
export function loadCoEditing(): Promise<CoEditing> {
  loading ??= import('./co-editing').then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * The co-editing code if it has loaded, else null. Null also means no editor is bound to a shared
 * document (binding needs this code), so callers asking about a binding read "not bound" exactly.
 */
export function loadedCoEditing(): CoEditing | null {
  return loaded;
}

/** Starts loading the co-editing code for a document with an id, alongside the document itself. */
export function preloadCoEditing(): void {
  loadCoEditing().catch(() => undefined);
}
