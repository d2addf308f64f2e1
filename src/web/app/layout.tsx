import { useEffect, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { BusinessName } from '../features/business/components/business-name';
import { BusinessSwitcher } from '../features/business/components/business-switcher';
import { RateLimitNotice } from '../features/business/components/rate-limit-notice';
import { TokenGate } from '../features/business/components/token-gate';
import { LanguageSwitcher } from '../i18n/language-switcher';
import type { MessageId } from '../i18n/messages';
import { useT } from '../i18n/use-t';
import { businessInPath } from '../../contract/app-paths';
import { TillLink } from '../features/till/till-link';
import { useQuery } from '@tanstack/react-query';
import { loadAccessRules, useAccess } from '../lib/access';
import { sessionQuery } from '../lib/reference-queries';
import { registerServiceWorkerWhenIdle } from '../lib/service-worker';
import { OfflineBanner } from './offline-banner';
import { RoleGate } from './role-gate';

const sections: readonly { label: MessageId; path: string }[] = [
  { label: 'shell.nav.overview', path: '' },
  { label: 'shell.nav.invoices', path: 'invoices' },
  { label: 'shell.nav.expenses', path: 'expenses' },
  { label: 'shell.nav.recurring', path: 'recurring' },
  { label: 'shell.nav.reports', path: 'reports' },
  { label: 'shell.nav.profile', path: 'profile' },
  { label: 'shell.nav.settings', path: 'settings' },
  { label: 'shell.nav.people', path: 'people' },
  { label: 'shell.nav.activity', path: 'activity' },
  { label: 'shell.nav.account', path: 'account' },
];

export function Layout({ children }: { children: ReactNode }) {
  const t = useT();
  const [location] = useLocation();
  const business = businessInPath(location);
  // The frame reads the session (who is signed in, their role per business; a drawn page arrives with it), and the
  // access rules once the page is the app's; the screens follow both.
  useQuery(sessionQuery());
  useEffect(() => void loadAccessRules(), []);
  // The installable app's worker, once the page is the app's (after the take-over, not during it).
  useEffect(registerServiceWorkerWhenIdle, []);
  const access = useAccess(business);
  // Before the access is known the sections show as on a desk without people (and on a drawn page).
  // An owner's row is full (their account is a link on People); an accountant's and staff's have room for theirs.
  const shown = sections.filter((s) =>
    access
      ? access.shows(s.path) && !(s.path === 'account' && access.may('manage'))
      : !['people', 'activity', 'account'].includes(s.path),
  );
  // On a phone the sections and the business corner fold behind one button, so the header stays one row; the fold
  // closes by itself on the next page.
  const [open, setOpen] = useState(false);
  const [shownAt, setShownAt] = useState(location);
  if (shownAt !== location) {
    setShownAt(location);
    setOpen(false);
  }
  return (
    <div className="shell-page">
      <a href="#main" className="shell-skip">
        {t('shell.nav.skip')}
      </a>
      <header className="shell-header">
        <div className="shell-bar">
          <div className="shell-names">
            <Link href="/" className="shell-brand">
              {t('shell.app.name')}
            </Link>
            {business && <BusinessName business={business} />}
          </div>
          <button
            type="button"
            aria-expanded={open}
            aria-controls="shell-menu"
            onClick={() => setOpen(!open)}
            className="shell-menu-button"
          >
            {t('shell.nav.menu')}
          </button>
          <div id="shell-menu" className="shell-menu">
            {business && (
              <nav aria-label={t('shell.nav.label')} className="shell-nav">
                {shown.map((s) => {
                  const href = s.path ? `/b/${business}/${s.path}` : `/b/${business}`;
                  const current = s.path ? location.startsWith(href) : location === href;
                  return (
                    <Link
                      key={s.path}
                      href={href}
                      aria-current={current ? 'page' : undefined}
                      className="shell-nav-link"
                    >
                      {t(s.label)}
                    </Link>
                  );
                })}
                {(!access || access.may('capture')) && <TillLink />}
              </nav>
            )}
            <div className="shell-corner">
              <BusinessSwitcher business={business} />
            </div>
          </div>
          <LanguageSwitcher />
        </div>
        <RateLimitNotice business={business} />
        <OfflineBanner />
      </header>
      <main id="main" className="shell-main">
        {/* A business whose token was revoked shows the reconnect screen instead of its pages. */}
        {business ? (
          <RoleGate business={business}>
            <TokenGate business={business}>{children}</TokenGate>
          </RoleGate>
        ) : (
          children
        )}
      </main>
    </div>
  );
}
