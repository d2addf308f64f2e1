import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { Profile } from '../../../../contract/profile';
import { invoiceFixture } from '../../../test-fixtures';
import { formCache } from './form-test-cache';
import { InvoiceFormScreen, type InvoiceFormMode } from './invoice-form-screen';

/** "Repeat this invoice" in the new-invoice form: once saved, the invoice opens in the form that makes it recurring. */
const b = 'biz-1';
const profile: Profile = {
  business_id: '5d1c0e5e-8f0a-4b7e-9a51-0a6f3c2b1d11',
  business_title: 'Studija',
  business_type: 'association',
  address: 'Gedimino pr. 1',
  vat_code: null,
  company_name: 'Studija',
};
const saved = invoiceFixture({ id: '2c6f5f6e-3d0e-4a43-9d4e-6f1c2a1b9e03' });

beforeEach(() => {
  vi.stubGlobal('fetch', (url: string, init: RequestInit = {}) =>
    init.method === 'POST'
      ? Promise.resolve(
          new Response(JSON.stringify({ data: saved }), {
            status: 201,
            headers: { 'content-type': 'application/json' },
          }),
        )
      : Promise.reject(new Error(`unexpected request ${url}`)),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function issue(mode: InvoiceFormMode, repeat: boolean) {
  const qc = formCache(b, profile);
  const location = memoryLocation({ path: `/b/${b}/invoices/new`, record: true });
  render(
    <QueryClientProvider client={qc}>
      <Router hook={location.hook}>
        <InvoiceFormScreen business={b} mode={mode} />
      </Router>
    </QueryClientProvider>,
  );
  const user = userEvent.setup();
  await user.type(await screen.findByRole('combobox', { name: 'Company name' }), 'Client UAB');
  const line = within(screen.getByTestId('line-1'));
  await user.type(line.getByLabelText('Description'), 'Hosting');
  await user.type(line.getByLabelText('Unit price'), '100');
  if (repeat) await user.click(screen.getByRole('checkbox', { name: /Repeat this invoice/ }));
  await user.click(screen.getByRole('button', { name: 'Create invoice' }));
  await vi.waitFor(() => expect(location.history).toHaveLength(2));
  return location.history.at(-1);
}

describe('repeating a new invoice', () => {
  it('opens the saved invoice in the form that makes it recurring, when asked', async () => {
    expect(await issue({ kind: 'create' }, true)).toBe(`/b/${b}/recurring?from=${saved.id}`);
  });

  it('opens the saved invoice itself otherwise', async () => {
    expect(await issue({ kind: 'create' }, false)).toBe(`/b/${b}/invoices/${saved.id}`);
  });
});
