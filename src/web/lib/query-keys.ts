/** THE one query-key factory: every key starts with the business, so a business's cache can be dropped at once. */
const recordKeys = <K extends 'invoices' | 'expenses'>(kind: K) => {
  const all = (b: string) => ['b', b, kind] as const;
  const lists = (b: string) => [...all(b), 'list'] as const;
  const searches = (b: string) => [...all(b), 'search'] as const;
  return {
    all,
    lists,
    list: (b: string, page: number) => [...lists(b), page] as const,
    /** A search over the BFF's mirror: its parameters as the URL's query string (one canonical order). */
    searches,
    search: (b: string, params: string, page: number) => [...searches(b), params, page] as const,
    detail: (b: string, id: string) => [...all(b), 'detail', id] as const,
  };
};

export const keys = {
  businesses: {
    all: () => ['businesses'] as const,
  },
  session: () => ['session'] as const,
  /** The signed-in person's own sessions (not a business's: the account spans them). */
  accountSessions: () => ['account', 'sessions'] as const,
  /** What an invitation's link offers, read before anyone is signed in. */
  invitation: (token: string) => ['invitation', token] as const,
  /** A business's people and pending invitations; its activity log by page. */
  people: (b: string) => ['b', b, 'people'] as const,
  activity: (b: string, page: number) => ['b', b, 'activity', page] as const,
  business: (b: string) => ['b', b] as const,
  invoices: {
    ...recordKeys('invoices'),
    pdf: (b: string, id: string, updatedAt: number) => ['b', b, 'invoices', 'pdf', id, updatedAt] as const,
    emails: (b: string, id: string) => ['b', b, 'invoices', 'emails', id] as const,
    /** The links the BFF keeps to and from this invoice (pro forma → invoice). */
    links: (b: string, id: string) => ['b', b, 'invoices', 'links', id] as const,
    /** How the BFF remembers this invoice's lines were entered (for Edit, Duplicate and credit notes). */
    enteredLines: (b: string, id: string) => ['b', b, 'invoices', 'entered-lines', id] as const,
    /** Per invoice, when it last went out by e-mail and how its newest message fared (the list's "Sent 12 Nov"). */
    sent: (b: string) => ['b', b, 'invoices', 'sent'] as const,
    nextReminders: (b: string) => ['b', b, 'invoices', 'next-reminder'] as const,
    nextReminder: (b: string, id: string) => [...keys.invoices.nextReminders(b), id] as const,
  },
  expenses: recordKeys('expenses'),
  mirror: (b: string) => ['b', b, 'mirror'] as const,
  overview: {
    all: (b: string) => ['b', b, 'overview'] as const,
    figures: (b: string) => [...keys.overview.all(b), 'figures'] as const,
    latest: (b: string, kind: 'invoices' | 'expenses', query: string) =>
      [...keys.overview.all(b), 'latest', kind, query] as const,
  },
  memory: {
    all: (b: string) => ['b', b, 'memory'] as const,
    buyers: (b: string, q: string) => [...keys.memory.all(b), 'buyers', q] as const,
    products: (b: string, q: string) => [...keys.memory.all(b), 'products', q] as const,
  },
  profile: (b: string) => ['b', b, 'profile'] as const,
  /** The settings screen's two forms: automatic reminders, and sending (time zone, Reply-To, own mail server). */
  reminders: (b: string) => ['b', b, 'reminders'] as const,
  settings: (b: string) => ['b', b, 'settings'] as const,
  /** What new invoices start from: the owner's settings, and those over the latest invoice (the form's answer). */
  invoiceDefaults: (b: string) => ['b', b, 'invoice-defaults'] as const,
  invoiceFormDefaults: (b: string) => [...keys.invoiceDefaults(b), 'form'] as const,
  currencies: (b: string) => ['b', b, 'currencies'] as const,
  /** The VAT report over the mirror (its query string), and the expenses it counts without a known VAT. */
  reports: {
    all: (b: string) => ['b', b, 'reports'] as const,
    vat: (b: string, query: string) => [...keys.reports.all(b), 'vat', query] as const,
    vatUnknownExpenses: (b: string, query: string) =>
      [...keys.reports.all(b), 'vat-unknown-expenses', query] as const,
  },
  /** Buyers' accounts over the mirror: the list (its query string), one buyer, the e-mails about their invoices. */
  buyers: {
    all: (b: string) => ['b', b, 'buyers'] as const,
    list: (b: string, query: string) => [...keys.buyers.all(b), 'list', query] as const,
    one: (b: string, key: string) => [...keys.buyers.all(b), 'one', key] as const,
    emails: (b: string, key: string) => [...keys.buyers.all(b), 'emails', key] as const,
  },
  recurring: {
    all: (b: string) => ['b', b, 'recurring'] as const,
    list: (b: string) => [...keys.recurring.all(b), 'list'] as const,
    upcoming: (b: string) => [...keys.recurring.all(b), 'upcoming'] as const,
  },
};

export type RecordKind = 'invoices' | 'expenses';
