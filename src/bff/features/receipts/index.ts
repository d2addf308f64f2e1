/**
 * The receipts room's door: reading a receipt, a purchase invoice or an e-invoice into an expense's fields, on this
 * machine, in reader threads (the pipeline: read-file.ts), OCR starting from the business's language; and keeping an
 * XML e-invoice as a PDF in the same threads.
 */
export { ReaderPool, type KeptAnswer } from './reader-pool';
export { readingLanguageOf } from './reading-language';
