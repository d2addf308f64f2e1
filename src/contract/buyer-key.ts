import { compact, fold } from './fold';

/**
 * Who a buyer is across invoices (issue 27 §2). The same buyer is matched by, in this order:
 *  1. the company code, when the invoice's buyer has one: `c-<code>` (`304 123 456` and `304123456` are one buyer);
 *  2. else the VAT code: `v-<code>` (`LT 100001234` = `lt100001234`);
 *  3. else the normalised name — the company name, or first and last name — folded (case, accents, `ß`…), every run
 *     of other signs one dash: `n-<name>` ("Müller GmbH", "MULLER  GmbH." → `n-muller-gmbh`).
 * A buyer with none of them is `u`. Keys are lowercase letters, digits and dashes: safe in a URL path as they are,
 * and stable (the same buyer fields give the same key on every machine).
 *
 * A buyer written with a code on one invoice and without it on another are two keys: the code is what the owner
 * typed to say who it is, a name is only a guess.
 */
export const buyerKeyPattern = /^(?:[cvn]-[a-z0-9-]{1,120}|u)$/;

/** The longest part after the prefix: names past it are cut (two names equal in their first 120 signs are one). */
const maxPart = 120;

interface BuyerFields {
  type?: string;
  company_name: string | null;
  company_code: string | null;
  vat_code: string | null;
  first_name: string | null;
  last_name: string | null;
}

/** Letters and digits of any script as `a-z0-9`, other runs one dash; a letter with no Latin form by its code point. */
const slug = (s: string): string =>
  fold(s)
    .replace(/[^a-z0-9]+/g, (run) =>
      /^[\s\p{P}\p{S}]+$/u.test(run)
        ? '-'
        : `-${[...run].map((c) => (/[\p{L}\p{N}]/u.test(c) ? c.codePointAt(0)!.toString(36) : '')).join('-')}-`,
    )
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, maxPart)
    .replace(/-$/, '');

/** The buyer's name as the invoice writes it: the company name, else first and last name. */
export const buyerName = (b: BuyerFields): string =>
  b.company_name?.trim() ||
  [b.first_name, b.last_name]
    .filter((s) => s?.trim())
    .join(' ')
    .trim();

/** The buyer's key (see above). */
export function buyerKey(b: BuyerFields): string {
  const company = compact(b.company_code ?? '').slice(0, maxPart);
  if (company !== '') return `c-${company}`;
  const vat = compact(b.vat_code ?? '').slice(0, maxPart);
  if (vat !== '') return `v-${vat}`;
  const name = slug(buyerName(b));
  return name === '' ? 'u' : `n-${name}`;
}

/** What one invoice says of who its buyer is: its key, and each identity it carries ('' where it has none). */
export interface BuyerIdentity {
  key: string;
  code: string;
  /** The VAT code as written, compacted (`LT 100001234` → `lt100001234`); see `sameVat`. */
  vat: string;
  name: string;
}

export function buyerIdentity(b: BuyerFields): BuyerIdentity {
  return {
    key: buyerKey(b),
    code: compact(b.company_code ?? '').slice(0, maxPart),
    vat: compact(b.vat_code ?? '').slice(0, maxPart),
    name: slug(buyerName(b)),
  };
}

const countryPrefix = /^[a-z]{2}(?=\d)/;
/**
 * One VAT code written two ways: the same, or the same digits where one of them leaves the country prefix out
 * (`100001234` is `LT100001234`). Two prefixes must agree: `LT123456789` and `DE123456789` are two companies.
 */
const sameVat = (a: string, b: string): boolean =>
  a === b ||
  ((!countryPrefix.test(a) || !countryPrefix.test(b)) &&
    a.replace(countryPrefix, '') === b.replace(countryPrefix, ''));

/**
 * The account each key belongs to across a business's invoices: a buyer written on one invoice with its company code
 * and on another with only its VAT code (`sameVat`) or only its name is one buyer — when that VAT code or name belongs
 * to exactly one such buyer: two companies of one name stay two accounts. Keys nothing joins stay their own account.
 */
export function buyerAccounts(ids: readonly BuyerIdentity[]): Map<string, string> {
  const account = new Map(ids.map((i) => [i.key, i.key]));
  /** The one account among `owners` an identity belongs to, if exactly one. */
  const join = (alias: BuyerIdentity, owners: readonly BuyerIdentity[]) => {
    const found = new Set(owners.map((o) => account.get(o.key)!));
    if (found.size === 1) account.set(alias.key, [...found][0]!);
  };
  const coded = ids.filter((i) => i.code !== '');
  for (const i of ids)
    if (i.code === '' && i.vat !== '')
      join(
        i,
        coded.filter((o) => o.vat !== '' && sameVat(o.vat, i.vat)),
      );
  const known = ids.filter((i) => i.code !== '' || i.vat !== '');
  for (const i of ids)
    if (i.code === '' && i.vat === '' && i.name !== '')
      join(
        i,
        known.filter((o) => o.name === i.name),
      );
  return account;
}
