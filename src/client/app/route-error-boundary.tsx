import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';

type Props = {
  children: ReactNode;
  /** A new value (the next path) clears a caught failure, without remounting a working screen. */
  resetKey: string;
};
type State = { failed: boolean; resetKey: string };

/** Catches a screen that fails to render or whose code fails to load (often after a new deploy). */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.warn('Screen failed to render', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <main className="flex min-h-dvh flex-col items-center justify-center px-4 text-center">
        <h1 className="text-2xl font-semibold tracking-tight">Something went wrong</h1>
        <p className="mt-3 max-w-md text-muted-foreground">This page could not be displayed. Reloading usually fixes it.</p>
        <Button type="button" size="lg" className="mt-8" onClick={() => window.location.reload()}>
          <RefreshCw aria-hidden />
          Reload page
        </Button>
      </main>
    );
  }
}
