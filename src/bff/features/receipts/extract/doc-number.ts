import { datesIn } from './dates';
import type { Line } from './lines';
import { stripMarks, notNumberLabels, numberLabels } from './vocabulary';

const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, String.raw`\s*`);
// longest labels first, so "invoice no" wins over "no."
const labels = [...numberLabels]
  .sort((a, b) => b.length - a.length)
  .map(esc)
  .join('|');
const labelRe = new RegExp(
  // the label's full stop read as a comma too ("Beleg-Nr, 92453")
  String.raw`(?<![\p{L}])(${labels})\s*[:.,#°º]?\s*(?:nr\.?|no\.?|n°|nº)?\s*[:.]?\s*`,
  'giu',
);
const tokenRe = /^([A-Z]{1,6}[ -]?)?([A-Z0-9][A-Z0-9\-/.]*[A-Z0-9]|\d)/i;

/**
 * The document number after its label ("Sąskaitos Nr.", "Invoice No", "Rechnungsnummer", "Facture n°", "Factura nº";
 * "Serija ABC Nr. 12345" gives "ABC 12345"), never a VAT id, company code, phone, till or card number.
 */
export function documentNumberOf(lines: Line[]): { number: string | null; confidence: number } {
  const found: { number: string; strength: number }[] = [];
  for (const l of lines) {
    // OCR reads "n°"/"Nº" as "ne", "n*", "N?", "n%" (the ring and the bar): put the sign back before looking for labels
    const text = l.text
      .replace(/\b(factura|facture|ticket|recibo|reçu|recu)\s+n\s?[eo*?“”"'º°2%]/gi, '$1 n°') // "Factura n2 A-1"
      .replace(/\b([Nn])\s?[eo*?“”"%](?=\s+\S*\d)/g, '$1°');
    const folded = stripMarks(text);
    for (const m of folded.matchAll(labelRe)) {
      // the words before the label back to the last figure: "Kasse 3  Bon 4711" is a till's number, then the bon's
      const lead = folded.slice(Math.max(0, m.index - 14), m.index);
      const before = lead.slice(lead.search(/\d(?=\D*$)/) + 1) + m[0];
      const label = (m[1] ?? '').trim();
      if (notNumberLabels.some((w) => before.includes(w) && !label.includes(w))) continue;
      // OCR reads a letter prefix's I as 1, l or |: "1L 000044" is "IL 000044" (letters, then a space and the digits)
      const rest = text.slice(m.index + m[0].length).replace(/^[1l|](?=[A-Z]{1,5}[ -]\d{3,})/, 'I');
      const series = label === 'serija' ? /^([A-Z]{1,6})\s*(?:nr\.?|no\.?)?\s*(\d[\d-]*)/i.exec(rest) : null;
      if (series) {
        found.push({ number: `${series[1]} ${series[2]}`, strength: 3 });
        continue;
      }
      const t = tokenRe.exec(rest);
      if (!t) continue;
      const number = (t[0] as string).replace(/[.\-/]+$/, '').trim();
      if (
        !/\d/.test(number) ||
        number.length > 24 ||
        datesIn(number, null).length > 0 ||
        /^\d{1,2}:\d{2}/.test(number)
      )
        continue;
      // a generic "Nr."/"#" is weaker than "Invoice No"
      const strength = label.length <= 3 ? 1 : 2;
      found.push({ number, strength });
    }
  }
  if (found.length === 0) return { number: null, confidence: 0 };
  const best = found.reduce((a, b) => (b.strength > a.strength ? b : a));
  return { number: best.number, confidence: best.strength >= 2 ? 0.85 : 0.55 };
}
