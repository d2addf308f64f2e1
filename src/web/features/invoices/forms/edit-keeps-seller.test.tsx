import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sampleIssuedSeller, sampleMovedProfile } from '../../../../contract/test-samples';
import { keys } from '../../../lib/query-keys';
import { invoiceFixture } from '../../../test-fixtures';
import { consultingItem, formCache } from './form-test-cache';
import { InvoiceFormScreen } from './invoice-form-screen';

/**
 * Editing an invoice keeps the seller block it was issued with — e-mail, phone and custom fields the form does not
 * show included — even when the business's details have changed since; the business's current details are the
 * owner's explicit choice. The PUT the form sends is read off the stubbed network.
 */
const b = 'biz-1';
const profile = sampleMovedProfile;
const issuedSeller = sampleIssuedSeller;
const stored = invoiceFixture({
  invoice_type: 'vat_invoice',
  seller: issuedSeller,
  items: [consultingItem],
  subtotal: 100,
  vat: 21,
  total_incl_vat: 121,
});

let sent: Record<string, unknown>[] = [];
beforeEach(() => {
  sent = [];
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
    if (init?.method !== 'PUT') return Promise.reject(new Error(`unexpected request ${url}`));
    sent.push(JSON.parse(String(init.body)) as Record<string, unknown>);
    return Promise.resolve(Response.json({ data: stored }));
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function openEdit() {
  const qc = formCache(b, profile);
  qc.setQueryData(keys.invoices.detail(b, stored.id), { data: stored });
  qc.setQueryData(keys.invoices.enteredLines(b, stored.id), null);
  render(
    <QueryClientProvider client={qc}>
      <InvoiceFormScreen business={b} mode={{ kind: 'edit', id: stored.id }} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const save = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  await vi.waitFor(() => expect(sent).toHaveLength(1));
  return sent[0]!;
};

describe('editing an invoice', () => {
  it('sends the seller it was issued with, e-mail, phone and custom fields included, when only the notes change', async () => {
    const user = openEdit();
    await user.type(await screen.findByRole('textbox', { name: /^Notes/ }), 'Paid by card.');
    const body = await save(user);
    expect(body.notes).toBe('Paid by card.');
    expect(body.use_default_seller_info).toBe(false);
    expect(body.seller).toEqual(issuedSeller);
  });

  it('takes the business’s current details only when the owner chooses them; choosing back gives the seller as issued', async () => {
    const user = openEdit();
    const seller = await screen.findByRole('radiogroup', { name: 'Seller details' });
    const own = screen.getByRole('radio', { name: /Use my business details/ });
    const other = screen.getByRole('radio', { name: /Enter the seller/ });
    expect(seller).toBeVisible();
    expect(other).toBeChecked();
    await user.click(own);
    await user.click(other);
    expect(
      within(screen.getByRole('group', { name: 'Seller' })).getByRole('textbox', { name: 'Address' }),
    ).toHaveValue('Gedimino pr. 1, Vilnius');
    await user.click(own);
    const body = await save(user);
    expect(body.use_default_seller_info).toBe(true);
    expect(body.seller).toBeNull();
  });
});
