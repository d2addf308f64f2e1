import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, it, vi } from 'vitest';
import { fixedClock } from '../../../../contract/clock';
import type { Invoice } from '../../../../contract/invoice';
import { ClockProvider } from '../../../lib/clock';
import { invoiceFixture } from '../../../test-fixtures';
import { InvoiceEmails } from '../components/invoice-emails';
import { ok, preflightFixture, stubBffEachTest } from './bff-stub-harness';

/** The send dialog's "Attach an e-invoice": the buyer's last choice first, sent as `einvoice`; none for a pro forma. */
const b = 'biz-1';
const invoice = invoiceFixture({ buyer: { ...invoiceFixture().buyer, email: 'buyer@example.de' } });
const item = `/api/b/${b}/invoices/${invoice.id}`;
const remembered = preflightFixture({ buyer: { send_format: 'xrechnung-ubl' } });
const need = (field: string) => ({ term: 'BT-0', field, message: `${field} is missing` });
const bff = stubBffEachTest();

beforeEach(() => {
  bff.answer(`GET ${item}/emails`, { status: 200, body: { data: [] } });
  bff.answer(
    `GET ${item}/einvoice/preflight?format=peppol`,
    ok({ ...remembered, missing: [need('buyer.city'), need('seller.iban')] }),
  );
  bff.answer(`GET ${item}/einvoice/preflight?format=xrechnung-ubl`, ok(remembered));
});

async function openSend(i: Invoice = invoice) {
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ClockProvider clock={fixedClock('2026-11-24T12:00:00Z')}>
        <InvoiceEmails business={b} invoice={i} />
      </ClockProvider>
    </QueryClientProvider>,
  );
  await user.click(screen.getByRole('button', { name: 'Send by e-mail' }));
  return user;
}
const posted = () => bff.sent.filter((r) => r.method === 'POST').map((r) => r.body);
const send = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Send', hidden: true }));

it('starts from the format the buyer took last and sends it', async () => {
  const user = await openSend();
  const attach = await screen.findByLabelText('Attach an e-invoice');
  expect(attach).toHaveValue('xrechnung-ubl');
  expect(attach).toHaveAccessibleDescription(
    'Remembered for this buyer: the next invoice to them attaches the same.',
  );
  await send(user);
  await vi.waitFor(() =>
    expect(posted()).toEqual([{ kind: 'invoice', to: ['buyer@example.de'], einvoice: 'xrechnung-ubl' }]),
  );
});

it('says when the chosen e-invoice still lacks details, and sends none when none is chosen', async () => {
  const user = await openSend();
  await user.selectOptions(await screen.findByLabelText('Attach an e-invoice'), 'peppol');
  expect(await screen.findByText(/^This e-invoice still lacks 2 details/)).toBeInTheDocument();
  await user.selectOptions(screen.getByLabelText('Attach an e-invoice'), '');
  await send(user);
  await vi.waitFor(() =>
    expect(posted()).toEqual([{ kind: 'invoice', to: ['buyer@example.de'], einvoice: null }]),
  );
});

it('puts the BFF’s refusal of the attachment beside the choice, in words', async () => {
  bff.answer(`POST ${item}/emails`, {
    status: 422,
    body: {
      status: 422,
      code: 'validation',
      message: 'The e-invoice needs more details first.',
      errors: { einvoice: ['buyer.city is missing', 'seller.iban is missing'] },
    },
  });
  const user = await openSend();
  await screen.findByLabelText('Attach an e-invoice');
  await send(user);
  // The format the buyer took lacks nothing here (the BFF thought otherwise): its sentence as it came.
  await vi.waitFor(() =>
    expect(screen.getByLabelText('Attach an e-invoice')).toHaveAccessibleDescription('buyer.city is missing'),
  );
  await user.selectOptions(screen.getByLabelText('Attach an e-invoice'), 'peppol');
  await send(user);
  await vi.waitFor(() =>
    expect(screen.getByLabelText('Attach an e-invoice')).toHaveAccessibleDescription(
      'This e-invoice still lacks 2 details: add them with “E-invoice” on this invoice’s page first.',
    ),
  );
});

it('offers no e-invoice for a pro forma, and the body says nothing of it', async () => {
  const proForma = { ...invoice, invoice_type: 'preliminary_invoice' as const };
  bff.answer(
    `GET ${item}/einvoice/preflight?format=peppol`,
    ok(preflightFixture({ refusal: 'A pro forma is an offer.' })),
  );
  const user = await openSend(proForma);
  await vi.waitFor(() =>
    expect(bff.sent.map((r) => r.url)).toContain(`${item}/einvoice/preflight?format=peppol`),
  );
  await send(user);
  await vi.waitFor(() => expect(posted()).toEqual([{ kind: 'invoice', to: ['buyer@example.de'] }]));
  expect(screen.queryByLabelText('Attach an e-invoice')).toBeNull();
});
