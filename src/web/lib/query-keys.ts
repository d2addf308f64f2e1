/** THE one query-key factory: every key starts with the business, so a business's cache can be dropped at once. */
export const keys = {
  businesses: {
    all: () => ['businesses'] as const,
  },
  session: () => ['session'] as const,
  business: (b: string) => ['b', b] as const,
  invoices: {
    all: (b: string) => ['b', b, 'invoices'] as const,
    lists: (b: string) => [...keys.invoices.all(b), 'list'] as const,
    list: (b: string, page: number) => [...keys.invoices.lists(b), page] as const,
    detail: (b: string, id: string) => [...keys.invoices.all(b), 'detail', id] as const,
    pdf: (b: string, id: string, updatedAt: number) => [...keys.invoices.all(b), 'pdf', id, updatedAt] as const,
  },
  expenses: {
    all: (b: string) => ['b', b, 'expenses'] as const,
    lists: (b: string) => [...keys.expenses.all(b), 'list'] as const,
    list: (b: string, page: number) => [...keys.expenses.lists(b), page] as const,
    detail: (b: string, id: string) => [...keys.expenses.all(b), 'detail', id] as const,
  },
  overview: {
    all: (b: string) => ['b', b, 'overview'] as const,
    figures: (b: string) => [...keys.overview.all(b), 'figures'] as const,
    latest: (b: string, kind: 'invoices' | 'expenses', query: string) => [...keys.overview.all(b), 'latest', kind, query] as const,
  },
  memory: {
    all: (b: string) => ['b', b, 'memory'] as const,
    buyers: (b: string, q: string) => [...keys.memory.all(b), 'buyers', q] as const,
    products: (b: string, q: string) => [...keys.memory.all(b), 'products', q] as const,
  },
  profile: (b: string) => ['b', b, 'profile'] as const,
  currencies: (b: string) => ['b', b, 'currencies'] as const,
};
