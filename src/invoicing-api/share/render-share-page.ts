import type { Invoice } from '../../contract/invoice';
import { invoiceView, type PartyView, type Row } from '../i18n/invoice-view';

/** Print-like sheet on wide screens; on phones the table turns into labelled stacked rows. */
const sharePageStyle = `
*{box-sizing:border-box}
body{margin:0;background:#eef1f5;color:#1f2937;font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"DejaVu Sans",sans-serif}
.sheet{max-width:900px;margin:32px auto;background:#fff;padding:40px 48px;border-radius:10px;box-shadow:0 1px 3px rgba(0,0,0,.08),0 8px 24px rgba(0,0,0,.06)}
h1{margin:0;color:#1e3a8a;font-size:28px;line-height:1.2}
h2{margin:0 0 6px;font-size:13px;color:#6b7280;font-weight:700}
.number{margin:6px 0 0;font-size:16px}
.top{display:flex;justify-content:space-between;gap:24px;flex-wrap:wrap;border-bottom:1px solid #d1d5db;padding-bottom:20px}
.meta{min-width:260px}
dl{margin:0}
.row{display:flex;gap:12px;justify-content:space-between}
dt{color:#6b7280}
dd{margin:0;text-align:right;overflow-wrap:anywhere}
.party dd{text-align:left}
.party .row{justify-content:flex-start}
.party dt{min-width:9em;max-width:9em}
.status{font-weight:700}
.status.paid{color:#047857}
.status.unpaid{color:#b45309}
.download{display:inline-block;margin-top:14px;padding:9px 16px;border-radius:6px;background:#1e3a8a;color:#fff;text-decoration:none;font-weight:600}
.download:hover,.download:focus{background:#172c6b}
.parties{display:grid;grid-template-columns:1fr 1fr;gap:32px;margin:24px 0}
.name{margin:0 0 6px;font-weight:700;font-size:17px;overflow-wrap:anywhere}
table{width:100%;border-collapse:collapse;margin-top:8px}
th{background:#f1f5f9;color:#4b5563;font-size:13px;text-align:left;padding:8px}
td{padding:8px;border-bottom:1px solid #e5e7eb;vertical-align:top}
.num{text-align:right;white-space:nowrap}
.desc{overflow-wrap:anywhere;width:100%}
.totals{margin:18px 0 0 auto;max-width:340px}
.totals .row{padding:3px 0}
.totals dd{white-space:nowrap}
.totals .row:last-child{border-top:1px solid #d1d5db;margin-top:4px;padding-top:8px;font-weight:700;font-size:18px}
.totals .row:last-child dt{color:#1f2937}
.block{margin-top:28px}
.option{margin-bottom:10px;max-width:560px}
.option dd{text-align:left}
.option .row{justify-content:flex-start}
.option dt{min-width:12em}
.notes{margin:0;white-space:pre-wrap;overflow-wrap:anywhere}
@media (max-width:640px){
.sheet{margin:0;border-radius:0;padding:22px 16px;box-shadow:none}
h1{font-size:23px}
.parties{grid-template-columns:1fr;gap:20px}
.meta{min-width:0;width:100%}
thead{display:none}
table,tbody,tr,td{display:block;width:100%}
tr{border-bottom:1px solid #e5e7eb;padding:8px 0}
td{border:0;padding:2px 0;display:flex;justify-content:space-between;gap:12px;white-space:normal}
td.desc{font-weight:600}
td[data-label]::before{content:attr(data-label);color:#6b7280;font-weight:400}
td.desc::before{display:none}
td.pos{display:none}
.party dt,.option dt{min-width:8em;max-width:8em}
}
@media print{body{background:#fff}.sheet{box-shadow:none;margin:0}.download{display:none}}
`;

const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
/** Escapes text for both element content and quoted attribute values. */
const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => escapes[c] ?? c);

const rows = (list: readonly Row[]): string =>
  list
    .map((r) => `<div class="row"><dt>${escapeHtml(r.label)}</dt><dd>${escapeHtml(r.value)}</dd></div>`)
    .join('');

const party = (p: PartyView): string =>
  `<section class="party"><h2>${escapeHtml(p.heading)}</h2><p class="name">${escapeHtml(p.name)}</p><dl>${rows(p.rows)}</dl></section>`;

/** Only http(s) and same-origin paths are linked, so a hostile URL cannot become `javascript:`. */
const safeHref = (url: string): string =>
  /^https?:\/\//i.test(url) || /^\/(?!\/)/.test(url) ? escapeHtml(url) : '#';

/**
 * The public share page: a complete, self-contained HTML document (inline style, no script, no external request)
 * showing the invoice in its language, with a link to its PDF. Every value from the invoice is HTML-escaped.
 */
export function renderSharePage(invoice: Invoice, links: { pdfUrl: string }): string {
  const v = invoiceView(invoice);
  const l = v.labels;
  const e = escapeHtml;
  const head = [
    `<th scope="col" class="num">#</th>`,
    `<th scope="col">${e(l.description)}</th>`,
    `<th scope="col" class="num">${e(l.quantity)}</th>`,
    `<th scope="col" class="num">${e(l.unitPrice)}</th>`,
    v.showVat ? `<th scope="col" class="num">${e(l.vatPercent)}</th>` : '',
    `<th scope="col" class="num">${e(l.amount)}</th>`,
  ].join('');
  const body = v.lines
    .map((line) =>
      [
        `<tr><td class="num pos">${e(line.position)}</td>`,
        `<td class="desc" data-label="${e(l.description)}">${e(line.name)}</td>`,
        `<td class="num" data-label="${e(l.quantity)}">${e(line.quantity)}</td>`,
        `<td class="num" data-label="${e(l.unitPrice)}">${e(line.unitPrice)}</td>`,
        v.showVat ? `<td class="num" data-label="${e(l.vatPercent)}">${e(line.vatPercent ?? '')}</td>` : '',
        `<td class="num" data-label="${e(l.amount)}">${e(line.total)}</td></tr>`,
      ].join(''),
    )
    .join('');
  const status = v.paid ? l.paid : l.notPaid;
  const payment = v.paymentOptions.length
    ? `<section class="block"><h2>${e(l.paymentDetails)}</h2>${v.paymentOptions.map((p) => `<dl class="option">${rows(p.rows)}</dl>`).join('')}</section>`
    : '';
  const notes =
    v.notes === null
      ? ''
      : `<section class="block"><h2>${e(l.notes)}</h2><p class="notes">${e(v.notes)}</p></section>`;
  const heading = `${v.title} ${v.number}`;
  return `<!doctype html>
<html lang="${e(v.lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<meta name="referrer" content="no-referrer">
<title>${e(v.seller.name ? `${heading} · ${v.seller.name}` : heading)}</title>
<style>${sharePageStyle}</style>
</head>
<body>
<main class="sheet">
<header class="top">
<div><h1>${e(v.title)}</h1><p class="number">${e(v.numberLine)}</p></div>
<div class="meta"><dl>${rows(v.meta)}<div class="row"><dt>${e(l.paymentStatus)}</dt><dd><span class="status ${v.paid ? 'paid' : 'unpaid'}">${e(status)}</span></dd></div></dl>
<a class="download" href="${safeHref(links.pdfUrl)}">${e(l.downloadPdf)}</a></div>
</header>
<div class="parties">${party(v.seller)}${party(v.buyer)}</div>
<table class="lines"><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>
<dl class="totals">${rows(v.totals)}</dl>
${payment}${notes}
</main>
</body>
</html>
`;
}
