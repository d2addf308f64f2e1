import { useState, type ReactNode } from 'react';
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

export function Layout({ children }: { children: ReactNode }) {
  const t = useT();
  const [location] = useLocation();
  const business = businessInPath(location);
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
                {sections.map((s) => {
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
                <TillLink />
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
        {business ? <TokenGate business={business}>{children}</TokenGate> : children}
      </main>
    </div>
  );
}
