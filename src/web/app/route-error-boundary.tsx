import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { Button, ButtonLink } from '../components/ui/button';

interface BoundaryProps {
  children: ReactNode;
  /** A change (the person went elsewhere) clears the error: the next screen gets its own chance. */
  resetKey: string;
}

/**
 * Catches a render error in one route: the header and its navigation stay, and instead of a blank page the person
 * reads what happened and can try again, or go elsewhere. Nothing typed in other tabs or saved data is touched.
 */
class Boundary extends Component<BoundaryProps, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    // The one place a render error is reported: the console keeps its stack for whoever investigates.
    console.error('A screen failed to render', error, info.componentStack);
  }

  override componentDidUpdate(previous: BoundaryProps) {
    if (previous.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <section role="alert" aria-labelledby="route-error-title" className="flex flex-col items-start gap-4 rounded-lg border border-red-200 bg-red-50 p-6">
        <h1 id="route-error-title" className="text-xl font-semibold text-red-900">
          This screen could not be shown
        </h1>
        <p className="max-w-prose text-sm text-red-900">
          Something went wrong while drawing it. Your invoices and expenses are not affected: nothing was changed. Try
          again, or go to another screen.
        </p>
        <details className="text-sm text-red-900">
          <summary className="cursor-pointer">What went wrong</summary>
          <p className="mt-1 break-words font-mono text-xs">{error.message}</p>
        </details>
        <div className="flex flex-wrap gap-3">
          <Button variant="primary" onClick={() => this.setState({ error: null })}>
            Try again
          </Button>
          <ButtonLink href="/">Go to the start</ButtonLink>
        </div>
      </section>
    );
  }
}

/** One boundary around each route (architecture: app/ holds the error boundaries). */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  return <Boundary resetKey={location}>{children}</Boundary>;
}
