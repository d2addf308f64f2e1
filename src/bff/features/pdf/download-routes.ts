import { createReadStream } from 'node:fs';
import type { ReadableStream } from 'node:stream/web';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { BffConfig } from '../../platform/config';
import { BffHttpError } from '../../platform/errors';
import type { Mirror } from '../mirror';
import type { Gateway } from '../../platform/upstream/gateway';
import type { Vault } from '../../platform/vault/vault';
import { priorityOf, scope } from '../../platform/http/scope';
import type { Priority } from '../../platform/upstream/governor';
import type { PdfCache } from './disk-cache';
import { disposition, safePart } from '../../platform/http/pack-names';
import { invoiceLabel } from '../../../contract/invoice';

interface Attempt {
  firstAt: number;
  running: Promise<'ready' | 'retry'> | undefined;
}

const sleep = (ms: number) => new Promise<'waiting'>((r) => setTimeout(() => r('waiting'), ms));

/**
 * GET /api/b/{b}/invoices/{id}/download. The API holds a download up to 20 s and then answers 500 while a PDF
 * renders; the browser is held at most `holdMs`, then told 202 + Retry-After (`pdf_rendering`) while one upstream
 * download keeps going in the background; past `maxTotalMs`, `pdf_failed`. Rendered PDFs are cached per version.
 */
export function pdfRoutes(d: {
  vault: Vault;
  gateway: Gateway;
  mirror: Mirror;
  cache: PdfCache;
  pdf: BffConfig['pdf'];
}) {
  const attempts = new Map<string, Attempt>();

  /** One upstream download per version, shared by every poll; `priority` is the asking request's that began it. */
  async function download(
    business: string,
    id: string,
    updatedAt: number,
    priority: Priority,
  ): Promise<'ready' | 'retry'> {
    try {
      const { response } = await d.gateway.stream(business, 'GET', `/invoices/${id}/download`, { priority });
      await d.cache.store(business, id, updatedAt, response.body as ReadableStream);
      return 'ready';
    } catch (e) {
      if (e instanceof BffHttpError && e.code === 'upstream_error') return 'retry'; // the API's 500: still rendering
      throw e;
    }
  }

  async function version(business: string, id: string, priority: Priority): Promise<number> {
    const known = d.mirror.invoice(business, id)?.updated_at;
    if (known !== undefined) return known;
    await d.gateway.json(business, 'GET', `/invoices/${id}`, { priority }); // its answer lands in the mirror
    const v = d.mirror.invoice(business, id)?.updated_at;
    if (v === undefined)
      throw new BffHttpError(502, 'upstream_error', 'The API answered without the invoice.');
    return v;
  }

  /** Named as the owner knows it (`BPS-005.pdf`), as the month pack names it. */
  const fileName = (business: string, id: string) => {
    const inv = d.mirror.invoice(business, id);
    return `${inv ? safePart(invoiceLabel(inv)) : `invoice-${id}`}.pdf`;
  };
  const sendPdf = (reply: FastifyReply, business: string, id: string, updatedAt: number) =>
    reply
      .type('application/pdf')
      .header('content-disposition', disposition('inline', fileName(business, id)))
      .header('cache-control', 'private, max-age=0')
      .send(createReadStream(d.cache.file(business, id, updatedAt)));

  return async (app: FastifyInstance) => {
    app.get('/api/b/:business/invoices/:id/download', { config: { access: 'read' } }, async (req, reply) => {
      const { business, id } = scope(d.vault, req);
      const priority = priorityOf(req);
      const updatedAt = await version(business, id, priority);
      if (await d.cache.has(business, id, updatedAt)) return sendPdf(reply, business, id, updatedAt);

      const key = `${business}:${id}:${updatedAt}`;
      const attempt = attempts.get(key) ?? { firstAt: Date.now(), running: undefined };
      attempts.set(key, attempt);
      if (!attempt.running) {
        attempt.running = download(business, id, updatedAt, priority).finally(
          () => (attempt.running = undefined),
        );
        attempt.running.catch(() => undefined); // a failure nobody is waiting for is met by the next poll
      }
      const outcome = await Promise.race([attempt.running, sleep(d.pdf.holdMs)]).catch((e: unknown) => {
        attempts.delete(key);
        throw e;
      });
      if (outcome === 'ready') {
        attempts.delete(key);
        return sendPdf(reply, business, id, updatedAt);
      }
      if (Date.now() - attempt.firstAt >= d.pdf.maxTotalMs) {
        attempts.delete(key);
        throw new BffHttpError(504, 'pdf_failed', 'The PDF did not appear in time. Try again.');
      }
      return reply.code(202).header('retry-after', String(d.pdf.retryAfterS)).send({
        status: 202,
        code: 'pdf_rendering',
        message: 'The PDF is still rendering.',
        retry_after_s: d.pdf.retryAfterS,
      });
    });
  };
}
