import type { FastifyInstance, FastifyRequest } from 'fastify';
import { passwordChangeBodySchema, totpCodeBodySchema } from '../../../contract/people';
import { hashPassword, passwordMatches } from '../../platform/auth/passwords';
import type { Sessions } from '../../platform/auth/sessions';
import { BffHttpError, notFound, validationError } from '../../platform/errors';
import { parsed } from './body';
import type { People } from './people';
import type { PeopleStore } from './people-store';
import type { SecondFactor } from './second-factor';

export interface AccountRouteDeps {
  sessions: Sessions;
  people: People;
  store: PeopleStore;
  secondFactor: SecondFactor;
}

/** A person's own account: only on a desk with a login (without one there are no accounts, everybody is the owner). */
const signedIn = (d: AccountRouteDeps, req: FastifyRequest) => {
  if (!d.sessions.loginRequired)
    throw new BffHttpError(409, 'conflict', 'This desk has no login (DESK_PASSWORD is not set).');
  return req.access!;
};

/** The signed-in person's own account: who they are, their password, their sessions (and logging out everywhere), TOTP. */
export function accountRoutes(d: AccountRouteDeps) {
  return async (app: FastifyInstance) => {
    const own = { config: { access: 'signed-in' as const } };
    app.get('/api/account', own, async (req) => ({ data: d.people.account(req.access!.person) }));
    app.put('/api/account/password', own, async (req, reply) => {
      const { person, sessionId } = signedIn(d, req);
      const body = parsed(passwordChangeBodySchema, req.body);
      if (!(await passwordMatches(d.store.passwordHash(person.id) ?? '', body.current_password)))
        throw validationError({ current_password: ['That is not your current password.'] });
      d.store.setPassword(person.id, await hashPassword(body.password));
      // Whoever else knew the old password is signed out; this session stays.
      for (const s of d.sessions.list(person.id, sessionId))
        if (!s.current) d.sessions.revoke(person.id, s.id);
      return reply.code(204).send();
    });
    app.get('/api/account/sessions', own, async (req) => {
      const { person, sessionId } = signedIn(d, req);
      return { data: d.sessions.list(person.id, sessionId) };
    });
    app.delete('/api/account/sessions', own, async (req, reply) => {
      d.sessions.endAll(signedIn(d, req).person.id);
      d.sessions.logout(req, reply);
      return reply.code(204).send();
    });
    app.delete('/api/account/sessions/:id', own, async (req, reply) => {
      const { id } = req.params as { id: string };
      if (!d.sessions.revoke(signedIn(d, req).person.id, id)) throw notFound('No such session of yours.');
      return reply.code(204).send();
    });
    app.post('/api/account/totp', own, async (req) => ({
      data: d.secondFactor.begin(signedIn(d, req).person),
    }));
    app.post('/api/account/totp/confirm', own, async (req) => {
      const { person } = signedIn(d, req);
      return { data: d.secondFactor.confirm(person, parsed(totpCodeBodySchema, req.body).code) };
    });
    app.delete('/api/account/totp', own, async (req, reply) => {
      const { person } = signedIn(d, req);
      d.secondFactor.disable(person, parsed(totpCodeBodySchema, req.body).code);
      return reply.code(204).send();
    });
  };
}
