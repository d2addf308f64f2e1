/**
 * Fills a business through the API with varied invoices and expenses (names with diacritics, several currencies,
 * amounts to the cent, due dates past and future), a few requests at a time. The API's rate limit must be raised.
 */
const buyers = [
  'Müller GmbH',
  'Žalia kava UAB',
  'Café Ąžuolas',
  'Nordic Pine AS',
  'Łódź Works',
  'Señora Núñez SL',
];
const people: [string, string][] = [
  ['Jonas', 'Žukauskas'],
  ['Ana', 'Pérez'],
  ['Øyvind', 'Hagen'],
];
const currencies = ['EUR', 'EUR', 'EUR', 'USD', 'GBP'];
const day = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

export function invoiceInput(n: number) {
  const person = n % 4 === 0 ? people[n % people.length]! : undefined;
  return {
    type: 'regular_invoice',
    series: n % 3 === 0 ? 'BPS' : 'INV',
    invoice_date: day(400 - Math.floor(n / 25)),
    pay_until_date: day(380 - Math.floor(n / 25)),
    currency: currencies[n % currencies.length],
    buyer: person
      ? { type: 'individual', first_name: person[0], last_name: person[1] }
      : { type: 'company', company_name: `${buyers[n % buyers.length]} ${n}` },
    use_default_seller_info: false,
    seller: { company_name: 'UAB Baltic Pine Studio' },
    notes: n % 7 === 0 ? `Project ${n}, paid by card` : undefined,
    products: [
      {
        name: n % 2 ? 'Consulting' : 'Website redesign',
        units: 'h',
        quantity: 1 + (n % 5),
        price: 40 + (n % 997) + (n % 100) / 100,
      },
    ],
  };
}

async function inBatches(count: number, parallel: number, one: (i: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < count) await one(next++);
    }),
  );
}

export async function seedBusiness(
  baseUrl: string,
  token: string,
  o: { invoices: number; expenses: number },
): Promise<void> {
  const auth = { authorization: `Bearer ${token}`, accept: 'application/json' };
  await inBatches(o.invoices, 6, async (i) => {
    const res = await fetch(`${baseUrl}/invoices`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify(invoiceInput(i + 1)),
    });
    if (res.status !== 201) throw new Error(`seeding invoice ${i}: ${res.status} ${await res.text()}`);
  });
  const pdf = new TextEncoder().encode('%PDF-1.4\n%%EOF\n');
  await inBatches(o.expenses, 6, async (i) => {
    const form = new FormData();
    for (const [k, v] of Object.entries({
      seller: `${buyers[i % buyers.length]} shop`,
      total: `${10 + (i % 90)}.${String(i % 100).padStart(2, '0')}`,
      currency: 'EUR',
      date: day(i % 300),
    }))
      form.set(k, v);
    form.set('file', new Blob([pdf], { type: 'application/pdf' }), 'receipt.pdf');
    const res = await fetch(`${baseUrl}/expenses`, { method: 'POST', headers: auth, body: form });
    if (res.status >= 300) throw new Error(`seeding expense ${i}: ${res.status} ${await res.text()}`);
  });
}

export const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] ?? NaN;
};
