import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { keys } from '../../../lib/query-keys';
import { CapturePanel } from './capture-panel';

/**
 * Ten receipts dropped at once against a loopback server standing in for the BFF's reader: it answers each read
 * after a short while and records how many reads were in flight together and whether anything was saved.
 */
const business = 'b-1';
let server: Server;
let inFlight = 0;
let maxInFlight = 0;
const posts: string[] = [];
const realFetch = globalThis.fetch;

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      posts.push(`${req.method} ${req.url}`);
      res.setHeader('Content-Type', 'application/json');
      if (req.url !== `/api/b/${business}/receipts/read`) {
        res.statusCode = 404;
        return res.end(JSON.stringify({ status: 404, code: 'not_found', message: 'Not here' }));
      }
      const n = /filename="r(\d+)\.jpg"/.exec(Buffer.concat(chunks).toString('latin1'))?.[1] ?? '0';
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      setTimeout(() => {
        inFlight -= 1;
        res.end(
          JSON.stringify({
            data: {
              seller: `Shop ${n} Ltd`,
              total: 10 + Number(n),
              currency: 'EUR',
              date: '2026-03-14',
              vat: null,
              invoice_number: `R-${n}`,
              confidence: { seller: 0.9, total: 0.95, currency: 0.9, date: 0.3, vat: 0, invoice_number: 0.8 },
              language: 'en',
              note: null,
            },
          }),
        );
      }, 60);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  (globalThis as unknown as { jsdom: { reconfigure(o: { url: string }): void } }).jsdom.reconfigure({
    url: `${origin}/`,
  });
  // jsdom's fetch is Node's: it resolves no relative URL and cannot send jsdom's FormData, so both are adapted
  globalThis.fetch = async (input, init) =>
    realFetch(typeof input === 'string' ? new URL(input, origin) : input, {
      ...init,
      ...(await multipart(init?.body)),
    });
  URL.createObjectURL = () => 'blob:preview';
  URL.revokeObjectURL = () => undefined;
});
/** jsdom's FormData as the multipart body a browser would send. */
async function multipart(body: unknown): Promise<RequestInit> {
  if (!(body instanceof FormData)) return {};
  const boundary = 'jsdomFormBoundary';
  const parts: Buffer[] = [];
  for (const [name, value] of body.entries()) {
    if (typeof value === 'string')
      parts.push(
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
      );
    else {
      parts.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${value.name}"\r\n\r\n`,
        ),
      );
      parts.push(Buffer.from(await value.arrayBuffer()), Buffer.from('\r\n'));
    }
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    body: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

afterAll(() => {
  globalThis.fetch = realFetch;
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
});
afterEach(cleanup);

describe('reading a batch of receipts', () => {
  it(
    'reads ten one after another while the first is edited; sure fields filled and marked, unsure ones offered, nothing saved',
    { timeout: 45_000 },
    async () => {
      const user = userEvent.setup({ applyAccept: false });
      const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      qc.setQueryData(keys.currencies(business), [{ code: 'EUR', title: 'Euro' }]);
      render(
        <QueryClientProvider client={qc}>
          <CapturePanel business={business} />
        </QueryClientProvider>,
      );
      const files = Array.from(
        { length: 10 },
        (_, i) => new File(['jpeg'], `r${i + 1}.jpg`, { type: 'image/jpeg' }),
      );
      await user.upload(screen.getByLabelText('Receipt files'), files);

      const card = (n: number) => screen.getByRole('article', { name: `Receipt r${n}.jpg` });
      expect(within(card(1)).getByRole('status')).toHaveTextContent('Reading…');
      expect(within(card(10)).getByRole('status')).toHaveTextContent('Waiting to be read…');

      // the first is read: the person checks and edits it while the rest are still being read
      const first = within(card(1));
      await waitFor(() => expect(first.getByLabelText('Total incl. VAT')).toHaveValue('11.00'), {
        timeout: 5000,
      });
      expect(first.getByLabelText('Seller')).toHaveValue('Shop 1 Ltd');
      expect(first.getByLabelText('Seller')).toHaveAccessibleDescription(/Read from the receipt/);
      expect(within(card(10)).getByRole('status')).toHaveTextContent(/Waiting to be read|Reading…/);
      await user.clear(first.getByLabelText('Total incl. VAT'));
      await user.type(first.getByLabelText('Total incl. VAT'), '11.50');
      expect(first.getByLabelText('Total incl. VAT')).not.toHaveAccessibleDescription(
        /Read from the receipt/,
      );
      // the date was unsure: offered, not filled in
      const date = first.getByLabelText('Date');
      expect(date).not.toHaveValue('2026-03-14');
      expect(date).toHaveAccessibleDescription(/Unsure reading: “2026-03-14”/);
      await user.click(first.getByRole('button', { name: 'Use it' }));
      expect(date).toHaveValue('2026-03-14');

      await waitFor(() => expect(within(card(10)).getByLabelText('Seller')).toHaveValue('Shop 10 Ltd'), {
        timeout: 20_000,
      });
      expect(maxInFlight).toBe(1);
      expect(first.getByLabelText('Total incl. VAT')).toHaveValue('11.50');
      expect(posts.filter((p) => p.endsWith('/receipts/read'))).toHaveLength(10);
      expect(posts.filter((p) => p.startsWith('POST') && !p.endsWith('/receipts/read'))).toEqual([]); // nothing saved
    },
  );
});
