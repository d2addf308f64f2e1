import type { FormatFactoryService } from '@e-invoice-eu/core';
import { type Invoice as UblJson, type InvoiceServiceOptions } from '@e-invoice-eu/core';
import type { EInvoiceFormat } from '../../../contract/einvoice/details';
import type { EInvoiceModel } from '../../../contract/einvoice/model';
import { ublJson } from './ubl-binding';

/** What each of our formats is in the library's terms, and the specification it declares (BT-24, BT-23). */
export const libraryFormats: Record<
  EInvoiceFormat,
  { library: string; customizationId?: string; profileId?: string }
> = {
  peppol: {
    library: 'UBL',
    customizationId: 'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0',
    profileId: 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0',
  },
  'xrechnung-ubl': { library: 'XRECHNUNG-UBL', profileId: 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0' },
  'xrechnung-cii': { library: 'XRECHNUNG-CII', profileId: 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0' },
  facturx: { library: 'Factur-X-EN16931' },
};

/** The library logs its warnings through this; they go nowhere (the official rules speak for the file instead). */
const quiet = { log: () => undefined, warn: () => undefined, error: () => undefined };
/** The library (with its PDF, XML and spreadsheet parts, ~20 MB in memory) is loaded on the first e-invoice, not at start. */
let loading: Promise<FormatFactoryService> | undefined;
const formatsOf = () =>
  (loading ??= import('@e-invoice-eu/core').then((lib) => new lib.FormatFactoryService()));

/**
 * The library's format writer, called as its InvoiceService.generate calls it but without compiling the library's
 * whole input JSON schema again on every call (Ajv, ~250 ms a call here: most of an e-invoice's time). Our input is
 * the typed model's binding, and write.test.ts holds this path to the library's checked one, file for file.
 */
export async function writeWithLibrary(
  json: UblJson,
  options: Omit<InvoiceServiceOptions, 'format'> & { format: string },
) {
  const factory = await formatsOf();
  const formatter = factory.createFormatService(options.format, quiet);
  const invoice = structuredClone(json);
  formatter.fillInvoiceDefaults(invoice);
  return formatter.generate(invoice, { ...options, format: factory.normalizeFormat(options.format) });
}

export interface Written {
  /** the XML (for Factur-X, the CII embedded in the PDF) */
  xml: string;
  /** the Factur-X PDF/A-3, for facturx only */
  pdf?: Uint8Array;
}

/** Writes the model in a format. Factur-X takes the invoice's own PDF and returns it as PDF/A-3 with `factur-x.xml`. */
export async function writeEInvoice(
  model: EInvoiceModel,
  format: EInvoiceFormat,
  pdf?: Uint8Array,
): Promise<Written> {
  const f = libraryFormats[format];
  const json = ublJson(model, f);
  const lang = 'en';
  if (format !== 'facturx') return { xml: String(await writeWithLibrary(json, { format: f.library, lang })) };
  if (!pdf) throw new Error('Factur-X needs the invoice’s PDF');
  // The XML alone first (the same mapping the PDF embeds), for the rules; then the PDF around it.
  const xml = String(await writeWithLibrary(json, { format: 'CII', lang }));
  const pdfName = `${model.number}.pdf`;
  const out = await writeWithLibrary(json, {
    format: f.library,
    lang,
    pdf: { buffer: pdf, filename: pdfName, mimetype: 'application/pdf' },
  });
  return { xml, pdf: out as Uint8Array };
}
