type Listener = () => void;

const listeners = new Set<Listener>();

/** Subscribe to "the server no longer accepts our session"; returns the unsubscribe function. */
export function onSessionRejected(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function reportSessionRejected(): void {
  for (const listener of listeners) listener();
}
