import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Switch } from 'wouter';
import { SkeletonRows } from '../components/ui/skeleton';
import { HomeRedirect } from './home-redirect';
import { RouteErrorBoundary } from './route-error-boundary';
import OverviewRoute from './routes/overview-route';

// Every other screen is its own chunk. The overview is the first screen, so it ships in the entry: one round trip
// fewer before its figures can be asked for.
const InvoiceListRoute = lazy(() => import('./routes/invoice-list-route'));
const InvoiceDetailRoute = lazy(() => import('./routes/invoice-detail-route'));
const InvoiceFormRoute = lazy(() => import('./routes/invoice-form-route'));
const ExpenseListRoute = lazy(() => import('./routes/expense-list-route'));
const ExpenseDetailRoute = lazy(() => import('./routes/expense-detail-route'));
const ProfileRoute = lazy(() => import('./routes/profile-route'));
const ConnectRoute = lazy(() => import('./routes/connect-route'));
const LoginRoute = lazy(() => import('./routes/login-route'));
const NotFoundRoute = lazy(() => import('./routes/not-found-route'));

const routes: readonly [path: string | undefined, screen: ComponentType][] = [
  ['/', HomeRedirect],
  ['/b/:business', OverviewRoute],
  ['/b/:business/invoices', InvoiceListRoute],
  ['/b/:business/invoices/new', InvoiceFormRoute],
  ['/b/:business/invoices/:id/edit', InvoiceFormRoute],
  ['/b/:business/invoices/:id', InvoiceDetailRoute],
  ['/b/:business/expenses', ExpenseListRoute],
  ['/b/:business/expenses/:id', ExpenseDetailRoute],
  ['/b/:business/profile', ProfileRoute],
  ['/connect', ConnectRoute],
  ['/login', LoginRoute],
  [undefined, NotFoundRoute],
];

export function AppRouter() {
  return (
    <Suspense fallback={<SkeletonRows label="Loading the page…" />}>
      <Switch>
        {routes.map(([path, Screen]) => (
          <Route key={path ?? '*'} path={path}>
            <RouteErrorBoundary>
              <Screen />
            </RouteErrorBoundary>
          </Route>
        ))}
      </Switch>
    </Suspense>
  );
}
