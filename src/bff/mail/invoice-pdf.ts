import { readFile } from 'node:fs/promises';
import type { ReadableStream } from 'node:stream/web';
import type { PdfCache } from '../pdf/disk-cache';
import type { Mirror } from '../records/mirror';
import type { Gateway } from '../upstream/gateway';
import type { StoredEmail } from './outbox-store';
import { PermanentMailError } from './worker';

/**
 * The invoice's PDF for a message: from the BFF's PDF cache when that version is there, else from the API at
 * background priority (the person's own requests go first) and into the cache. Still rendering, or the API busy:
 * the send is retried later. The invoice gone: the message fails for good.
 */
export function invoicePdf(d: { mirror: Mirror; gateway: Gateway; cache: PdfCache }) {
  return async ({ business, invoice_id: id }: StoredEmail): Promise<Buffer> => {
    let version = d.mirror.invoice(business, id)?.updated_at;
    if (version === undefined) {
      await d.gateway.json(business, 'GET', `/invoices/${id}`, { priority: 'background', refresh: true });
      version = d.mirror.invoice(business, id)?.updated_at;
    }
    if (version === undefined)
      throw new PermanentMailError('The invoice no longer exists, so its PDF cannot be attached.');
    if (!(await d.cache.has(business, id, version))) {
      const { response } = await d.gateway.stream(business, 'GET', `/invoices/${id}/download`, {
        priority: 'background',
      });
      await d.cache.store(business, id, version, response.body as ReadableStream);
    }
    return readFile(d.cache.file(business, id, version));
  };
}
