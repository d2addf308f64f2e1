/**
 * Per-field scores of receipt readings against the test sets' truth, kept per set, per kind of file and per
 * language, and printed side by side (the clean set beside the hard one).
 */
import { readingFieldNames, type ReceiptReading } from '../../src/contract/receipt-reading';
import type { TestDocument } from '../../test/fixtures/receipts/documents';

export const fields = readingFieldNames;
export type Field = (typeof fields)[number];
export type Kind = 'photo' | 'scan' | 'text';

const squash = (s: string) =>
  s
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');

export function same(field: Field, got: ReceiptReading, truth: TestDocument['truth']): boolean {
  const g = got[field];
  const t = truth[field];
  if (typeof t === 'number') return typeof g === 'number' && Math.abs(g - t) < 0.005;
  // names and numbers compared without case, spaces and punctuation (quotes, dashes)
  if (field === 'seller' || field === 'invoice_number')
    return typeof g === 'string' && t !== null && squash(g) === squash(t);
  return g === t;
}

interface Tally {
  hit: number;
  n: number;
}

/** Right fields over fields read, by any grouping key ("field total", "kind photo", "lang de photo"…). */
export class Scores {
  private readonly tallies = new Map<string, Tally>();
  readonly misses: string[] = [];

  add(set: string, kind: Kind, doc: TestDocument, name: string, reading: ReceiptReading) {
    for (const f of fields) {
      const ok = same(f, reading, doc.truth);
      for (const key of ['all', `field ${f}`, `kind ${kind}`, `lang ${doc.language}`, `${kind} ${f}`])
        this.count(`${set}|${key}`, ok);
      if (!ok)
        this.misses.push(
          `${set} ${name} ${f}: ${JSON.stringify(reading[f])} ≠ ${JSON.stringify(doc.truth[f])}`,
        );
    }
  }

  share(set: string, key: string): number {
    const t = this.tallies.get(`${set}|${key}`);
    return t && t.n > 0 ? t.hit / t.n : NaN;
  }

  n(set: string, key: string): number {
    return this.tallies.get(`${set}|${key}`)?.n ?? 0;
  }

  /** One row per field, kind and language, one column per set. */
  table(sets: string[]): string {
    const keys = [
      'all',
      ...fields.map((f) => `field ${f}`),
      'kind photo',
      'kind scan',
      'kind text',
      ...['lt', 'en', 'de', 'fr', 'es'].map((l) => `lang ${l}`),
    ];
    const pct = (v: number) => (Number.isNaN(v) ? '   -  ' : `${(v * 100).toFixed(1).padStart(5)} %`);
    const head = `${''.padEnd(22)}${sets.map((s) => s.padStart(9)).join('')}`;
    const rows = keys.map(
      (k) => `${k.padEnd(22)}${sets.map((s) => pct(this.share(s, k)).padStart(9)).join('')}`,
    );
    const detail = sets.flatMap((s) =>
      (['photo', 'scan', 'text'] as const).map(
        (kind) =>
          `${s.padEnd(6)} ${kind.padEnd(5)} n=${String(this.n(s, `kind ${kind}`) / fields.length).padEnd(3)} ` +
          fields.map((f) => `${f} ${pct(this.share(s, `${kind} ${f}`))}`).join('  '),
      ),
    );
    return [head, ...rows, '', ...detail].join('\n');
  }

  private count(key: string, ok: boolean) {
    const t = this.tallies.get(key) ?? { hit: 0, n: 0 };
    t.n++;
    if (ok) t.hit++;
    this.tallies.set(key, t);
  }
}
