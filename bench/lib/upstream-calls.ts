/** Reading the embedded API's request log (GET /console/request-log): counts, 429s and duplicate GETs. */
export interface LoggedCall {
  at_ms: number;
  business_id: string | null;
  method: string;
  url: string;
  status: number;
}

const isWrite = (c: LoggedCall) => c.method !== 'GET' && c.method !== 'HEAD';

const pathOf = (url: string) => new URL(url, 'http://x').pathname.replace(/^\/api/, '');

/** What a GET reads: `/api/invoices` and `/api/invoices?page=1` are the same list page. */
export function resourceOf(url: string): string {
  const path = pathOf(url);
  const page = new URL(url, 'http://x').searchParams.get('page');
  return /^\/(invoices|expenses)$/.test(path) ? `${path}?page=${page ?? '1'}` : path;
}

/**
 * Whether a write changes what a GET of `resource` answers: any invoice write changes every invoice list page
 * (numbering and order shift), a write to one invoice changes that invoice and its PDF; the same for expenses.
 */
function changes(write: LoggedCall, resource: string): boolean {
  const path = pathOf(write.url);
  const kind = path.split('/')[1]; // invoices | expenses | profile | currencies
  if (!resource.startsWith(`/${kind}`)) return false;
  if (resource.includes('?page=')) return true;
  const [, , id] = path.split('/');
  return id !== undefined && resource.startsWith(`/${kind}/${id}`);
}

/**
 * GETs answered 200 for a resource whose earlier 200 answer is still current (no write that changes it came in
 * between): a client with a cache had no need to ask again. A GET after a 429 or a 5xx is a retry, not a duplicate.
 */
export function duplicateGets(calls: readonly LoggedCall[]): LoggedCall[] {
  const fresh = new Set<string>();
  const dups: LoggedCall[] = [];
  for (const c of calls) {
    if (isWrite(c)) {
      if (c.status < 400) for (const r of [...fresh]) if (changes(c, r)) fresh.delete(r);
      continue;
    }
    const r = resourceOf(c.url);
    if (c.status !== 200) continue;
    if (fresh.has(r)) dups.push(c);
    fresh.add(r);
  }
  return dups;
}

export function summarise(calls: readonly LoggedCall[]) {
  return {
    total: calls.length,
    writes: calls.filter(isWrite).length,
    tooMany: calls.filter((c) => c.status === 429).length,
    duplicates: duplicateGets(calls),
  };
}

export const describe = (c: LoggedCall) =>
  `${c.method} ${isWrite(c) ? pathOf(c.url) : resourceOf(c.url)} → ${c.status}`;
