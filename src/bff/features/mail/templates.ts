import type { EmailKind } from '../../../contract/email';
import { type Invoice, invoiceLabel } from '../../../contract/invoice';
import { daysBetween } from '../../../contract/invoice-groups';
import { loadWords } from '../../platform/words';

/** What a message says of its invoice, already formatted in the invoice's language (the names its words use). */
type Facts = {
  number: string;
  seller: string;
  total: string;
  /** `dated` with the `due` date, else `none`. */
  term: 'dated' | 'none';
  due: string;
  /** For a reminder: `late` by `days`, `early` by `days` (days left), due `today`, or `none` without a due date. */
  when: 'late' | 'early' | 'today' | 'none';
  /** Written `{days}` in the messages, not `#`: Lingui would group the digits of a `#` (1,234 days). */
  days: number;
  link: string;
};

/** Polite, short, the same facts in each language: number, amount, due date, the link to view and download. */
const words = loadWords(new URL('./words/', import.meta.url));

const partyName = (p: Invoice['seller']) =>
  p.company_name?.trim() || [p.first_name, p.last_name].filter(Boolean).join(' ').trim() || '—';

/**
 * The facts of an invoice in its own language; `today` (YYYY-MM-DD) counts a reminder's days; `owed` is the amount
 * still owed when it is less than the total (contract/owed.ts: the rest after a partial credit).
 */
function factsOf(invoice: Invoice, today: string, owed?: number): Facts {
  const lang = invoice.language;
  const day = (ymd: string) =>
    new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(`${ymd}T00:00:00Z`),
    );
  const dueDate = invoice.pay_until_date;
  const late = dueDate ? daysBetween(dueDate, today) : null;
  return {
    number: invoiceLabel(invoice),
    seller: partyName(invoice.seller),
    total: new Intl.NumberFormat(lang, { style: 'currency', currency: invoice.currency }).format(
      owed ?? invoice.total_incl_vat,
    ),
    term: dueDate ? 'dated' : 'none',
    due: dueDate ? day(dueDate) : '',
    when: late === null ? 'none' : late > 0 ? 'late' : late < 0 ? 'early' : 'today',
    days: Math.abs(late ?? 0),
    link: invoice.share_link,
  };
}

/** The subject and plain text a message of `kind` about `invoice` starts from (the owner may edit both). */
export function draftOf(
  kind: EmailKind,
  invoice: Invoice,
  today: string,
  owed?: number,
): { subject: string; text: string } {
  const f = factsOf(invoice, today, owed);
  return {
    subject: words(invoice.language, `mail.${kind}.subject`, f),
    text: words(invoice.language, `mail.${kind}.body`, f),
  };
}

const escapeHtml = (s: string) =>
  s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/**
 * The HTML alternative of a plain text: every character escaped, paragraphs kept, the share link made a link. The
 * text always carries the share link: an owner who edited it out gets it added at the end.
 */
export function partsOf(text: string, link: string): { text: string; html: string } {
  const full = text.includes(link) ? text : `${text.trimEnd()}\n\n${link}`;
  const paragraphs = full.split(/\n{2,}/).map((p) => {
    const escaped = escapeHtml(p).replaceAll('\n', '<br>');
    return `<p>${escaped.replaceAll(escapeHtml(link), `<a href="${escapeHtml(link)}">${escapeHtml(link)}</a>`)}</p>`;
  });
  return {
    text: full,
    html: `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">${paragraphs.join('\n')}</body></html>`,
  };
}
