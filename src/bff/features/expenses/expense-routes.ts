import { Readable } from 'node:stream';
import type { ReadableStream } from 'node:stream/web';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BffHttpError } from '../../platform/errors';
import type { Gateway } from '../../platform/upstream/gateway';
import type { JsonAnswer } from '../../platform/json-answer';
import type { Vault } from '../../platform/vault/vault';
import { streamMultipart } from '../../platform/http/multipart-stream';
import { requestLocale } from '../../platform/http/request-locale';
import { keptFileFor } from '../einvoice';
import { ReaderPool } from '../receipts';
import { pageQuery, priorityOf, readOptions, scope, sendJson } from '../../platform/http/scope';
import { type CaptureOnce, heicAsJpeg, type MadeBefore } from '../till';

export interface ExpenseDeps {
  vault: Vault;
  gateway: Gateway;
  maxUploadMb: number;
  /** Captures from the till, saved once under the phone's id (`Idempotency-Key`). */
  once?: CaptureOnce;
}

const nullIfBlank = (v: string | undefined) => (v === undefined || v.trim() === '' ? null : v.trim());

/**
 * The spec's expense endpoints. Writes stream their multipart body through; the write-only `vat` and
 * `invoice_number` the BFF sent are remembered and shown beside `data` as `remembered` on GET /expenses/{id}.
 */
export function expenseRoutes(d: ExpenseDeps) {
  // a thread of its own, started by the first XML e-invoice saved (see kept-xml.ts), gone again when idle
  const keeper = new ReaderPool({ threads: 1 });
  async function upload(
    req: FastifyRequest,
    business: string,
    method: string,
    path: string,
    madeBefore?: MadeBefore,
  ): Promise<JsonAnswer> {
    // an XML e-invoice goes to the API as a PDF that carries it (the API stores no .xml)
    // (and an iPhone's HEIC photo as a JPEG: features/till)
    const out = await streamMultipart(
      req,
      d.maxUploadMb,
      async (file) => (await heicAsJpeg(file)) ?? keptFileFor(file, requestLocale(req), keeper),
    );
    // A capture's retry whose expense the API already has: answered with it, the photo read to its end and dropped.
    let answer = await madeBefore?.(out.fields);
    if (answer) for await (const chunk of out.body) void chunk;
    else {
      try {
        answer = await d.gateway.json(business, method, path, {
          headers: { 'content-type': out.contentType },
          body: out.body,
        });
      } catch (e) {
        throw out.failure() ?? e;
      }
    }
    const id = (answer.body as { data?: { id?: unknown } } | null)?.data?.id;
    const replacesFields = method === 'PUT' || path === '/expenses'; // POST …/file keeps every field
    if (typeof id === 'string' && replacesFields) {
      await d.vault.remember(business, id, {
        vat: nullIfBlank(out.fields.get('vat')),
        invoice_number: nullIfBlank(out.fields.get('invoice_number')),
      });
    }
    return answer;
  }

  return async (app: FastifyInstance) => {
    app.addHook('onClose', () => keeper.close());
    app.get('/api/b/:business/expenses', { config: { access: 'own-expenses' } }, async (req, reply) => {
      const { business } = scope(d.vault, req);
      return sendJson(
        reply,
        await d.gateway.json(business, 'GET', `/expenses${pageQuery(req)}`, readOptions(req)),
      );
    });
    app.post(
      '/api/b/:business/expenses',
      { config: { access: 'capture', activity: 'expense.captured' } },
      async (req, reply) => {
        const { business } = scope(d.vault, req);
        const send = (madeBefore?: MadeBefore) => upload(req, business, 'POST', '/expenses', madeBefore);
        return sendJson(reply, await (d.once ? d.once.send(req, business, send) : send()));
      },
    );
    app.get('/api/b/:business/expenses/:id', { config: { access: 'own-expenses' } }, async (req, reply) => {
      const { business, id } = scope(d.vault, req);
      const answer = await d.gateway.json(business, 'GET', `/expenses/${id}`, readOptions(req));
      return sendJson(reply, answer, {
        ...(answer.body as object),
        remembered: d.vault.remembered(business, id),
      });
    });
    app.put(
      '/api/b/:business/expenses/:id',
      { config: { access: 'write', activity: 'expense.edited' } },
      async (req, reply) => {
        const { business, id } = scope(d.vault, req);
        return sendJson(reply, await upload(req, business, 'PUT', `/expenses/${id}`));
      },
    );
    app.post(
      '/api/b/:business/expenses/:id/file',
      { config: { access: 'write', activity: 'expense.edited' } },
      async (req, reply) => {
        const { business, id } = scope(d.vault, req);
        return sendJson(reply, await upload(req, business, 'POST', `/expenses/${id}/file`));
      },
    );
    app.delete(
      '/api/b/:business/expenses/:id',
      { config: { access: 'write', activity: 'expense.deleted' } },
      async (req, reply) => {
        const { business, id } = scope(d.vault, req);
        const answer = await d.gateway.json(business, 'DELETE', `/expenses/${id}`);
        await d.vault.remember(business, id, undefined);
        return sendJson(reply, answer);
      },
    );
    app.get(
      '/api/b/:business/expenses/:id/download',
      { config: { access: 'own-expenses' } },
      async (req, reply) => {
        const { business, id } = scope(d.vault, req);
        const { response, waitedMs } = await d.gateway.stream(business, 'GET', `/expenses/${id}/download`, {
          priority: priorityOf(req),
        });
        if (!response.body) throw new BffHttpError(502, 'upstream_error', 'The API sent no file.');
        if (waitedMs > 0) reply.header('x-desk-wait-ms', String(waitedMs));
        reply.header('content-type', response.headers.get('content-type') ?? 'application/octet-stream');
        const disposition = response.headers.get('content-disposition');
        if (disposition) reply.header('content-disposition', disposition);
        return reply.send(Readable.fromWeb(response.body as ReadableStream));
      },
    );
  };
}
