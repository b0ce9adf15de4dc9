import { CloudMoon } from 'lucide-react';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button } from '../components/ui/button';

/**
 * Catches a page that fails to render or to load (a code chunk gone after a new release, a dropped
 * connection) so the rest of the app, and the way home, stay.
 */
export class RouteErrorBoundary extends Component<
  { children: ReactNode; resetKey: string },
  { error: Error | null }
> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('A page failed to load', error, info.componentStack);
  }

  override componentDidUpdate(previous: { resetKey: string }) {
    // Moving to another page tries again.
    if (previous.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <main
        id="main"
        className="mx-auto flex min-h-[70vh] max-w-md flex-col items-center justify-center gap-4 px-6 pt-16 text-center"
      >
        <CloudMoon className="size-14 text-lavender-300" aria-hidden="true" />
        <h1 className="text-3xl font-bold text-moon-300">This page drifted away</h1>
        <p className="text-lavender-200">
          We couldn't open this page just now. Reloading usually brings it back.
        </p>
        <Button onClick={() => window.location.reload()}>Reload</Button>
      </main>
    );
  }
}
