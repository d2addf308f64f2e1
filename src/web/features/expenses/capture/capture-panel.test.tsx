import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fixedClock } from '../../../../contract/clock';
import { activateLocale } from '../../../i18n/load';
import { ClockProvider } from '../../../lib/clock';
import { keys } from '../../../lib/query-keys';
import { CapturePanel } from './capture-panel';

/**
 * The capture queue against a real HTTP server on loopback (jsdom's XHR does real requests): it stands in for the
 * BFF's upload route, and fails the first upload on purpose to show that a failure keeps the card.
 */
const business = 'b-1';
type Received = { method: string; url: string; body: string };
let server: Server;
let received: Received[] = [];
let failNextUpload = false;
let holdNextUpload = false;

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('latin1')));
  });

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const body = await readBody(req);
    if (req.method !== 'OPTIONS') received.push({ method: req.method ?? '', url: req.url ?? '', body });
    res.setHeader('Content-Type', 'application/json');
    // jsdom's XHR keeps its original origin after reconfigure, so the server allows it like a CORS server would
    // (an upload progress listener makes the browser ask first with OPTIONS).
    res.setHeader('Access-Control-Allow-Origin', req.headers.origin ?? '*');
    if (req.method === 'OPTIONS') {
      res.setHeader('Access-Control-Allow-Methods', 'POST, PUT');
      res.setHeader('Access-Control-Allow-Headers', 'accept');
      res.end();
      return;
    }
    if (req.method === 'POST' && req.url === `/api/b/${business}/expenses`) {
      if (holdNextUpload) {
        holdNextUpload = false;
        return; // never answers: the person cancels
      }
      if (failNextUpload) {
        failNextUpload = false;
        res.statusCode = 503;
        res.end(
          JSON.stringify({
            status: 503,
            code: 'upstream_unavailable',
            message: 'The API cannot be reached right now.',
          }),
        );
        return;
      }
      res.statusCode = 201;
      const now = 1_700_000_000;
      res.end(
        JSON.stringify({
          data: {
            id: '0b9f3a52-8a3e-4d7e-9a59-3f1d2c4b5a60',
            date: '2026-11-02',
            total: 12.5,
            currency: 'EUR',
            seller: 'Corner Shop',
            created_at: now,
            updated_at: now,
          },
        }),
      );
    } else {
      res.statusCode = 404;
      res.end(JSON.stringify({ status: 404, code: 'not_found', message: 'Not here' }));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  // Same origin as the server, so the panel's relative /api URLs reach it.
  (globalThis as unknown as { jsdom: { reconfigure(o: { url: string }): void } }).jsdom.reconfigure({
    url: `http://127.0.0.1:${port}/`,
  });
  // jsdom has no object URLs; the image preview only needs a string.
  URL.createObjectURL = () => 'blob:preview';
  URL.revokeObjectURL = () => undefined;
});
afterAll(() => {
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
});
beforeEach(() => {
  received = [];
});
afterEach(cleanup);

const file = (name: string, type: string, text = 'receipt bytes') => new File([text], name, { type });

function renderPanel(maxUploadMb?: number) {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (maxUploadMb !== undefined) {
    qc.setQueryData(keys.session(), {
      login_required: false,
      authenticated: true,
      max_upload_mb: maxUploadMb,
    });
  }
  // The currencies come from the cache: jsdom's fetch (Node's) does not resolve relative URLs; XHR, used for uploads, does.
  qc.setQueryData(keys.currencies(business), [
    { code: 'EUR', title: 'Euro' },
    { code: 'USD', title: 'US dollar' },
  ]);
  // A fixed day late in the evening: a new expense's date is the person's day, from the clock they are shown.
  render(
    <ClockProvider clock={fixedClock(new Date(2026, 10, 25, 23, 40))}>
      <QueryClientProvider client={qc}>
        <CapturePanel business={business} />
      </QueryClientProvider>
    </ClockProvider>,
  );
}

async function dropThree(user: ReturnType<typeof userEvent.setup>) {
  await user.upload(screen.getByLabelText('Receipt files'), [
    file('receipt.jpg', 'image/jpeg'),
    file('invoice.pdf', 'application/pdf', '%PDF-1.4 not really'),
    file('setup.exe', 'application/octet-stream'),
  ]);
}

/**
 * One file dropped on a fresh panel: its card, and the person's hands on it — `fill` types into fields (by label),
 * `save` clicks "Save expense".
 */
async function dropOne(name: string, type: string) {
  const user = userEvent.setup({ applyAccept: false });
  renderPanel();
  await user.upload(screen.getByLabelText('Receipt files'), file(name, type));
  const card = within(screen.getByRole('article', { name: `Receipt ${name}` }));
  const fill = async (fields: Record<string, string>) => {
    for (const [label, text] of Object.entries(fields)) await user.type(card.getByLabelText(label), text);
  };
  const save = () => user.click(card.getByRole('button', { name: 'Save expense' }));
  return { user, card, fill, save };
}

describe('the capture queue', () => {
  it('makes one card per accepted file and refuses the .exe with its reason, sending nothing', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderPanel();
    await dropThree(user);
    expect(screen.getByRole('article', { name: 'Receipt receipt.jpg' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Receipt invoice.pdf' })).toBeInTheDocument();
    const refused = screen.getByRole('article', { name: 'Refused file setup.exe' });
    expect(refused).toHaveTextContent(
      '“setup.exe” is not an accepted file: use jpeg, jpg, bmp, gif, pdf, png, tiff, xlsx, xls, doc, docx, odf',
    );
    expect(received.filter((r) => r.method === 'POST')).toHaveLength(0);
    await user.click(within(refused).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('article', { name: 'Refused file setup.exe' })).not.toBeInTheDocument();
  });

  it('words a refusal in the language chosen after the drop (kept as facts, worded when shown)', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderPanel();
    await user.upload(screen.getByLabelText('Receipt files'), file('setup.exe', 'application/octet-stream'));
    await act(() => activateLocale('lt'));
    try {
      expect(screen.getByRole('article', { name: 'Atmestas failas setup.exe' })).toHaveTextContent(
        'Neįkelta: Failas „setup.exe“ nepriimamas: tinka jpeg, jpg, bmp, gif, pdf, png, tiff, xlsx, xls, doc, docx, odf',
      );
      expect(screen.getByRole('heading', { name: 'Pridėti kvitus' })).toBeInTheDocument();
    } finally {
      await act(() => activateLocale('en'));
    }
    expect(screen.getByRole('article', { name: 'Refused file setup.exe' })).toHaveTextContent(
      '“setup.exe” is not an accepted file',
    );
  });

  it("refuses a file over the BFF's configured cap (not the default 20 MB), with both sizes, sending nothing", async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderPanel(1);
    expect(screen.getByText(/files up to 1 MB/)).toBeInTheDocument();
    await user.upload(
      screen.getByLabelText('Receipt files'),
      file('scan.pdf', 'application/pdf', 'x'.repeat(1536 * 1024)),
    );
    expect(screen.getByRole('article', { name: 'Refused file scan.pdf' })).toHaveTextContent(
      '“scan.pdf” is 1.5 MB; files may be at most 1 MB',
    );
    expect(received.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('checks the form with the contract before sending: required fields, money format, VAT not over the total', async () => {
    const { user, card, fill, save } = await dropOne('invoice.pdf', 'application/pdf');
    await save();
    expect(await card.findByText('Enter the seller')).toBeInTheDocument();
    expect(card.getByLabelText('Date')).toHaveValue('2026-11-25');

    await fill({ Seller: 'Paper Co', 'Total incl. VAT': '12.345', 'VAT amount (optional)': '20' });
    await save();
    expect(await card.findByText(/as a number with at most 2 decimals/)).toBeInTheDocument();

    await user.clear(card.getByLabelText('Total incl. VAT'));
    await fill({ 'Total incl. VAT': '10' });
    await save();
    expect(await card.findByText('VAT cannot be more than the total')).toBeInTheDocument();
    expect(card.getByLabelText('VAT amount (optional)')).toHaveAttribute('aria-invalid', 'true');
    expect(received.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('keeps the card and its typed values when the upload fails, and saves them on retry', async () => {
    const { user, card, fill, save } = await dropOne('receipt.jpg', 'image/jpeg');
    await card.findByRole('option', { name: 'USD — US dollar' });
    await fill({ Seller: 'Corner Shop', 'Total incl. VAT': '12.50' });
    await user.selectOptions(card.getByLabelText('Currency'), 'USD');
    await fill({ 'Purchase invoice number (optional)': 'PI-7' });
    failNextUpload = true;
    await save();

    expect(await card.findByText('The invoicing service cannot be reached right now.')).toBeInTheDocument();
    expect(card.getByLabelText('Seller')).toHaveValue('Corner Shop');
    expect(card.getByLabelText('Total incl. VAT')).toHaveValue('12.50');
    expect(card.getByLabelText('Currency')).toHaveValue('USD');

    await user.click(card.getByRole('button', { name: 'Try again' }));
    expect(await card.findByText('Saved.')).toBeInTheDocument();
    expect(card.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    const uploads = received.filter((r) => r.method === 'POST');
    expect(uploads).toHaveLength(2);
    const sent = uploads[1]!.body;
    for (const part of [
      'name="seller"\r\n\r\nCorner Shop',
      'name="total"\r\n\r\n12.50',
      'name="currency"\r\n\r\nUSD',
      'name="invoice_number"\r\n\r\nPI-7',
      'filename="receipt.jpg"',
      'receipt bytes',
    ]) {
      expect(sent).toContain(part);
    }
    // A blank optional field is left out, not sent empty.
    expect(sent).not.toContain('name="vat"');
  });

  it('cancels an upload in flight: the card stays with its values, marked as not saved', async () => {
    const { user, card, fill, save } = await dropOne('scan.png', 'image/png');
    await fill({ Seller: 'Fuel Station', 'Total incl. VAT': '40' });
    holdNextUpload = true;
    await save();
    await user.click(await card.findByRole('button', { name: 'Cancel upload' }));
    expect(await card.findByText('Upload cancelled; nothing was saved.')).toBeInTheDocument();
    expect(card.getByLabelText('Seller')).toHaveValue('Fuel Station');
    expect(card.getByRole('button', { name: 'Save expense' })).toBeEnabled();
  });
});
