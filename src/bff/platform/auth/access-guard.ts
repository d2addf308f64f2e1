import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  type ActivityVerb,
  isBusinessPermission,
  type Permission,
  type Role,
  roleMay,
} from '../../../contract/people';
import { BffHttpError, notFound } from '../errors';
import type { StreamGate } from '../sse-hub';
import type { Sessions, SignedInPerson } from './sessions';

/** Who a request comes from and what they hold in the path's business: set by the guard, read by routes. */
export interface Access {
  person: SignedInPerson;
  /** Their session's public id (none on a desk without a login). */
  sessionId: string | undefined;
  /** Their role in the path's business, when the path names one. */
  role: Role | undefined;
  /** Their role in any business (the business list shows only theirs). */
  roleIn(business: string): Role | undefined;
}

/** Each person's role per business: the people feature keeps them (the desk owner owns every connected business). */
export interface RoleBook {
  roleIn(person: SignedInPerson, business: string): Role | undefined;
}

/** A route's successful answer, as the activity log takes it. */
export interface ActivityEvent {
  business: string;
  person: SignedInPerson;
  verb: ActivityVerb;
  record_id: string | null;
  label: string | null;
  detail: string | null;
}

/** Staff see only the expenses they captured: which ones are theirs, and their own list page. */
export interface OwnExpenses {
  isTheirs(business: string, expense: string, personId: string): boolean;
  page(req: FastifyRequest, business: string, personId: string): Promise<unknown>;
}

export interface GuardDeps {
  sessions: Sessions;
  roles: RoleBook;
  record(event: ActivityEvent): void;
  own: OwnExpenses;
}

const params = (req: FastifyRequest) => req.params as { business?: string; id?: string };

/**
 * The one decision: from the permission the routed route declares and the person's role in the path's business.
 * 401 `login_required` without a login (but on `open` routes), 403 `forbidden` when the role does not allow it.
 * Staff on an `own-expenses` route get only their own: another's expense is a 404, the list is theirs alone.
 */
export async function decide(
  d: GuardDeps,
  req: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply | undefined> {
  const access = req.routeOptions.config.access as Permission;
  const who = d.sessions.signedIn(req);
  const { business, id } = params(req);
  const roleIn = (b: string) => (who ? d.roles.roleIn(who.person, b) : undefined);
  req.access = who
    ? {
        person: who.person,
        sessionId: who.session?.id,
        role: business === undefined ? undefined : roleIn(business),
        roleIn,
      }
    : null;
  if (access === 'open') return undefined;
  if (!req.access) throw new BffHttpError(401, 'login_required', 'Log in to use the dashboard.');
  const { person, role } = req.access;
  const allowed =
    access === 'signed-in' ||
    (access === 'desk-owner' && person.desk_owner) ||
    (isBusinessPermission(access) && role !== undefined && roleMay(role, access));
  if (!allowed) throw new BffHttpError(403, 'forbidden', 'Your role does not allow this here.');
  if (access !== 'own-expenses' || role !== 'staff' || business === undefined) return undefined;
  if (id !== undefined) {
    if (!d.own.isTheirs(business, id, person.id)) throw notFound('No such expense among yours.');
    return undefined;
  }
  // Their list is answered here, in place of the route's (which lists everybody's): the reply ends the request.
  return reply.send(await d.own.page(req, business, person.id));
}

/**
 * The event stream of the person this request came from: messages of their businesses only (staff: none that carry
 * records), and ended as soon as their session is (asked again per message, and when sessions end).
 */
export function streamGate(d: GuardDeps, req: FastifyRequest): StreamGate {
  return (event, business) => {
    const who = d.sessions.signedIn(req);
    if (!who) return 'end';
    if (business === undefined) return 'send';
    const role = d.roles.roleIn(who.person, business);
    if (role === undefined || (role === 'staff' && (event === 'webhook' || event === 'month-pack')))
      return 'skip';
    return 'send';
  };
}

const dataOf = (payload: unknown): Record<string, unknown> => {
  try {
    const data = (JSON.parse(typeof payload === 'string' ? payload : 'null') as { data?: unknown } | null)
      ?.data;
    return typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};
const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);
const fileName = (disposition: unknown) => text(/filename="([^"]+)"/.exec(String(disposition ?? ''))?.[1]);

/**
 * A successful answer of a route that declares `activity`, as it is sent (so an expense's creator is known before
 * its captor can ask for it): who (the person), what (the record's id, and how people name it — an invoice's
 * number, a person's e-mail, an expense's seller, a file's name), never a body's secrets.
 */
export function recordActivity(
  d: GuardDeps,
  req: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): void {
  const verb = req.routeOptions.config.activity;
  const { business, id } = params(req);
  if (verb === undefined || business === undefined || !req.access || reply.statusCode >= 300) return;
  const data = dataOf(payload);
  const number =
    text(data.series) && text(data.invoice_number)
      ? `${String(data.series)}-${String(data.invoice_number)}`
      : null;
  d.record({
    business,
    person: req.access.person,
    verb,
    record_id: id ?? text(data.id),
    label:
      number ?? text(data.email) ?? text(data.seller) ?? fileName(reply.getHeader('content-disposition')),
    detail: text(data.role) ?? text(data.kind),
  });
}
