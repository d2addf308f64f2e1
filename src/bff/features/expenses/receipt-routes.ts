import type { FastifyInstance } from 'fastify';
import { deskFileRefusal } from '../../../contract/receipt-reading';
import { BffHttpError, validationError } from '../../platform/errors';
import { ReaderPool, readingLanguageOf } from '../receipts';
import { withVerdict } from '../einvoice';
import { validateEInvoice } from '../einvoice';
import type { Vault } from '../../platform/vault/vault';
import { unreadable } from '../../platform/http/multipart-stream';
import { scope } from '../../platform/http/scope';
import { heicToJpeg, isHeicName } from '../till';

export interface ReceiptDeps {
  vault: Vault;
  maxUploadMb: number;
  /** The business's time zone: the language its receipts' OCR starts from (readingLanguageOf). */
  zoneOf: (business: string) => string;
}

const tooLarge = (mb: number) => new BffHttpError(413, 'too_large', `The file is larger than ${mb} MB.`);
/**
 * POST /api/b/{business}/receipts/read: one receipt (multipart `file`) in, the fields read off it out — a photo, a
 * PDF, or an e-invoice (an XML, or a PDF carrying one: its data, no OCR). Read here, in the BFF's own threads: no
 * upstream call, nothing counted against the API's rate budget, nothing stored.
 */
export function receiptRoutes(d: ReceiptDeps) {
  return async (app: FastifyInstance) => {
    const pool = new ReaderPool();
    app.addHook('onClose', () => pool.close());
    app.post('/api/b/:business/receipts/read', { config: { access: 'capture' } }, async (req) => {
      const { business } = scope(d.vault, req);
      if (!req.isMultipart())
        throw new BffHttpError(415, 'bad_request', 'Send the receipt as multipart/form-data with one file.');
      if (Number(req.headers['content-length'] ?? '0') > (d.maxUploadMb + 1) * 1024 * 1024)
        throw tooLarge(d.maxUploadMb);
      const language = readingLanguageOf(d.zoneOf(business));
      const file = await req.file().catch((e: unknown) => Promise.reject(unreadable(e, d.maxUploadMb)));
      if (!file || file.fieldname !== 'file') {
        file?.file.resume();
        throw validationError({ file: ['Choose a file'] }, 'Send the receipt as the field “file”.');
      }
      // An iPhone's HEIC photo is read as the JPEG the desk makes of it (features/till); the reader knows no HEIC.
      if (isHeicName(file.filename)) {
        const heic = await file
          .toBuffer()
          .catch((e: unknown) => Promise.reject(unreadable(e, d.maxUploadMb)));
        return { data: await pool.read(await heicToJpeg(file.filename, heic), language) };
      }
      const refusal = deskFileRefusal(file.filename);
      if (refusal) {
        file.file.resume();
        throw new BffHttpError(422, 'unsupported_file', refusal, { errors: { file: [refusal] } });
      }
      const bytes = await file.toBuffer().catch((e: unknown) => Promise.reject(unreadable(e, d.maxUploadMb)));
      // an e-invoice read in the thread is judged here: the official rules run in their own thread (verdict.ts)
      return { data: await withVerdict(await pool.read(bytes, language), validateEInvoice) };
    });
  };
}
