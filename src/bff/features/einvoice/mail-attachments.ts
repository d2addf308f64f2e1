import { PermanentMailError, type MailAttachment } from '../mail';
import type { StoredEmail } from '../mail';
import type { EInvoices } from './einvoices';

/**
 * A message's files: the invoice's PDF, and beside it the e-invoice asked for — or, for Factur-X, the PDF that
 * carries it in place of the plain one. What the e-invoice lacks now (details changed since the send was asked)
 * fails the message for good with the list: a retry cannot mend it.
 */
export function mailAttachments(pdf: (e: StoredEmail) => Promise<Buffer>, einvoices: EInvoices) {
  return async (e: StoredEmail): Promise<MailAttachment[]> => {
    const content = await pdf(e);
    const plain = { filename: e.file_name, content, contentType: 'application/pdf' };
    if (!e.einvoice) return [plain];
    const invoice = await einvoices.invoice(e.business, e.invoice_id, 'background');
    const produced = await einvoices.produce(e.business, invoice, e.einvoice);
    if ('refusal' in produced) throw new PermanentMailError(produced.refusal);
    if ('missing' in produced)
      throw new PermanentMailError(
        `The e-invoice lacks: ${produced.missing.map((m) => m.message).join('; ')}. The message was not sent.`,
      );
    const file = {
      filename: produced.file.name,
      content: produced.file.bytes,
      contentType: produced.file.type,
    };
    return e.einvoice === 'facturx' ? [{ ...file, filename: e.file_name }] : [plain, file];
  };
}
