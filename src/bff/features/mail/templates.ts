import type { EmailKind } from '../../../contract/email';
import type { InvoiceLanguage } from '../../../contract/enums';
import type { Invoice } from '../../../contract/invoice';
import { daysBetween } from '../../../contract/invoice-groups';

/** What a message says of its invoice, already formatted in the invoice's language. */
interface Facts {
  number: string;
  seller: string;
  total: string;
  due: string | null;
  /** Days past the due date (negative: days left until it), for a reminder. */
  daysLate: number | null;
  link: string;
}

type Sentences = {
  invoiceSubject: (f: Facts) => string;
  invoiceBody: (f: Facts) => string;
  reminderSubject: (f: Facts) => string;
  reminderBody: (f: Facts) => string;
};

const due = (f: Facts, words: { by: string; none: string }) => (f.due ? `${words.by} ${f.due}` : words.none);
const late = (f: Facts, ago: (n: number) => string, inDays: (n: number) => string, today: string) =>
  f.daysLate === null ? '' : f.daysLate > 0 ? ago(f.daysLate) : f.daysLate < 0 ? inDays(-f.daysLate) : today;

/** Polite, short, the same facts in each language: number, amount, due date, the link to view and download. */
const sentences: Record<InvoiceLanguage, Sentences> = {
  en: {
    invoiceSubject: (f) => `Invoice ${f.number} from ${f.seller}`,
    invoiceBody: (f) =>
      `Hello,\n\nplease find attached invoice ${f.number} for ${f.total}, ${due(f, { by: 'due by', none: 'with no due date' })}.\n\nYou can also view and download it here: ${f.link}\n\nKind regards,\n${f.seller}`,
    reminderSubject: (f) => `Reminder: invoice ${f.number} from ${f.seller}`,
    reminderBody: (f) =>
      `Hello,\n\na friendly reminder that invoice ${f.number} for ${f.total} ${late(
        f,
        (n) => `was due ${n} day${n === 1 ? '' : 's'} ago`,
        (n) => `is due in ${n} day${n === 1 ? '' : 's'}`,
        'is due today',
      )} and is not paid yet.\n\nYou can view and download it here: ${f.link}\n\nIf you have already paid, please ignore this message.\n\nKind regards,\n${f.seller}`,
  },
  lt: {
    invoiceSubject: (f) => `Sąskaita faktūra ${f.number} – ${f.seller}`,
    invoiceBody: (f) =>
      `Laba diena,\n\nsiunčiame sąskaitą faktūrą ${f.number}, suma ${f.total}, ${due(f, { by: 'apmokėti iki', none: 'be apmokėjimo termino' })}.\n\nJą taip pat galite peržiūrėti ir atsisiųsti čia: ${f.link}\n\nPagarbiai\n${f.seller}`,
    reminderSubject: (f) => `Priminimas: sąskaita faktūra ${f.number} – ${f.seller}`,
    reminderBody: (f) =>
      `Laba diena,\n\nmaloniai primename, kad sąskaita faktūra ${f.number}, suma ${f.total}, dar neapmokėta${late(
        f,
        (n) => ` (terminas suėjo prieš ${n} d.)`,
        (n) => ` (terminas po ${n} d.)`,
        ' (terminas šiandien)',
      )}.\n\nJą galite peržiūrėti ir atsisiųsti čia: ${f.link}\n\nJei jau apmokėjote, šio laiško nepaisykite.\n\nPagarbiai\n${f.seller}`,
  },
  de: {
    invoiceSubject: (f) => `Rechnung ${f.number} von ${f.seller}`,
    invoiceBody: (f) =>
      `Guten Tag,\n\nanbei erhalten Sie die Rechnung ${f.number} über ${f.total}, ${due(f, { by: 'zahlbar bis', none: 'ohne Zahlungsziel' })}.\n\nSie können sie auch hier ansehen und herunterladen: ${f.link}\n\nMit freundlichen Grüßen\n${f.seller}`,
    reminderSubject: (f) => `Zahlungserinnerung: Rechnung ${f.number} von ${f.seller}`,
    reminderBody: (f) =>
      `Guten Tag,\n\nwir möchten Sie freundlich daran erinnern, dass die Rechnung ${f.number} über ${f.total} noch offen ist${late(
        f,
        (n) => ` (seit ${n} Tag${n === 1 ? '' : 'en'} fällig)`,
        (n) => ` (fällig in ${n} Tag${n === 1 ? '' : 'en'})`,
        ' (heute fällig)',
      )}.\n\nSie können sie hier ansehen und herunterladen: ${f.link}\n\nFalls Sie bereits bezahlt haben, betrachten Sie diese Nachricht bitte als gegenstandslos.\n\nMit freundlichen Grüßen\n${f.seller}`,
  },
  fr: {
    invoiceSubject: (f) => `Facture ${f.number} de ${f.seller}`,
    invoiceBody: (f) =>
      `Bonjour,\n\nveuillez trouver ci-joint la facture ${f.number} d’un montant de ${f.total}, ${due(f, { by: 'à régler avant le', none: 'sans date d’échéance' })}.\n\nVous pouvez aussi la consulter et la télécharger ici : ${f.link}\n\nCordialement,\n${f.seller}`,
    reminderSubject: (f) => `Rappel : facture ${f.number} de ${f.seller}`,
    reminderBody: (f) =>
      `Bonjour,\n\nnous nous permettons de vous rappeler que la facture ${f.number} d’un montant de ${f.total} n’est pas encore réglée${late(
        f,
        (n) => ` (échue depuis ${n} jour${n === 1 ? '' : 's'})`,
        (n) => ` (échéance dans ${n} jour${n === 1 ? '' : 's'})`,
        ' (échéance aujourd’hui)',
      )}.\n\nVous pouvez la consulter et la télécharger ici : ${f.link}\n\nSi vous avez déjà réglé, merci de ne pas tenir compte de ce message.\n\nCordialement,\n${f.seller}`,
  },
  es: {
    invoiceSubject: (f) => `Factura ${f.number} de ${f.seller}`,
    invoiceBody: (f) =>
      `Hola:\n\nle adjuntamos la factura ${f.number} por ${f.total}, ${due(f, { by: 'con vencimiento el', none: 'sin fecha de vencimiento' })}.\n\nTambién puede verla y descargarla aquí: ${f.link}\n\nUn saludo,\n${f.seller}`,
    reminderSubject: (f) => `Recordatorio: factura ${f.number} de ${f.seller}`,
    reminderBody: (f) =>
      `Hola:\n\nle recordamos amablemente que la factura ${f.number} por ${f.total} aún no está pagada${late(
        f,
        (n) => ` (venció hace ${n} día${n === 1 ? '' : 's'})`,
        (n) => ` (vence en ${n} día${n === 1 ? '' : 's'})`,
        ' (vence hoy)',
      )}.\n\nPuede verla y descargarla aquí: ${f.link}\n\nSi ya la ha pagado, ignore este mensaje.\n\nUn saludo,\n${f.seller}`,
  },
};

const partyName = (p: Invoice['seller']) =>
  p.company_name?.trim() || [p.first_name, p.last_name].filter(Boolean).join(' ').trim() || '—';

/** The number a person reads and says: series and number, e.g. BPS-004. */
export const invoiceNumber = (i: Pick<Invoice, 'series' | 'invoice_number'>) =>
  `${i.series}-${i.invoice_number}`;

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
  return {
    number: invoiceNumber(invoice),
    seller: partyName(invoice.seller),
    total: new Intl.NumberFormat(lang, { style: 'currency', currency: invoice.currency }).format(
      owed ?? invoice.total_incl_vat,
    ),
    due: dueDate ? day(dueDate) : null,
    daysLate: dueDate ? daysBetween(dueDate, today) : null,
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
  const s = sentences[invoice.language];
  const f = factsOf(invoice, today, owed);
  return kind === 'invoice'
    ? { subject: s.invoiceSubject(f), text: s.invoiceBody(f) }
    : { subject: s.reminderSubject(f), text: s.reminderBody(f) };
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
