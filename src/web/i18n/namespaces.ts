/**
 * The catalogue namespaces: `shell` (app frame, shared components, lib messages) is always loaded; each other one is
 * loaded with the screens that use it (see app/router.tsx), so the first screen carries only `shell` and `overview`.
 * `rules` holds the contract's rule and advice sentences (src/contract/messages.ts), for the screens with forms.
 */
export const namespaces = ['shell', 'overview', 'invoices', 'expenses', 'business', 'rules'] as const;
export type Namespace = (typeof namespaces)[number];
