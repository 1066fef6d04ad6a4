import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';

type Props = { children: ReactNode };
type State = { failed: boolean };

/** Catches a screen that fails to render or whose code fails to load (often after a new deploy). */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
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
