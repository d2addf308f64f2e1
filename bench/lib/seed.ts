import type { DeskConsole } from './desk';

type Data<T> = { data: T };

const day = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

/**
 * Tops the demo business up to `total` invoices through the public API, with a token of its own made in the
 * console. The API allows 60 calls a minute per business: a 429 is waited out (Retry-After) and the call repeated.
 */
export async function seedInvoices(c: DeskConsole, total: number): Promise<void> {
  const { data: token } = await c.call<Data<{ token: string }>>('POST', `/businesses/${c.business}/tokens`, {
    name: 'bench-seed',
  });
  const headers = {
    authorization: `Bearer ${token.token}`,
    accept: 'application/json',
    'content-type': 'application/json',
  };
  const call = async (method: string, path: string, body?: unknown): Promise<Response> => {
    for (;;) {
      const res = await fetch(`${c.origin}/api${path}`, {
        method,
        headers,
        body: body ? JSON.stringify(body) : undefined,
      });
      if (res.status !== 429) return res;
      await new Promise((r) => setTimeout(r, (Number(res.headers.get('retry-after')) || 1) * 1000));
    }
  };
  const first = (await (await call('GET', '/invoices?page=1')).json()) as { meta: { total: number } };
  for (let n = first.meta.total + 1; n <= total; n++) {
    const res = await call('POST', '/invoices', {
      type: 'regular_invoice',
      series: 'SEED',
      invoice_date: day(90 - Math.floor(n / 2)),
      currency: 'EUR',
      buyer: { type: 'company', company_name: `Seeded buyer ${n}` },
      use_default_seller_info: false,
      seller: { company_name: 'UAB Baltic Pine Studio' },
      products: [{ name: 'Consulting', units: 'h', quantity: 1 + (n % 5), price: 40 + n }],
    });
    if (res.status !== 201) throw new Error(`seeding invoice ${n}: ${res.status} ${await res.text()}`);
  }
}
