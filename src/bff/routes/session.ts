import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { BffHttpError, validationError } from '../errors';
import { maxLoginDelayS, type Sessions } from '../auth/sessions';

const loginBody = z.object({ password: z.string().min(1).max(1024) });

/** GET /api/session (always open), POST /api/session {password}, DELETE /api/session. */
export function sessionRoutes(sessions: Sessions, maxUploadMb: number) {
  return async (app: FastifyInstance) => {
    const state = (authenticated: boolean) => ({
      data: { login_required: sessions.loginRequired, authenticated, max_upload_mb: maxUploadMb },
    });
    app.get('/api/session', async (req) => state(sessions.authenticated(req)));
    app.post('/api/session', async (req, reply) => {
      const body = loginBody.safeParse(req.body);
      if (!body.success) {
        throw validationError({ password: ['Enter the password.'] });
      }
      const result = await sessions.login(req, reply, body.data.password);
      if (result === 'busy') {
        const message = 'Too many login attempts at once: wait for the answers, then try again.';
        throw new BffHttpError(429, 'rate_limited', message, { errors: { password: [message] }, retry_after_s: maxLoginDelayS });
      }
      if (result === 'wrong') {
        throw new BffHttpError(401, 'login_required', 'Wrong password.', { errors: { password: ['Wrong password.'] } });
      }
      return state(true);
    });
    app.delete('/api/session', async (req, reply) => {
      sessions.logout(req, reply);
      return reply.code(204).send();
    });
  };
}
