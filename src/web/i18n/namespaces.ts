/**
 * The catalogue namespaces: `shell` (app frame, shared components, lib messages) is always loaded; each other one is
 * loaded with the screens that use it (see app/router.tsx), so the first screen carries only `shell` and `overview`.
 * `rules` holds the contract's rule and advice sentences (src/contract/messages.ts), for the screens with forms.
 * `lists` holds the words of the shared record-list parts (counts, notices, filters, sort, pager, freshness line):
 * only the invoice and expense lists show them, so they stay off the first screen. `recurring` is the Recurring
 * screen's and the overview's "Coming up" card's (loaded after the first paint). `months` holds the overview's words below the fold (the months, the accountant's month pack), loaded with
 * that part after the first paint. `reports` is the Reports screens'
 * (VAT by period, buyers and a buyer's account). `till` is the capture screen's (receipts photographed where one pays).
 * `people` is the login's, the invitation's, and the People, Activity and account screens' (issue 46).
 */
export const namespaces = [
  'shell',
  'overview',
  'invoices',
  'expenses',
  'business',
  'rules',
  'lists',
  'recurring',
  'reports',
  'months',
  'till',
  'people',
] as const;
export type Namespace = (typeof namespaces)[number];
