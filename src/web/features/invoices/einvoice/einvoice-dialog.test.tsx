import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { Missing } from '../../../../contract/einvoice/details';
import { invoiceFixture } from '../../../test-fixtures';
import { ok, preflightFixture, stubBffEachTest } from './bff-stub-harness';
import { EInvoiceDialog } from './einvoice-dialog';

/** The e-invoice dialog against a stubbed BFF: the format, the pre-flight's missing list as fields, saving, the download. */
const b = 'biz-1';
const invoice = invoiceFixture();
const base = `/api/b/${b}/invoices/${invoice.id}/einvoice`;
const preflightRoute = `GET ${base}/preflight?format=xrechnung-ubl`;
const saveRoute = `PUT ${base}/details?format=xrechnung-ubl`;
const bff = stubBffEachTest();

const need = (field: string, message = `${field} is missing`): Missing => ({ term: 'BT-0', field, message });
const lacking = preflightFixture({
  units: { h: null },
  missing: [
    need('buyer.country'),
    need('buyer.city'),
    need('seller.iban'),
    need('units.h'),
    need('buyer.zero_rate'),
    need('invoice.seller.vat_code'),
  ],
});

afterEach(() => {
  vi.restoreAllMocks();
});

async function openXRechnung() {
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <Router hook={memoryLocation({ path: `/b/${b}/invoices/${invoice.id}` }).hook}>
        <EInvoiceDialog business={b} invoice={invoice} onClose={() => undefined} />
      </Router>
    </QueryClientProvider>,
  );
  await user.click(screen.getByRole('button', { name: 'XRechnung (UBL)', hidden: true }));
  return user;
}
const field = (name: string | RegExp) => screen.getByLabelText(name);

describe('what is missing', () => {
  it('is listed as one labelled field each, grouped, the first one focused; the invoice’s own with a way to edit it', async () => {
    bff.answer(preflightRoute, ok(lacking));
    await openXRechnung();
    expect(await screen.findByText('Before this e-invoice can go out:')).toBeInTheDocument();
    expect(screen.getByText(/^6 things are missing/)).toBeInTheDocument();
    const legends = [...document.querySelectorAll('fieldset > legend')].map((legend) => legend.textContent);
    expect(legends).toEqual([
      'The buyer: B',
      'Your business',
      'Lines',
      'Why the 0 % lines carry no VAT',
      'On the invoice itself',
    ]);
    expect(field('City')).toHaveFocus();
    expect(within(field('Country')).getByRole('option', { name: 'Germany', hidden: true })).toHaveValue('DE');
    expect(field('IBAN of the account buyers pay to')).toHaveAccessibleDescription(
      'As LT12 1000 0111 0100 1000; spaces are fine.',
    );
    expect(
      within(field('Unit “h”')).getByRole('option', { name: 'hour (HUR)', hidden: true }),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Export outside the EU', hidden: true })).toBeInTheDocument();
    expect(screen.getByText('Your VAT number on the invoice: lines with VAT need it.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit the invoice', hidden: true })).toHaveAttribute(
      'href',
      `/b/${b}/invoices/${invoice.id}/edit`,
    );
  });

  it('is saved with exactly what was filled in, and the list shrinks to what is left', async () => {
    bff.answer(preflightRoute, ok(lacking));
    bff.answer(saveRoute, ok(preflightFixture({ missing: [need('buyer.post_code')] })));
    const user = await openXRechnung();
    await user.selectOptions(await screen.findByLabelText('Country'), 'DE');
    await user.type(field('City'), ' Berlin ');
    await user.type(field('IBAN of the account buyers pay to'), 'de89 3704 0044 0532 0130 00');
    await user.selectOptions(field('Unit “h”'), 'HUR');
    await user.click(screen.getByRole('radio', { name: 'Exempt from VAT', hidden: true }));
    await user.type(field('Why it is exempt'), 'Article 132(1)(i)');
    await user.click(screen.getByRole('button', { name: 'Save', hidden: true }));

    expect(await screen.findByLabelText('Post code')).toHaveFocus();
    expect(screen.queryByLabelText('City')).toBeNull();
    expect(bff.sent.filter((r) => r.method === 'PUT')).toEqual([
      {
        method: 'PUT',
        url: `${base}/details?format=xrechnung-ubl`,
        body: {
          seller: { iban: 'DE89370400440532013000', units: { h: 'HUR' } },
          buyer: { country: 'DE', city: 'Berlin', zero_rate: 'E', exemption_reason: 'Article 132(1)(i)' },
        },
      },
    ]);
  });

  it('keeps everything typed when the BFF refuses it, each error beside its field', async () => {
    bff.answer(preflightRoute, ok(lacking));
    bff.answer(saveRoute, {
      status: 422,
      body: {
        status: 422,
        code: 'validation',
        message: 'Check the fields.',
        errors: {
          'buyer.city': ['Keep the city under 100 characters.'],
          'seller.units.h': ['A unit code is 2–3 capital letters or digits'],
        },
      },
    });
    const user = await openXRechnung();
    await user.type(await screen.findByLabelText('City'), 'Berlin');
    await user.selectOptions(field('Unit “h”'), 'HUR');
    await user.click(screen.getByRole('button', { name: 'Save', hidden: true }));

    expect(await screen.findByText('Keep the city under 100 characters.')).toBeInTheDocument();
    expect(field('City')).toHaveAccessibleDescription('Keep the city under 100 characters.');
    expect(field('City')).toHaveFocus();
    expect(field('City')).toHaveValue('Berlin');
    expect(field('Unit “h”')).toHaveAccessibleDescription(/A unit code is 2–3 capital letters or digits/);
    expect(field('Unit “h”')).toHaveValue('HUR');
  });

  it('says what is wrong with an IBAN in the person’s words before anything is sent, and that an empty form has nothing to save', async () => {
    bff.answer(preflightRoute, ok(lacking));
    const user = await openXRechnung();
    await user.click(await screen.findByRole('button', { name: 'Save', hidden: true }));
    expect(await screen.findByText(/^Nothing to save yet/)).toBeInTheDocument();
    await user.type(field('IBAN of the account buyers pay to'), 'LT12 ABC');
    await user.click(screen.getByRole('button', { name: 'Save', hidden: true }));
    expect(await screen.findByText('Enter an IBAN, as LT12 1000 0111 0100 1000.')).toBeInTheDocument();
    expect(bff.sent.filter((r) => r.method === 'PUT')).toEqual([]);
  });
});

describe('when nothing is missing', () => {
  const ready = preflightFixture({
    buyer: { city: 'Berlin', country: 'DE', buyer_reference: '04011000-1234512345-06' },
    units: { h: 'HUR' },
  });

  it('offers the download under the BFF’s file name, and shows what is remembered', async () => {
    bff.answer(preflightRoute, ok(ready));
    bff.answer(`GET ${base}?format=xrechnung-ubl`, {
      status: 200,
      raw: '<Invoice/>',
      headers: {
        'content-type': 'application/xml',
        'content-disposition': 'attachment; filename="INV-007.xrechnung-ubl.xml"',
      },
    });
    URL.createObjectURL = () => 'blob:e-invoice';
    URL.revokeObjectURL = () => undefined;
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(`${this.download} ${this.href}`);
    });
    const user = await openXRechnung();
    expect(await screen.findByText('Everything XRechnung (UBL) needs is here.')).toBeInTheDocument();
    expect(screen.getByText('Berlin, Germany')).toBeInTheDocument();
    expect(screen.getByText('hour (HUR)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download XRechnung (UBL)', hidden: true }));
    expect(await screen.findByText('Downloaded: INV-007.xrechnung-ubl.xml')).toBeInTheDocument();
    expect(saved).toEqual(['INV-007.xrechnung-ubl.xml blob:e-invoice']);
  });

  it('lets a remembered value be changed, sending only that', async () => {
    bff.answer(preflightRoute, ok(ready));
    bff.answer(saveRoute, ok(ready));
    const user = await openXRechnung();
    await user.click(await screen.findByRole('button', { name: 'Change', hidden: true }));
    await user.clear(field('City'));
    await user.type(field('City'), 'Munich');
    await user.click(screen.getByRole('button', { name: 'Save', hidden: true }));
    expect(
      await screen.findByRole('button', { name: 'Download XRechnung (UBL)', hidden: true }),
    ).toBeInTheDocument();
    expect(bff.sent.filter((r) => r.method === 'PUT').map((r) => r.body)).toEqual([
      { buyer: { city: 'Munich' } },
    ]);
  });
});

it('asks for a Peppol ID in Peppol, whose network has no e-mail addresses: its kind must be chosen', async () => {
  bff.answer(
    `GET ${base}/preflight?format=peppol`,
    ok(preflightFixture({ format: 'peppol', missing: [need('buyer.electronic_address')] })),
  );
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <EInvoiceDialog business={b} invoice={invoice} onClose={() => undefined} />
    </QueryClientProvider>,
  );
  await user.click(screen.getByRole('button', { name: 'Peppol BIS 3.0', hidden: true }));
  const kind = await screen.findByLabelText('Kind of address');
  expect(within(kind).queryByRole('option', { name: 'E-mail address', hidden: true })).toBeNull();
  expect(kind).toHaveValue('');
  await user.type(field('Electronic address'), '0123456789');
  await user.click(screen.getByRole('button', { name: 'Save', hidden: true }));
  expect(await screen.findByText('Choose what kind of ID this is.')).toBeInTheDocument();
  expect(bff.sent.filter((r) => r.method === 'PUT')).toEqual([]);
});

it('still offers the download where the official rules are not installed, and says the file is unchecked', async () => {
  bff.answer(preflightRoute, ok(preflightFixture({ official_rules: false })));
  await openXRechnung();
  expect(
    await screen.findByText(/^The official e-invoice rules are not installed on this desk/),
  ).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Download XRechnung (UBL)', hidden: true })).toBeInTheDocument();
});

it('tells a failed check with a way to try again', async () => {
  bff.answer(
    preflightRoute,
    { status: 503, body: { status: 503, code: 'upstream_unavailable', message: 'down' } },
    ok(lacking),
  );
  const user = await openXRechnung();
  expect(await screen.findByText('What this e-invoice needs could not be checked')).toBeInTheDocument();
  expect(screen.getByText('The invoicing service cannot be reached right now.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Try again', hidden: true }));
  expect(await screen.findByText('Before this e-invoice can go out:')).toBeInTheDocument();
});

it('says why an invoice can never be an e-invoice, and offers nothing to fill in', async () => {
  bff.answer(
    preflightRoute,
    ok(preflightFixture({ refusal: 'A pro forma invoice is an offer, not an invoice.' })),
  );
  await openXRechnung();
  expect(await screen.findByText('This invoice cannot go out as an e-invoice')).toBeInTheDocument();
  expect(screen.getByText('A pro forma invoice is an offer, not an invoice.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Save|Download/, hidden: true })).toBeNull();
});
