import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { BusinessSwitcher } from '../features/business/components/business-switcher';
import { RateLimitNotice } from '../features/business/components/rate-limit-notice';
import { TokenGate } from '../features/business/components/token-gate';
import { LanguageSwitcher } from '../i18n/language-switcher';
import type { MessageId } from '../i18n/messages';
import { useT } from '../i18n/use-t';
import { OfflineBanner } from './offline-banner';

const sections: readonly { label: MessageId; path: string }[] = [
  { label: 'shell.nav.overview', path: '' },
  { label: 'shell.nav.invoices', path: 'invoices' },
  { label: 'shell.nav.expenses', path: 'expenses' },
  { label: 'shell.nav.recurring', path: 'recurring' },
  { label: 'shell.nav.reports', path: 'reports' },
  { label: 'shell.nav.profile', path: 'profile' },
  { label: 'shell.nav.settings', path: 'settings' },
];

/** The business in the URL (`/b/:business/…`), if any. */
export const businessFromPath = (path: string): string | undefined => /^\/b\/([^/]+)/.exec(path)?.[1];

export function Layout({ children }: { children: ReactNode }) {
  const t = useT();
  const [location] = useLocation();
  const business = businessFromPath(location);
  return (
    <div className="flex min-h-screen flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-10 focus:rounded focus:bg-white focus:p-2">
        {t('shell.nav.skip')}
      </a>
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3">
          <Link href="/" className="text-lg font-semibold text-teal-800">
            {t('shell.app.name')}
          </Link>
          {business && (
            <nav aria-label={t('shell.nav.label')} className="flex flex-wrap gap-1">
              {sections.map((s) => {
                const href = s.path ? `/b/${business}/${s.path}` : `/b/${business}`;
                const current = s.path ? location.startsWith(href) : location === href;
                return (
                  <Link
                    key={s.path}
                    href={href}
                    aria-current={current ? 'page' : undefined}
                    className={`rounded-md px-3 py-2 text-sm font-medium ${current ? 'bg-teal-50 text-teal-900' : 'text-slate-700 hover:bg-slate-100'}`}
                  >
                    {t(s.label)}
                  </Link>
                );
              })}
            </nav>
          )}
          {/* On a phone the switcher takes its own row, full width, instead of hanging off the right edge. */}
          <div className="ml-auto flex items-center gap-3 max-sm:has-[select]:w-full">
            <BusinessSwitcher business={business} />
            <LanguageSwitcher />
          </div>
        </div>
        <RateLimitNotice business={business} />
        <OfflineBanner />
      </header>
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-6">
        {/* A business whose token was revoked shows the reconnect screen instead of its pages. */}
        {business ? <TokenGate business={business}>{children}</TokenGate> : children}
      </main>
    </div>
  );
}
