import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { BffHttpError } from '../errors';
import type { Sessions } from './sessions';

const loginBody = z.object({ password: z.string().min(1).max(1024) });

/** GET /api/session (always open), POST /api/session {password}, DELETE /api/session. */
export function sessionRoutes(sessions: Sessions) {
  return async (app: FastifyInstance) => {
    app.get('/api/session', async (req) => ({
      data: { login_required: sessions.loginRequired, authenticated: sessions.authenticated(req) },
    }));
    app.post('/api/session', async (req, reply) => {
      const body = loginBody.safeParse(req.body);
      if (!body.success) {
        throw new BffHttpError(422, 'validation', 'Enter the password.', { errors: { password: ['Enter the password.'] } });
      }
      if (!(await sessions.login(req, reply, body.data.password))) {
        throw new BffHttpError(401, 'login_required', 'Wrong password.', { errors: { password: ['Wrong password.'] } });
      }
      return { data: { login_required: sessions.loginRequired, authenticated: true } };
    });
    app.delete('/api/session', async (req, reply) => {
      sessions.logout(req, reply);
      return reply.code(204).send();
    });
  };
}
