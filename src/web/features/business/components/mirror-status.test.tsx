import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '../../../i18n/load';
import type { MirrorStatus } from '../../../../contract/bff';
import type { Translate } from '../../../i18n/use-t';
import { formatMoment } from '../../../lib/format';
import { statusText } from './mirror-status';

/** The English words (the tests load the English catalogues). */
const t: Translate = (id, values) => i18n._(id, values);
// A fixed afternoon and a sync earlier that day (local time): the line shows the time alone.
const now = new Date(2026, 10, 25, 16, 30);
const at = Math.floor(new Date(2026, 10, 25, 14, 2).getTime() / 1000);
const time = formatMoment(at, undefined, now);
const status = (o: Partial<MirrorStatus>): MirrorStatus => ({
  state: 'ready',
  reason: null,
  invoices: { stored: 400, total: 400 },
  expenses: { stored: 30, total: 30 },
  synced_at: at,
  live: false,
  ...o,
});

describe('the freshness line of a list', () => {
  it('says when the saved copy was last complete', () => {
    expect(time).toMatch(/^(14|02):02( PM)?$/);
    expect(statusText(t, status({}), 'invoices', now)).toBe(`Up to date · ${time}`);
  });

  it('counts the first walk as it goes, per kind, before the API said how many there are too', () => {
    const first = status({
      state: 'syncing',
      synced_at: null,
      invoices: { stored: 240, total: 400 },
      expenses: { stored: 0, total: null },
    });
    expect(statusText(t, first, 'invoices', now)).toBe('Syncing 240 of 400 invoices…');
    expect(statusText(t, first, 'expenses', now)).toBe('Syncing 0 of … expenses…');
  });

  it('a later walk keeps saying how fresh the copy is', () => {
    expect(statusText(t, status({ state: 'syncing' }), 'expenses', now)).toBe(
      `Checking for changes… · up to date as of ${time}`,
    );
  });

  it('an error says why, and that saved data is shown', () => {
    const down = status({ state: 'error', reason: 'unreachable: connect ECONNREFUSED' });
    expect(statusText(t, down, 'invoices', now)).toBe(
      `Can’t reach the invoicing service: showing saved data from ${time}.`,
    );
    const revoked = status({ state: 'error', reason: 'token_invalid', synced_at: null });
    expect(statusText(t, revoked, 'invoices', now)).toBe(
      'Not updating: this business’s token was revoked — reconnect it. Showing what was saved so far.',
    );
  });

  it('writes counts the language’s way, with its plural form (Lithuanian here)', async () => {
    await activateLocale('lt');
    const big = status({ state: 'syncing', synced_at: null, invoices: { stored: 1240, total: 1300 } });
    expect(statusText(t, big, 'invoices', now)).toBe('Sinchronizuojama 1\u00a0240 iš 1\u00a0300 sąskaitų…');
    expect(
      statusText(
        t,
        status({ state: 'syncing', synced_at: null, invoices: { stored: 3, total: 21 } }),
        'invoices',
        now,
      ),
    ).toBe('Sinchronizuojama 3 iš 21 sąskaitos…');
  });
});

afterEach(async () => {
  await activateLocale('en');
});
