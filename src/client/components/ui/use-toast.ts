import { useSyncExternalStore, type ReactNode } from 'react';
import type { ToastActionElement, ToastProps } from './toast';

/** Spec §9: at most one toast is shown at a time; a new one replaces the current one. */
const TOAST_LIMIT = 1;
/** A dismissed toast stays mounted long enough for Radix to play its exit animation. */
const TOAST_REMOVE_DELAY_MS = 1000;

export type ToasterToast = ToastProps & {
  id: string;
  title?: ReactNode;
  description?: ReactNode;
  action?: ToastActionElement;
};

type ToastInput = Omit<ToasterToast, 'id'>;

type State = { toasts: ToasterToast[] };

type Action =
  | { type: 'add'; toast: ToasterToast }
  | { type: 'update'; toast: Partial<ToasterToast> & { id: string } }
  | { type: 'dismiss'; toastId?: string }
  | { type: 'remove'; toastId?: string };

let counter = 0;
function nextId(): string {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  return counter.toString();
}

const removeTimeouts = new Map<string, ReturnType<typeof setTimeout>>();

function scheduleRemoval(toastId: string): void {
  if (removeTimeouts.has(toastId)) return;
  const timeout = setTimeout(() => {
    removeTimeouts.delete(toastId);
    dispatch({ type: 'remove', toastId });
  }, TOAST_REMOVE_DELAY_MS);
  removeTimeouts.set(toastId, timeout);
}

function reducer(state: State, action: Action): State {
  switch (action.type) {
    case 'add':
      return { toasts: [action.toast, ...state.toasts].slice(0, TOAST_LIMIT) };
    case 'update':
      return {
        toasts: state.toasts.map((toast) => (toast.id === action.toast.id ? { ...toast, ...action.toast } : toast)),
      };
    case 'dismiss': {
      const { toastId } = action;
      for (const toast of state.toasts) {
        if (toastId === undefined || toast.id === toastId) scheduleRemoval(toast.id);
      }
      return {
        toasts: state.toasts.map((toast) =>
          toastId === undefined || toast.id === toastId ? { ...toast, open: false } : toast,
        ),
      };
    }
    case 'remove':
      return {
        toasts: action.toastId === undefined ? [] : state.toasts.filter((toast) => toast.id !== action.toastId),
      };
  }
}

// One store for the whole app, so `toast()` works from anywhere, including outside React.
const listeners = new Set<(state: State) => void>();
let memoryState: State = { toasts: [] };

function dispatch(action: Action): void {
  memoryState = reducer(memoryState, action);
  for (const listener of listeners) listener(memoryState);
}

export function toast(input: ToastInput) {
  const id = nextId();
  const dismiss = () => dispatch({ type: 'dismiss', toastId: id });
  dispatch({
    type: 'add',
    toast: {
      ...input,
      id,
      open: true,
      onOpenChange: (open) => {
        if (!open) dismiss();
      },
    },
  });
  return {
    id,
    dismiss,
    update: (next: ToastInput) => dispatch({ type: 'update', toast: { ...next, id } }),
  };
}

function subscribe(listener: (state: State) => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const getSnapshot = () => memoryState;

export function useToast() {
  // The same snapshot serves pre-rendering (ADR 0012): no toast is ever raised on the server.
  const state = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  return {
    ...state,
    toast,
    dismiss: (toastId?: string) => dispatch({ type: 'dismiss', toastId }),
  };
}
