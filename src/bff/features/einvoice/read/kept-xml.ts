import type { MultipartFile } from '@fastify/multipart';
import { fileExtension } from '../../../../contract/expense';
import type { Locale } from '../../../../contract/locales';
import { BffHttpError } from '../../../platform/errors';
import type { SwappedFile } from '../../../platform/http/multipart-stream';
import type { KeptAnswer, ReaderPool } from '../../receipts';
import { renderKeptPdf } from './kept-pdf';
import { parseEInvoice } from './read-einvoice';

/** "invoice-7.xml" → "invoice-7.pdf": the name the expense's file gets at the API. */
const pdfName = (name: string) => `${name.slice(0, name.length - '.xml'.length) || 'e-invoice'}.pdf`;

/**
 * The PDF that keeps an XML e-invoice (run in a reader thread: a large XML takes a second to parse): a readable page
 * of what it says, with the original attached byte for byte under its own name; or why it is not kept (a DOCTYPE,
 * damaged, no e-invoice) in the reader's words.
 */
export async function keptPdf(bytes: Uint8Array, name: string, locale: Locale): Promise<KeptAnswer> {
  const outcome = parseEInvoice(bytes);
  if (outcome.kind !== 'einvoice') return { ok: false, note: outcome.note };
  return { ok: true, pdf: await renderKeptPdf(outcome.data, { name, bytes }, locale) };
}

/**
 * An expense saved with an XML e-invoice: the API stores no .xml, so the BFF sends the PDF that keeps it in its place
 * (the XML can be taken out again from the downloaded PDF). Any other file goes through untouched (undefined); an
 * XML that does not read as an e-invoice is refused.
 */
export async function keptFileFor(
  file: MultipartFile,
  locale: Locale,
  keeper: ReaderPool,
): Promise<SwappedFile | undefined> {
  if (fileExtension(file.filename) !== 'xml') return undefined;
  const kept = await keeper.keep(await file.toBuffer(), file.filename, locale);
  if (!kept.ok) throw new BffHttpError(422, 'unsupported_file', kept.note, { errors: { file: [kept.note] } });
  return { filename: pdfName(file.filename), mimetype: 'application/pdf', bytes: kept.pdf };
}
