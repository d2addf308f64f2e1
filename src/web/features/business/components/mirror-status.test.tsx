import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '../../../i18n/load';
import type { MirrorStatus } from '../../../../contract/bff';
import type { Translate } from '../../../i18n/use-t';
import { formatMoment } from '../../../lib/format';
import { statusText } from './mirror-status';

/** The English words (the tests load the English catalogues). */
const t: Translate = (id, values) => i18n._(id, values);
const at = Math.floor(new Date().setHours(14, 2, 0, 0) / 1000);
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
    expect(statusText(t, status({}), 'invoices')).toBe(`Up to date · ${formatMoment(at)}`);
  });

  it('counts the first walk as it goes, per kind, before the API said how many there are too', () => {
    const first = status({ state: 'syncing', synced_at: null, invoices: { stored: 240, total: 400 }, expenses: { stored: 0, total: null } });
    expect(statusText(t, first, 'invoices')).toBe('Syncing 240 of 400 invoices…');
    expect(statusText(t, first, 'expenses')).toBe('Syncing 0 of … expenses…');
  });

  it('a later walk keeps saying how fresh the copy is', () => {
    expect(statusText(t, status({ state: 'syncing' }), 'expenses')).toBe(`Checking for changes… · up to date as of ${formatMoment(at)}`);
  });

  it('an error says why, and that saved data is shown', () => {
    const down = status({ state: 'error', reason: 'unreachable: connect ECONNREFUSED' });
    expect(statusText(t, down, 'invoices')).toBe(`Can’t reach the invoicing service: showing saved data from ${formatMoment(at)}.`);
    const revoked = status({ state: 'error', reason: 'token_invalid', synced_at: null });
    expect(statusText(t, revoked, 'invoices')).toBe('Not updating: this business’s token was revoked — reconnect it. Showing what was saved so far.');
  });

  it('writes counts the language’s way, with its plural form (Lithuanian here)', async () => {
    await activateLocale('lt');
    const big = status({ state: 'syncing', synced_at: null, invoices: { stored: 1240, total: 1300 } });
    expect(statusText(t, big, 'invoices')).toBe('Sinchronizuojama 1\u00a0240 iš 1\u00a0300 sąskaitų…');
    expect(statusText(t, status({ state: 'syncing', synced_at: null, invoices: { stored: 3, total: 21 } }), 'invoices')).toBe('Sinchronizuojama 3 iš 21 sąskaitos…');
  });
});

afterEach(async () => {
  await activateLocale('en');
});
