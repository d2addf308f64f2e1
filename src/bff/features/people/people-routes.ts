import type { FastifyInstance, FastifyRequest } from 'fastify';
import { invitationBodySchema, roleBodySchema } from '../../../contract/people';
import { requestLocale } from '../../platform/http/request-locale';
import { scope } from '../../platform/http/scope';
import type { Vault } from '../../platform/vault/vault';
import type { ActivityLog } from './activity-log';
import { parsed } from './body';
import type { Invitations } from './invitations';
import { pageMeta, pageOf } from './paging';
import type { People } from './people';

export interface PeopleRouteDeps {
  vault: Vault;
  people: People;
  invitations: Invitations;
  activity: ActivityLog;
}

/** The address the invited person opens: this desk as the owner reached it (the same-origin check vouched for it). */
const originOf = (req: FastifyRequest) =>
  req.headers.origin && req.headers.origin !== 'null'
    ? req.headers.origin
    : `${req.headers['x-forwarded-proto'] === 'https' ? 'https' : req.protocol}://${req.headers.host ?? 'localhost'}`;

const person = (req: FastifyRequest) => req.access!.person;

/** A business's people, invitations and activity log: its owners manage people, owners and accountants read the log. */
export function peopleRoutes(d: PeopleRouteDeps) {
  return async (app: FastifyInstance) => {
    app.get('/api/b/:business/people', { config: { access: 'manage' } }, async (req) => {
      const { business } = scope(d.vault, req);
      return { data: { people: d.people.list(business), invitations: d.invitations.pending(business) } };
    });
    app.post(
      '/api/b/:business/invitations',
      { config: { access: 'manage', activity: 'person.invited' } },
      async (req, reply) => {
        const { business } = scope(d.vault, req);
        const { email, role } = parsed(invitationBodySchema, req.body);
        return reply.code(201).send({
          data: d.invitations.invite(business, email, role, person(req), originOf(req), requestLocale(req)),
        });
      },
    );
    app.delete(
      '/api/b/:business/invitations/:id',
      { config: { access: 'manage', activity: 'invitation.cancelled' } },
      async (req) => {
        const { business, id } = scope(d.vault, req);
        return { data: d.invitations.cancel(business, id) };
      },
    );
    app.put(
      '/api/b/:business/people/:id',
      { config: { access: 'manage', activity: 'person.role_changed' } },
      async (req) => {
        const { business, id } = scope(d.vault, req);
        return { data: d.people.changeRole(business, id, parsed(roleBodySchema, req.body).role) };
      },
    );
    app.delete(
      '/api/b/:business/people/:id',
      { config: { access: 'manage', activity: 'person.removed' } },
      async (req) => {
        const { business, id } = scope(d.vault, req);
        return { data: d.people.remove(business, id) };
      },
    );
    app.get('/api/b/:business/activity', { config: { access: 'read' } }, async (req) => {
      const { business } = scope(d.vault, req);
      const page = pageOf(req);
      const { rows, total } = d.activity.page(business, person(req).desk_owner, page);
      return { data: rows, meta: pageMeta(page, rows.length, total) };
    });
  };
}
