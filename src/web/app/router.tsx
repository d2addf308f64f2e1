import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { Route, Switch } from 'wouter';
import { SkeletonRows } from '../components/ui/skeleton';
import { loadNamespaces } from '../i18n/load';
import type { MessageId } from '../i18n/messages';
import type { Namespace } from '../i18n/namespaces';
import { useT } from '../i18n/use-t';
import { RouteErrorBoundary } from './route-error-boundary';
import OverviewRoute from './routes/overview-route';

/** A screen: its component, the words it uses (catalogue namespaces), and a way to have its code at hand. */
export type Screen = ComponentType & {
  words: readonly Namespace[];
  load: () => Promise<{ default: ComponentType }>;
};

/**
 * A screen in its own chunk, shown once its code and its words have arrived. Its code loaded beforehand (`load`: the
 * BFF's render of a page, which loads the words into its own Lingui instance), it renders at once, never suspending.
 * `load` gives the screen's module, which the render finds among the route modules by name (first-screen/).
 */
function screen(words: Namespace[], code: () => Promise<{ default: ComponentType }>): Screen {
  let loaded: ComponentType | undefined;
  const Lazy = lazy(async () => (await Promise.all([code(), loadNamespaces(words)]))[0]);
  const Screen = () => {
    const Loaded = loaded;
    return Loaded ? <Loaded /> : <Lazy />;
  };
  const load = () => code().then((m) => ((loaded = m.default), m));
  return Object.assign(Screen, { words, load });
}

// Every other screen is its own chunk. The overview is the first screen, so it ships in the entry: one round trip
// fewer before its figures can be asked for.
// `/` only redirects: off the first screen too.
const HomeRedirect = screen([], () => import('./home-redirect').then((m) => ({ default: m.HomeRedirect })));
const InvoiceListRoute = screen(['invoices', 'lists'], () => import('./routes/invoice-list-route'));
const InvoiceDetailRoute = screen(['invoices', 'rules'], () => import('./routes/invoice-detail-route'));
const InvoiceFormRoute = screen(['invoices', 'rules'], () => import('./routes/invoice-form-route'));
const ExpenseListRoute = screen(['expenses', 'rules', 'lists'], () => import('./routes/expense-list-route'));
const ExpenseDetailRoute = screen(['expenses', 'rules'], () => import('./routes/expense-detail-route'));
const ProfileRoute = screen(['business', 'rules'], () => import('./routes/profile-route'));
const ReportsRoute = screen(['reports', 'invoices', 'lists'], () => import('./routes/reports-route'));
const SettingsRoute = screen(['business'], () => import('./routes/settings-route'));
const RecurringRoute = screen(['recurring'], () => import('./routes/recurring-route'));
const ConnectRoute = screen(['business', 'rules'], () => import('./routes/connect-route'));
const LoginRoute = screen(['business', 'people'], () => import('./routes/login-route'));
// People and access (issue 46): the invitation's link, a business's people and activity, the person's own account.
const PeopleRoute = screen(['people', 'lists'], () => import('./routes/people-route'));
const CaptureRoute = screen(['till'], () => import('./routes/capture-route'));
const NotFoundRoute = screen([], () => import('./routes/not-found-route'));

const routes: readonly [path: string | undefined, screen: ComponentType | Screen, title: MessageId][] = [
  ['/', HomeRedirect, 'shell.nav.overview'],
  ['/b/:business', OverviewRoute, 'shell.nav.overview'],
  ['/b/:business/invoices', InvoiceListRoute, 'shell.nav.invoices'],
  ['/b/:business/invoices/new', InvoiceFormRoute, 'shell.title.newInvoice'],
  ['/b/:business/invoices/:id/edit', InvoiceFormRoute, 'shell.title.editInvoice'],
  ['/b/:business/invoices/:id', InvoiceDetailRoute, 'shell.title.invoice'],
  ['/b/:business/expenses', ExpenseListRoute, 'shell.nav.expenses'],
  ['/b/:business/expenses/:id', ExpenseDetailRoute, 'shell.title.expense'],
  ['/b/:business/profile', ProfileRoute, 'shell.nav.profile'],
  ['/b/:business/recurring', RecurringRoute, 'shell.nav.recurring'],
  ['/b/:business/reports/*?', ReportsRoute, 'shell.nav.reports'],
  ['/b/:business/settings', SettingsRoute, 'shell.nav.settings'],
  ['/b/:business/people', PeopleRoute, 'shell.nav.people'],
  ['/b/:business/activity', PeopleRoute, 'shell.nav.activity'],
  ['/b/:business/account', PeopleRoute, 'shell.nav.account'],
  ['/invite/:token', PeopleRoute, 'shell.title.invitation'],
  ['/connect', ConnectRoute, 'shell.title.connect'],
  ['/login', LoginRoute, 'shell.title.login'],
  ['/capture', CaptureRoute, 'shell.nav.capture'],
  [undefined, NotFoundRoute, 'shell.title.notFound'],
];

/** The route a path opens (wouter's own patterns), with the screen it shows and its title. */
export function routeAt(path: string): { screen: ComponentType | Screen; title: MessageId } | undefined {
  const matches = (pattern: string) =>
    new RegExp(`^${pattern.replace(/\/\*\?$/, '(?:/.*)?').replace(/:\w+/g, '[^/]+')}/?$`).test(path);
  const route = routes.find(([pattern]) => pattern === undefined || matches(pattern));
  return route && { screen: route[1], title: route[2] };
}

/** The tab's title names the screen, in the active language: "Invoices · Invoice Desk". */
function PageTitle({ page }: { page: MessageId }) {
  const t = useT();
  const title = t('shell.title.page', { page: t(page), app: t('shell.app.name') });
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}

export function AppRouter() {
  const t = useT();
  return (
    <Suspense fallback={<SkeletonRows label={t('shell.page.loading')} />}>
      <Switch>
        {routes.map(([path, Screen, title]) => (
          <Route key={path ?? '*'} path={path}>
            <PageTitle page={title} />
            <RouteErrorBoundary>
              <Screen />
            </RouteErrorBoundary>
          </Route>
        ))}
      </Switch>
    </Suspense>
  );
}
