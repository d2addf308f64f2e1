import type { FastifyInstance } from 'fastify';
import { toFieldErrors } from '../../../contract/common';
import { loginBodySchema } from '../../../contract/people';
import { BffHttpError, validationError } from '../../platform/errors';
import { maxLoginDelayS, type Sessions, type SignedInPerson } from '../../platform/auth/sessions';
import type { People } from '../people';

const open = { config: { access: 'open' as const } };

/**
 * GET /api/session (always open), POST /api/session {email?, password, totp?}, DELETE /api/session. Without an
 * e-mail the login is the desk owner's, as before people existed.
 */
export function sessionRoutes(sessions: Sessions, people: People, maxUploadMb: number) {
  return async (app: FastifyInstance) => {
    const state = (person: SignedInPerson | undefined) => {
      // The person and their roles only where people exist: a desk without a login answers as it always has.
      const account = sessions.loginRequired && person ? { account: people.account(person) } : {};
      return {
        data: {
          login_required: sessions.loginRequired,
          authenticated: person !== undefined,
          max_upload_mb: maxUploadMb,
          ...account,
        },
      };
    };
    app.get('/api/session', open, async (req) => state(req.access?.person));
    app.post('/api/session', open, async (req, reply) => {
      const body = loginBodySchema.safeParse(req.body ?? {});
      if (!body.success) throw validationError(toFieldErrors(body.error.issues));
      const result = await sessions.login(req, reply, body.data);
      if (result.outcome === 'busy') {
        const message = 'Too many login attempts at once: wait for the answers, then try again.';
        throw new BffHttpError(429, 'rate_limited', message, {
          errors: { password: [message] },
          retry_after_s: maxLoginDelayS,
        });
      }
      if (result.outcome === 'wrong') {
        people.loginFailed(result.who, 'password');
        const message = body.data.email === undefined ? 'Wrong password.' : 'Wrong e-mail or password.';
        throw new BffHttpError(401, 'login_required', message, { errors: { password: [message] } });
      }
      if (result.outcome === 'totp_required' || result.outcome === 'totp_wrong') {
        if (result.outcome === 'totp_wrong') people.loginFailed(result.who, 'totp');
        const message =
          result.outcome === 'totp_required'
            ? 'Enter the code from your authenticator app, or one of your recovery codes.'
            : 'That code is not right: enter the six digits the app shows now, or a recovery code.';
        throw new BffHttpError(401, 'totp_required', message, { errors: { totp: [message] } });
      }
      return state(result.person);
    });
    app.delete('/api/session', open, async (req, reply) => {
      sessions.logout(req, reply);
      return reply.code(204).send();
    });
  };
}
