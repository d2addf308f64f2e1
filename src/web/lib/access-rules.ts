import {
  accountSchema,
  roleMay,
  type Account,
  type BusinessPermission,
  type Role,
} from '../../contract/people';
import type { SessionState } from './reference-queries';

/** The signed-in person as the session tells them, read with the contract's schema (none on a desk without a login). */
export const accountOf = (session: SessionState): Account | undefined => {
  const parsed = accountSchema.safeParse(session.account);
  return parsed.success ? parsed.data : undefined;
};

type Needs = BusinessPermission;

/**
 * What each section of a business (the path after `/b/{business}/`) needs the person's role to allow. People, activity
 * and the account's page need a login too: a desk without one has nobody to invite and one person acting.
 */
const sectionNeeds: Record<string, Needs> = {
  '': 'read',
  invoices: 'read',
  expenses: 'own-expenses',
  // Schedules are changes: an accountant reads the invoices they issued instead.
  recurring: 'write',
  reports: 'read',
  profile: 'read',
  settings: 'manage',
  people: 'manage',
  activity: 'read',
};
const loginOnly = new Set(['people', 'activity']);

/** What the person may do, as the frame and the screens hide what they may not. */
export interface Access {
  /** Signed in as a person (a desk with a login). */
  signedIn: boolean;
  /** The desk's own account (or a desk without a login): connects and disconnects businesses. */
  deskOwner: boolean;
  /** Their role in the business asked about: null when it is not theirs. */
  role: Role | null;
  may: (permission: BusinessPermission) => boolean;
  /** Whether the header shows this section (`invoices`, `people`, '' for the overview). */
  shows: (section: string) => boolean;
  /** Where a page of the business (`rest`: the path after `/b/{business}`) sends them instead, if it is not theirs. */
  redirect: (rest: string) => string | undefined;
}

export function accessIn(session: SessionState, business: string | undefined): Access {
  const account = accountOf(session);
  // The desk owner is owner of every connected business, one connected a moment ago too (before the session is read
  // again); on a desk without a login everybody acts as the owner.
  const role: Role | null =
    !account || account.desk_owner ? 'owner' : (business && account.roles[business]) || null;
  const may = (permission: BusinessPermission) => role !== null && roleMay(role, permission);
  const shows = (section: string) => {
    // Everybody signed in has their own account's page, staff too.
    if (section === 'account') return account !== undefined;
    const needs = sectionNeeds[section];
    return needs === undefined || (may(needs) && (account !== undefined || !loginOnly.has(section)));
  };
  // A new or edited invoice is a write: an accountant goes back to the list; anyone else to where they land.
  const opens = (rest: string) =>
    /^\/invoices\/(new|[^/]+\/edit)\/?$/.test(rest)
      ? may('write')
      : shows(/^\/([^/?]+)/.exec(rest)?.[1] ?? '');
  const redirect = (rest: string) => {
    if (role === null) return '/';
    if (opens(rest)) return undefined;
    if (rest.startsWith('/invoices/') && opens('/invoices')) return `/b/${business}/invoices`;
    return may('read') ? `/b/${business}` : `/b/${business}/expenses`;
  };
  // Signed out on a desk with a login: nobody's desk to connect businesses to.
  const deskOwner = account ? account.desk_owner : !session.login_required;
  return { signedIn: account !== undefined, deskOwner, role, may, shows, redirect };
}
