import type { ActivityVerb, Role } from '../../../contract/people';
import type { MessageId } from '../../i18n/messages';

/** The roles in words, each with what it may do (the invitation form and the invitation screen say it). */
export const roleWords: Record<Role, MessageId> = {
  owner: 'people.role.owner',
  accountant: 'people.role.accountant',
  staff: 'people.role.staff',
};
export const roleHints: Record<Role, MessageId> = {
  owner: 'people.role.ownerHint',
  accountant: 'people.role.accountantHint',
  staff: 'people.role.staffHint',
};

/** What the activity log records, as a person says it (`{label}`: the record, `{detail}` unused by most). */
export const verbWords: Record<ActivityVerb, MessageId> = {
  'invoice.issued': 'people.verb.invoiceIssued',
  'invoice.edited': 'people.verb.invoiceEdited',
  'invoice.deleted': 'people.verb.invoiceDeleted',
  'invoice.sent': 'people.verb.invoiceSent',
  'expense.captured': 'people.verb.expenseCaptured',
  'expense.edited': 'people.verb.expenseEdited',
  'expense.deleted': 'people.verb.expenseDeleted',
  'schedule.created': 'people.verb.scheduleCreated',
  'schedule.changed': 'people.verb.scheduleChanged',
  'schedule.deleted': 'people.verb.scheduleDeleted',
  exported: 'people.verb.exported',
  month_pack: 'people.verb.monthPack',
  'settings.changed': 'people.verb.settingsChanged',
  'person.invited': 'people.verb.personInvited',
  'invitation.cancelled': 'people.verb.invitationCancelled',
  'person.added': 'people.verb.personAdded',
  'person.removed': 'people.verb.personRemoved',
  'person.role_changed': 'people.verb.personRoleChanged',
  'login.failed': 'people.verb.loginFailed',
};
