import type { FastifyError, FastifyInstance, FastifyReply, FastifyServerOptions } from 'fastify';
import type { BffErrorCode } from '../../../contract/bff';
import type { BffConfig } from '../config';
import { BffHttpError } from '../errors';

const codes: Partial<Record<number, BffErrorCode>> = { 403: 'forbidden', 404: 'not_found', 413: 'too_large' };
/** The code of a 4xx that Fastify or a plugin raised (a path-traversal GET is @fastify/static's 403). */
const codeForStatus = (status: number): BffErrorCode => codes[status] ?? 'bad_request';

/** The server's options: its log (secrets redacted), the body limit, and the BFF's error shape for the router's refusals. */
export const serverOptions = (config: Pick<BffConfig, 'log'>): FastifyServerOptions => ({
  logger: config.log
    ? { redact: ['req.headers.authorization', 'req.headers.cookie', 'req.headers.signature'] }
    : false,
  bodyLimit: 2 * 1024 * 1024,
  forceCloseConnections: true,
  // A URL the router refuses (malformed, a 100-character parameter) gets the BFF's error shape too.
  frameworkErrors: (error, _req, reply) => {
    const status = error.statusCode ?? 400;
    void (reply as FastifyReply)
      .code(status)
      .send({ status, code: codeForStatus(status), message: error.message });
  },
});

/** Every error answered in the BFF's shape: its own errors as raised, a 4xx of Fastify's coded, anything else a 500. */
export function setErrorShape(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof BffHttpError) {
      if (err.extra.retry_after_s !== undefined)
        reply.header('retry-after', String(Math.ceil(err.extra.retry_after_s)));
      return reply.code(err.status).send(err.toBody());
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ status, code: codeForStatus(status), message: err.message });
    }
    req.log.error(err);
    return reply
      .code(500)
      .send({ status: 500, code: 'internal', message: 'Something went wrong in the dashboard server.' });
  });
}
