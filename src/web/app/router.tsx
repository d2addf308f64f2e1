import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { SkeletonRows } from '../components/ui/skeleton';
import { HomeRedirect } from './home-redirect';
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

export function AppRouter() {
  return (
    <Suspense fallback={<SkeletonRows label="Loading the page…" />}>
      <Switch>
        <Route path="/" component={HomeRedirect} />
        <Route path="/b/:business" component={OverviewRoute} />
        <Route path="/b/:business/invoices" component={InvoiceListRoute} />
        <Route path="/b/:business/invoices/new" component={InvoiceFormRoute} />
        <Route path="/b/:business/invoices/:id/edit" component={InvoiceFormRoute} />
        <Route path="/b/:business/invoices/:id" component={InvoiceDetailRoute} />
        <Route path="/b/:business/expenses" component={ExpenseListRoute} />
        <Route path="/b/:business/expenses/:id" component={ExpenseDetailRoute} />
        <Route path="/b/:business/profile" component={ProfileRoute} />
        <Route path="/connect" component={ConnectRoute} />
        <Route path="/login" component={LoginRoute} />
        <Route component={NotFoundRoute} />
      </Switch>
    </Suspense>
  );
}
