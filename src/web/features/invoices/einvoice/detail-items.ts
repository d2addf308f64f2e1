import type { DetailsInput, Missing, Preflight } from '../../../../contract/einvoice/details';

/**
 * What the pre-flight form asks for, one item a thing the owner understands (an address's two parts, a category with
 * its reason travel together), and how the typed values become exactly the PUT body. Form fields are react-hook-form
 * paths: `seller.city`, `buyer.zero_rate`, and `units.<n>` for the n-th unit word (a word may hold dots or spaces).
 */
export type Party = 'seller' | 'buyer';
export type Group = 'buyer' | 'seller' | 'lines' | 'invoice';
type TextKey = 'street' | 'post_code' | 'city' | 'email' | 'phone' | 'buyer_reference' | 'iban' | 'bic';

export type Item =
  | { kind: 'text'; party: Party; key: TextKey }
  | { kind: 'country'; party: Party }
  | { kind: 'electronic'; party: Party }
  | { kind: 'zero_rate' }
  | { kind: 'unit'; word: string; index: number }
  /** Not fixed here (a field of the invoice, or one this screen does not know): its message, and where it belongs. */
  | { kind: 'message'; group: Group; field: string; message: string };

export interface DetailsValues {
  seller: Record<string, string>;
  buyer: Record<string, string>;
  units: string[];
}

const textKeys: Record<Party, readonly TextKey[]> = {
  seller: ['street', 'post_code', 'city', 'email', 'phone', 'iban', 'bic'],
  buyer: ['street', 'post_code', 'city', 'buyer_reference'],
};

/** The order a person fills a form in, whatever order the BFF names things in; units after, in the lines' order. */
const formOrder = [
  'street',
  'post_code',
  'city',
  'country',
  'electronic',
  'email',
  'phone',
  'buyer_reference',
  'iban',
  'bic',
  'zero_rate',
];
const rank = (item: Item): number =>
  item.kind === 'unit'
    ? formOrder.length + item.index
    : item.kind === 'message'
      ? Number.MAX_SAFE_INTEGER
      : formOrder.indexOf(item.kind === 'text' ? item.key : item.kind);

export const groupOf = (item: Item): Group =>
  item.kind === 'message'
    ? item.group
    : item.kind === 'zero_rate' || item.kind === 'unit'
      ? 'lines'
      : item.party;

/** The form fields an item fills. */
export function pathsOf(item: Item): string[] {
  switch (item.kind) {
    case 'text':
      return [`${item.party}.${item.key}`];
    case 'country':
      return [`${item.party}.country`];
    case 'electronic':
      return [`${item.party}.electronic_address`, `${item.party}.electronic_scheme`];
    case 'zero_rate':
      return ['buyer.zero_rate', 'buyer.exemption_reason'];
    case 'unit':
      return [`units.${item.index}`];
    case 'message':
      return [];
  }
}

/** The invoice's unit words, and any the missing list names beyond them: `units.<n>` is the n-th. */
export const unitWordsOf = (p: Preflight): string[] => [
  ...new Set([
    ...Object.keys(p.units),
    ...p.missing.filter((m) => m.field.startsWith('units.')).map((m) => m.field.slice('units.'.length)),
  ]),
];

function itemOf(m: Missing, words: readonly string[]): Item {
  const dot = m.field.indexOf('.');
  const head = m.field.slice(0, dot);
  const key = m.field.slice(dot + 1);
  if (head === 'units') return { kind: 'unit', word: key, index: words.indexOf(key) };
  if (head === 'seller' || head === 'buyer') {
    if (key === 'country') return { kind: 'country', party: head };
    if (key === 'electronic_address' || key === 'electronic_scheme')
      return { kind: 'electronic', party: head };
    if (head === 'buyer' && (key === 'zero_rate' || key === 'exemption_reason')) return { kind: 'zero_rate' };
    const text = textKeys[head].find((k) => k === key);
    if (text) return { kind: 'text', party: head, key: text };
  }
  const group: Group = head === 'seller' || head === 'buyer' ? head : head === 'units' ? 'lines' : 'invoice';
  return { kind: 'message', group, field: m.field, message: m.message };
}

/** A name for an item, the same each time: React's key, and the way to list each once. */
export const itemKey = (item: Item) =>
  [item.kind, ...pathsOf(item), item.kind === 'message' ? item.field : ''].join(' ');

const ordered = (items: Item[]) => {
  const seen = new Map(items.map((item) => [itemKey(item), item]));
  return [...seen.values()].sort((a, b) => rank(a) - rank(b));
};

/** What the pre-flight says is missing, as the form's items: each once, in the order of a form. */
export const missingItems = (p: Preflight): Item[] => {
  const words = unitWordsOf(p);
  return ordered(p.missing.map((m) => itemOf(m, words)));
};

/** What is remembered already, for the summary and its "Change": every detail that has a value, and every unit. */
export function knownItems(p: Preflight): Item[] {
  const items: Item[] = [];
  for (const party of ['buyer', 'seller'] as const) {
    const details: Record<string, unknown> = p[party];
    for (const key of textKeys[party]) if (details[key] != null) items.push({ kind: 'text', party, key });
    if (details.country != null) items.push({ kind: 'country', party });
    if (details.electronic_address != null) items.push({ kind: 'electronic', party });
  }
  if (p.buyer.zero_rate != null) items.push({ kind: 'zero_rate' });
  unitWordsOf(p).forEach((word, index) => items.push({ kind: 'unit', word, index }));
  return ordered(items);
}

const texts = (details: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(details).map(([k, v]) => [k, typeof v === 'string' ? v : '']));

/** What is known, as the form's values (null as empty). */
export const knownValues = (p: Preflight): DetailsValues => ({
  seller: texts(p.seller),
  buyer: texts(p.buyer),
  units: unitWordsOf(p).map((word) => p.units[word] ?? ''),
});

/**
 * The form's starting values: what is known, and an e-mail address as the likeliest kind of electronic address
 * (but in Peppol, whose network has no e-mail addresses).
 */
export function startValues(p: Preflight): DetailsValues {
  const known = knownValues(p);
  if (p.format !== 'peppol')
    for (const party of [known.seller, known.buyer]) party.electronic_scheme ||= 'EM';
  return known;
}

/** An IBAN or BIC as written on paper (spaces, small letters) in the one form the rules accept; text trimmed. */
export const normalised = (path: string, value: string | undefined = '') =>
  /\.(iban|bic)$/.test(path) ? value.replace(/\s+/g, '').toUpperCase() : value.trim();

const valueAt = (values: DetailsValues, path: string): string => {
  const [head, key = ''] = path.split(/\.(.*)/s);
  if (head === 'units') return values.units[Number(key)] ?? '';
  return (head === 'seller' ? values.seller : values.buyer)[key] ?? '';
};

/** The fields of one item to send, with their values (null: a remembered value cleared). */
function itemFields(item: Item, values: DetailsValues, known: DetailsValues): [string, string | null][] {
  const now = (path: string) => normalised(path, valueAt(values, path));
  const changed = (path: string) => now(path) !== normalised(path, valueAt(known, path));
  const given = (path: string): [string, string | null] => [path, now(path) || null];
  const [first = '', second = ''] = pathsOf(item);
  switch (item.kind) {
    case 'message':
      return [];
    case 'electronic':
      // The kind of address goes with its address; an address cleared takes its kind along.
      if (!changed(first) && !changed(second)) return [];
      if (now(first)) return [given(first), given(second)];
      return valueAt(known, first) ? [given(first), [second, null]] : [];
    case 'zero_rate':
      // A reason belongs to an exempt line only; a category cannot be unchosen (radio buttons).
      if (!now(first) || (!changed(first) && !(now(first) === 'E' && changed(second)))) return [];
      return now(first) === 'E' ? [given(first), given(second)] : [given(first)];
    default:
      return changed(first) ? [given(first)] : [];
  }
}

/**
 * The PUT body: the fields the owner filled in or changed, nothing else (what was left empty is not sent). Unit codes
 * go as the business's `seller.units`, by the owner's word.
 */
export function detailsBody(
  items: readonly Item[],
  values: DetailsValues,
  known: DetailsValues,
): DetailsInput {
  const seller: Record<string, unknown> = {};
  const buyer: Record<string, unknown> = {};
  const units: Record<string, string> = {};
  for (const item of items) {
    for (const [path, value] of itemFields(item, values, known)) {
      const [head, key = ''] = path.split(/\.(.*)/s);
      if (item.kind === 'unit') {
        if (value) units[item.word] = value;
      } else (head === 'seller' ? seller : buyer)[key] = value;
    }
  }
  if (Object.keys(units).length > 0) seller.units = units;
  return {
    ...(Object.keys(seller).length > 0 ? { seller } : {}),
    ...(Object.keys(buyer).length > 0 ? { buyer } : {}),
  } as DetailsInput;
}

/** Where a 422's field error belongs in the form (`seller.units.<word>` on the word's select), if the form shows it. */
export function formPathFor(items: readonly Item[], serverPath: string): string | false {
  for (const item of items) {
    if (item.kind === 'unit' && serverPath === `seller.units.${item.word}`) return `units.${item.index}`;
    if (item.kind !== 'unit' && pathsOf(item).includes(serverPath)) return serverPath;
  }
  return false;
}
