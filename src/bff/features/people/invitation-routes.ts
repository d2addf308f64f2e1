import type { FastifyInstance } from 'fastify';
import { acceptBodySchema } from '../../../contract/people';
import type { Sessions } from '../../platform/auth/sessions';
import { notFound } from '../../platform/errors';
import { parsed } from './body';
import type { Invitations } from './invitations';
import type { People } from './people';

const tokenOf = (params: unknown) => {
  const { token } = params as { token: string };
  if (!/^[\w-]{20,100}$/.test(token)) throw notFound('No such invitation.');
  return token;
};

/** The invitation's link, opened by someone not signed in yet: what it offers, and accepting it (which signs them in). */
export function invitationRoutes(d: { invitations: Invitations; sessions: Sessions; people: People }) {
  return async (app: FastifyInstance) => {
    app.get('/api/invitations/:token', { config: { access: 'open' } }, async (req) => ({
      data: d.invitations.view(tokenOf(req.params)),
    }));
    app.post('/api/invitations/:token/accept', { config: { access: 'open' } }, async (req, reply) => {
      const body = parsed(acceptBodySchema, req.body);
      const id = await d.invitations.accept(tokenOf(req.params), body.password, body.name);
      d.sessions.open(req, reply, id);
      return { data: d.people.accountOf(id) };
    });
  };
}
