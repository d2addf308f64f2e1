import { z } from 'zod/mini';

/**
 * People and access (issue 46): the roles a person holds per business, what each role may do, and the BFF's people,
 * invitation, account and activity answers. Roles apply only on a desk with a password (DESK_PASSWORD); without one
 * everybody acts as the owner.
 */
export const roles = ['owner', 'accountant', 'staff'] as const;
export type Role = (typeof roles)[number];
export const roleSchema = z.enum(roles, { error: 'Choose owner, accountant or staff.' });

/** What a role may do in its business; each BFF route declares the one it needs. */
/** `member`: anyone with a role in the business (what every form of theirs needs, such as the currency list). */
export const businessPermissions = [
  'member',
  'read',
  'export',
  'write',
  'capture',
  'own-expenses',
  'manage',
] as const;
export type BusinessPermission = (typeof businessPermissions)[number];
/**
 * Every permission a route may declare: `open` needs no login, `signed-in` any person, `desk-owner` the desk's own
 * account (connect and disconnect businesses); the rest are decided by the person's role in the path's business.
 */
export const permissions = ['open', 'signed-in', 'desk-owner', ...businessPermissions] as const;
export type Permission = (typeof permissions)[number];

/** The one table of who may do what; `own-expenses` for staff means their own uploads only. */
export const rolePermissions: Record<Role, readonly BusinessPermission[]> = {
  owner: businessPermissions,
  accountant: ['member', 'read', 'export', 'own-expenses'],
  staff: ['member', 'capture', 'own-expenses'],
};

export const roleMay = (role: Role, permission: BusinessPermission): boolean =>
  rolePermissions[role].includes(permission);

export const isBusinessPermission = (p: Permission): p is BusinessPermission =>
  (businessPermissions as readonly string[]).includes(p);

/** A password a person chooses for themselves (the desk owner's comes from DESK_PASSWORD and is not checked). */
export const minPasswordLength = 10;
const newPassword = z
  .string({ error: 'Choose a password.' })
  .check(
    z.minLength(minPasswordLength, `Use at least ${minPasswordLength} characters.`),
    z.maxLength(1024, 'Keep the password under 1024 characters.'),
  );
const email = z.email({ error: 'Enter an e-mail address such as name@example.com.' }).check(z.maxLength(254));

/** POST /api/session. No e-mail: the desk owner (how every desk logged in before people existed). */
export const loginBodySchema = z.object({
  email: z.optional(z.string().check(z.maxLength(254))),
  password: z
    .string({ error: 'Enter the password.' })
    .check(z.minLength(1, 'Enter the password.'), z.maxLength(1024)),
  /** The authenticator's six digits, or one of the recovery codes, once the answer was `totp_required`. */
  totp: z.optional(z.string().check(z.maxLength(64))),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const invitationBodySchema = z.object({ email, role: roleSchema });
export const acceptBodySchema = z.object({
  password: newPassword,
  name: z.optional(z.string().check(z.maxLength(100, 'Keep the name under 100 characters.'))),
});
export const roleBodySchema = z.object({ role: roleSchema });
export const passwordChangeBodySchema = z.object({
  current_password: z.string().check(z.minLength(1, 'Enter your current password.'), z.maxLength(1024)),
  password: newPassword,
});
export const totpCodeBodySchema = z.object({
  code: z.string({ error: 'Enter the code.' }).check(z.minLength(1, 'Enter the code.'), z.maxLength(64)),
});

/** A person as the business's people list shows them. Times are Unix seconds. */
export const personSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.nullable(z.string()),
  role: roleSchema,
  /** The desk's own account: owner of every business, cannot be removed or demoted. */
  desk_owner: z.boolean(),
  created_at: z.int(),
});
export type Person = z.infer<typeof personSchema>;

export const invitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: roleSchema,
  created_at: z.int(),
  expires_at: z.int(),
});
export type Invitation = z.infer<typeof invitationSchema>;

/** GET /api/invitations/{token}: what the invited person sees before choosing a password. */
export const invitationViewSchema = z.object({
  email: z.string(),
  business: z.object({ id: z.string(), title: z.string() }),
  role: roleSchema,
  expires_at: z.int(),
  /** The e-mail already has an account on this desk: accepting takes its existing password (`name` is ignored). */
  existing_account: z.boolean(),
});

/** The signed-in person, as GET /api/session and GET /api/account tell it. */
export const accountSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.nullable(z.string()),
  desk_owner: z.boolean(),
  totp_enabled: z.boolean(),
  /** Their role in each business they may open. */
  roles: z.record(z.string(), roleSchema),
});
export type Account = z.infer<typeof accountSchema>;

/** One of the person's own login sessions (GET /api/account/sessions). */
export const sessionInfoSchema = z.object({
  id: z.string(),
  created_at: z.int(),
  last_seen_at: z.int(),
  expires_at: z.int(),
  user_agent: z.nullable(z.string()),
  current: z.boolean(),
});
export type SessionInfo = z.infer<typeof sessionInfoSchema>;

/** What the activity log records, by verb. Desk-wide entries (login failures) have no business. */
export const activityVerbs = [
  'invoice.issued',
  'invoice.edited',
  'invoice.deleted',
  'invoice.sent', // detail: invoice | reminder
  'expense.captured',
  'expense.edited',
  'expense.deleted',
  'schedule.created',
  'schedule.changed',
  'schedule.deleted',
  'exported', // label: the file's name
  'month_pack',
  'settings.changed',
  'person.invited', // label: their e-mail, detail: the role
  'invitation.cancelled',
  'person.added',
  'person.removed',
  'person.role_changed',
  'login.failed', // detail: password | totp
] as const;
export type ActivityVerb = (typeof activityVerbs)[number];

export const activityEntrySchema = z.object({
  id: z.int(),
  at: z.int(),
  person_id: z.nullable(z.string()),
  email: z.nullable(z.string()),
  verb: z.enum(activityVerbs),
  /** The record acted on (an invoice's, expense's, schedule's or person's id). */
  record_id: z.nullable(z.string()),
  /** How people know the record: an invoice's series and number, a person's e-mail, a file's name. */
  label: z.nullable(z.string()),
  detail: z.nullable(z.string()),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;
