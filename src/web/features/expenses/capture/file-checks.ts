import { fileExtension } from '../../../../contract/expense';
import { deskFileExtensions, deskFileRefusal } from '../../../../contract/receipt-reading';
import { contractMessageWords } from '../../../i18n/contract-words';
import type { Translate } from '../../../i18n/use-t';
import { formatNumber } from '../../../lib/format';

/** The BFF's default upload cap (MAX_UPLOAD_MB=20); a larger file is refused here so it is never sent. The BFF's
 * configured cap replaces it once known (useMaxUploadBytes). */
export const maxUploadBytes = 20 * 1024 * 1024;

/** Why a picked file cannot be uploaded: kept as facts, put into words when shown (so they follow a language switch). */
export type FileRefusal =
  | { reason: 'type'; name: string; rule: string } // the contract's own sentence, the API's words for it
  | { reason: 'empty'; name: string }
  | { reason: 'size'; name: string; size: number; max: number };

/**
 * Why a picked file cannot be uploaded; undefined when it may go. The accepted types are the contract's: the API's,
 * and an XML e-invoice, which the BFF keeps inside a PDF for the API.
 */
export function fileRefusal(
  file: Pick<File, 'name' | 'size'>,
  maxBytes = maxUploadBytes,
): FileRefusal | undefined {
  const notAccepted = deskFileRefusal(file.name);
  if (notAccepted) return { reason: 'type', name: file.name, rule: notAccepted };
  if (file.size === 0) return { reason: 'empty', name: file.name };
  if (file.size > maxBytes) return { reason: 'size', name: file.name, size: file.size, max: maxBytes };
  return undefined;
}

const megabytes = (bytes: number): string => formatNumber(bytes / (1024 * 1024), 1);

/** A refusal in words a person can act on, in the active language. */
export function refusalWords(refusal: FileRefusal, t: Translate): string {
  switch (refusal.reason) {
    case 'type':
      return contractMessageWords(refusal.rule, t);
    case 'empty':
      return t('expenses.refusal.empty', { name: refusal.name });
    case 'size':
      return t('expenses.refusal.size', {
        name: refusal.name,
        size: megabytes(refusal.size),
        max: megabytes(refusal.max),
      });
  }
}

export type PreviewKind = 'image' | 'pdf' | 'document';

const imageExtensions: ReadonlySet<string> = new Set(['jpeg', 'jpg', 'bmp', 'gif', 'png']);

/** How a receipt is previewed: browsers cannot show TIFF, so it gets the document icon like spreadsheets do. */
export function previewKind(name: string): PreviewKind {
  const ext = fileExtension(name);
  if (imageExtensions.has(ext)) return 'image';
  if (ext === 'pdf') return 'pdf';
  return 'document';
}

/** The picker's `accept` attribute: every whitelisted extension (dropped files are checked by fileRefusal instead). */
export const pickerAccept = deskFileExtensions.map((e) => `.${e}`).join(',');

/** An XML file: an e-invoice (UBL, CII) the reader takes its data from. */
export const isXmlFile = (name: string): boolean => fileExtension(name) === 'xml';
