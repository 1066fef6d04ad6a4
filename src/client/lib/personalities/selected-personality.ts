import { useSyncExternalStore } from 'react';

/** The header's AI personality choice, kept across visits; new and imported documents start with it. */
const STORAGE_KEY = 'selectedPersonalityId';

type Listener = () => void;
const listeners = new Set<Listener>();

function readStored(): number | null {
  try {
    const stored = Number(localStorage.getItem(STORAGE_KEY));
    return Number.isInteger(stored) && stored > 0 ? stored : null;
  } catch {
    // Storage can be unavailable (privacy modes); the choice then lasts for this page only.
    return null;
  }
}

let selected = readStored();

function notify(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key !== STORAGE_KEY) return;
    selected = readStored();
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function setSelectedPersonalityId(personalityId: number | null): void {
  selected = personalityId;
  try {
    if (personalityId === null) localStorage.removeItem(STORAGE_KEY);
    else localStorage.setItem(STORAGE_KEY, String(personalityId));
  } catch {
    // See readStored.
  }
  notify();
}

export function useSelectedPersonalityId(): number | null {
  return useSyncExternalStore(subscribe, () => selected);
}
