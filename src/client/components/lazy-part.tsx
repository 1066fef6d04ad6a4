import { Component, lazy, Suspense, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { ErrorState } from '@/components/error-state';
import { Spinner } from '@/components/ui/spinner';

type LoadFailureProps = { children: ReactNode; onRetry: () => void };

/**
 * A part whose code could not be downloaded (offline, or a new deploy): said so, with Retry, which
 * is the owner's to handle (it renders the part again under a new boundary).
 */
class LoadFailure extends Component<LoadFailureProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <ErrorState
        title="This part could not be loaded."
        description="Check your connection and try again."
        onRetry={this.props.onRetry}
      />
    );
  }
}

type Options = {
  /** Said by the spinner while the code loads (to assistive technology); none: nothing shows meanwhile. */
  loading?: string;
  /**
   * A form in a dialog: once its code has arrived, focus moves to its first field, where the dialog
   * would have put it had the form been there when it opened (the dialog's close button has it).
   */
  focusFirstField?: boolean;
};

/** Moves focus into `children` once they mount, if it is still on the dialog's own controls. */
function FocusFirstField({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const container = ref.current;
    const dialog = container?.closest('[role="dialog"]');
    const active = document.activeElement;
    if (!container || (active !== document.body && !(dialog?.contains(active) && !container.contains(active)))) return;
    container.querySelector<HTMLElement>('input, select, textarea')?.focus();
  }, []);
  return (
    <div ref={ref} className="contents">
      {children}
    </div>
  );
}

/**
 * A part of a screen whose code downloads the first time it shows (a dialog's body, a panel shown
 * only in some states), not with the screen: the screen's first load stays lighter
 * (bench/screen-javascript.bench.ts). Meanwhile a spinner, and a failed download shows an error
 * with Retry. The dialog around a lazy body stays in the screen's code, so opening it, focus and
 * Escape behave as before. `preload` starts the download early (on a hover or a focus).
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>, { loading, focusFirstField = false }: Options = {}) {
  let pending: Promise<ComponentType<P>> | null = null;
  let arrived = false;
  const download = () =>
    (pending ??= load().then(
      (component) => {
        arrived = true;
        return component;
      },
      (error: unknown) => {
        // Forgotten, so Retry downloads again.
        pending = null;
        throw error;
      },
    ));
  // React.lazy keeps a failure for good: Retry makes a new one.
  const makeLazy = () => lazy(() => download().then((component) => ({ default: component })));
  let Loaded = makeLazy();

  function LazyPart(props: P) {
    // Only when the code was not there as the part first showed (else the dialog focused it itself).
    const [waited] = useState(() => !arrived);
    const [attempt, setAttempt] = useState(0);
    const retry = () => {
      Loaded = makeLazy();
      setAttempt((count) => count + 1);
    };
    const loaded = focusFirstField && waited ? (
      <FocusFirstField>
        <Loaded {...props} />
      </FocusFirstField>
    ) : (
      <Loaded {...props} />
    );
    return (
      // A new key: a fresh boundary around the new lazy component.
      <LoadFailure key={attempt} onRetry={retry}>
        <Suspense
          fallback={
            loading ? (
              <div className="flex justify-center py-6">
                <Spinner label={loading} />
              </div>
            ) : null
          }
        >
          {loaded}
        </Suspense>
      </LoadFailure>
    );
  }
  LazyPart.preload = () => void download().catch(() => undefined);
  return LazyPart;
}
