import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { Button, ButtonLink } from '../components/ui/button';
import { useT } from '../i18n/use-t';

interface BoundaryProps {
  children: ReactNode;
  /** A change (the person went elsewhere) clears the error: the next screen gets its own chance. */
  resetKey: string;
}

/** What the person reads instead of a blank page: what happened, and the ways on. */
function RouteErrorScreen({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const t = useT();
  return (
    <section
      role="alert"
      aria-labelledby="route-error-title"
      className="flex flex-col items-start gap-4 rounded-lg border border-red-200 bg-red-50 p-6"
    >
      <h1 id="route-error-title" className="text-xl font-semibold text-red-900">
        {t('shell.crash.title')}
      </h1>
      <p className="max-w-prose text-sm text-red-900">{t('shell.crash.text')}</p>
      <details className="text-sm text-red-900">
        <summary className="cursor-pointer">{t('shell.crash.details')}</summary>
        {/* The technical message, for whoever investigates: as the browser wrote it. */}
        <p className="mt-1 break-words font-mono text-xs">{error.message}</p>
      </details>
      <div className="flex flex-wrap gap-3">
        <Button variant="primary" onClick={onRetry}>
          {t('shell.action.retry')}
        </Button>
        <ButtonLink href="/">{t('shell.action.home')}</ButtonLink>
      </div>
    </section>
  );
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
    return <RouteErrorScreen error={error} onRetry={() => this.setState({ error: null })} />;
  }
}

/** One boundary around each route (architecture: app/ holds the error boundaries). */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  return <Boundary resetKey={location}>{children}</Boundary>;
}
