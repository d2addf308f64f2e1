import { emptyReading, type ReceiptReading } from '../../../../contract/receipt-reading';
import { readCii } from './cii-read';
import type { ReadEInvoice } from './einvoice-data';
import { einvoiceReading } from './einvoice-reading';
import { readUbl } from './ubl-read';
import { parseXml, type XmlNode } from './xml-tree';
import { xmlTextOf } from './xml-text';

/** The roots read, by namespace URI and local name: a root of another namespace is not taken for one by its name. */
const roots: Record<string, { name: string; read: (root: XmlNode) => ReadEInvoice }> = {
  'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2': {
    name: 'Invoice',
    read: (r) => readUbl(r, false),
  },
  'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2': {
    name: 'CreditNote',
    read: (r) => readUbl(r, true),
  },
  'urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100': {
    name: 'CrossIndustryInvoice',
    read: readCii,
  },
};

export type EInvoiceOutcome =
  | { kind: 'einvoice'; data: ReadEInvoice; xml: string }
  /** not read: too large, unsafe (a DOCTYPE or entities), not text, or not well-formed */
  | { kind: 'refused'; note: string }
  /** well-formed XML, but neither a UBL Invoice or CreditNote nor a CII CrossIndustryInvoice */
  | { kind: 'other'; note: string };

const otherXml =
  'The XML is not an e-invoice this desk reads (a UBL 2.1 Invoice or CreditNote, or a UN/CEFACT CII CrossIndustryInvoice).';

/** The bytes of an XML file as an e-invoice in EN 16931's terms, or why not. Never throws. */
export function parseEInvoice(bytes: Uint8Array): EInvoiceOutcome {
  const text = xmlTextOf(bytes);
  if (!text.ok) return { kind: 'refused', note: text.note };
  const parsed = parseXml(text.xml);
  if (!parsed.ok) return { kind: 'refused', note: parsed.note };
  const known = parsed.rootNamespace === null ? undefined : roots[parsed.rootNamespace];
  if (!known || known.name !== parsed.rootName) return { kind: 'other', note: otherXml };
  try {
    return { kind: 'einvoice', data: known.read(parsed.root), xml: text.xml };
  } catch {
    return { kind: 'refused', note: 'The e-invoice could not be read.' };
  }
}

/** What a reader thread answers: the reading, and for an e-invoice its XML, for the verdict (verdict.ts). */
export type ThreadReading = ReceiptReading & { einvoiceXml?: string };

/**
 * An e-invoice read for the expense form (the verdict comes after, from the main thread: withVerdict); a file not
 * read gets a note. `attachment` names the PDF attachment it came from, null for an XML dropped as is.
 */
export function readEInvoice(outcome: EInvoiceOutcome, attachment: string | null): ThreadReading {
  if (outcome.kind !== 'einvoice') return emptyReading(outcome.note);
  return {
    ...einvoiceReading(outcome.data, { attachment, verdict: null, verdictNote: null }),
    einvoiceXml: outcome.xml,
  };
}
