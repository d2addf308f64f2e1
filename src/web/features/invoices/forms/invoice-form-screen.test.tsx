import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../../../i18n/load';
import { locales } from '../../../../contract/locales';
import { invoiceFixture } from '../../../test-fixtures';
import {
  cacheListedInvoice,
  consultingItem,
  formCache,
  formField as field,
  studioProfile,
} from './form-test-cache';
import { InvoiceFormScreen, type InvoiceFormMode } from './invoice-form-screen';
import { invoiceLanguageFor, newInvoiceValues, pieceUnits } from './invoice-form-values';

/**
 * A new invoice's defaults follow the dashboard's language: the PDF in that language and its word for a piece as the
 * line's unit. Only defaults: a stored invoice keeps its own, and a value in the form stays through a language switch.
 * The screen reads its profile, currencies, latest invoices and the stored invoice from the cache, seeded as the app
 * would have them; a request that still went out would fail the test.
 */
const b = 'biz-1';
const stored = invoiceFixture({
  language: 'en',
  items: [consultingItem],
});

beforeEach(() => {
  vi.stubGlobal('fetch', (url: string) => Promise.reject(new Error(`unexpected request ${url}`)));
});
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await activateLocale('en');
});

function openForm(mode: InvoiceFormMode) {
  const qc = formCache(b, studioProfile);
  cacheListedInvoice(qc, b, stored);
  render(
    <QueryClientProvider client={qc}>
      <InvoiceFormScreen business={b} mode={mode} />
    </QueryClientProvider>,
  );
  return { field, user: userEvent.setup() };
}

describe('a new invoice’s defaults', () => {
  it('take every dashboard language as the PDF’s language, with its word for a piece', () => {
    expect(
      locales
        .map((locale) => newInvoiceValues('2026-11-24', 'EUR', locale))
        .map((v) => [v.language, v.products[0]?.units]),
    ).toEqual([
      ['lt', 'vnt.'],
      ['en', 'pcs'],
      ['de', 'Stk.'],
      ['fr', 'pce'],
      ['es', 'ud.'],
    ]);
  });

  it('fall back to English where the API does not accept the language for invoices', () => {
    expect(invoiceLanguageFor('pl')).toBe('en');
    expect(newInvoiceValues('2026-11-24', 'EUR', 'pl').products[0]?.units).toBe(pieceUnits.en);
  });

  it('speak Lithuanian in a Lithuanian dashboard, and a line added later follows the PDF’s language', async () => {
    await activateLocale('lt');
    const { field, user } = openForm({ kind: 'create' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Nauja sąskaita faktūra' })).toBeVisible();
    expect(field('language')).toHaveValue('lt');
    expect(field('products.0.units')).toHaveValue('vnt.');

    await user.click(screen.getByRole('button', { name: /Pridėti eilutę/ }));
    expect(field('products.1.units')).toHaveValue('vnt.');
    await user.selectOptions(field('language')!, 'de');
    await user.click(screen.getByRole('button', { name: /Pridėti eilutę/ }));
    expect(field('products.2.units')).toHaveValue('Stk.');
  });

  it('keep what the person chose when the dashboard’s language changes', async () => {
    await activateLocale('lt');
    const { field, user } = openForm({ kind: 'create' });
    await screen.findByRole('heading', { level: 1, name: 'Nauja sąskaita faktūra' });
    await user.clear(field('products.0.units')!);
    await user.type(field('products.0.units')!, 'val.');
    await user.selectOptions(field('language')!, 'fr');
    await act(() => activateLocale('de'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Neue Rechnung' })).toBeVisible();
    expect(field('language')).toHaveValue('fr');
    expect(field('products.0.units')).toHaveValue('val.');
  });
});

describe('an invoice edited in a Lithuanian dashboard', () => {
  it('keeps its stored PDF language and units; a line added speaks the invoice’s language', async () => {
    await activateLocale('lt');
    const { field, user } = openForm({ kind: 'edit', id: stored.id });
    expect(await screen.findByRole('heading', { level: 1, name: /INV-007/ })).toBeVisible();
    expect(field('language')).toHaveValue('en');
    expect(field('products.0.units')).toHaveValue('h');
    await user.click(screen.getByRole('button', { name: /Pridėti eilutę/ }));
    expect(field('products.1.units')).toHaveValue('pcs');
  });
});
