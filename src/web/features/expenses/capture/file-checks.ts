import { expenseFileExtensions, expenseFileRefusal, fileExtension } from '../../../../contract/expense';

/** The BFF's default upload cap (MAX_UPLOAD_MB=20); a larger file is refused here so it is never sent. The BFF's
 * configured cap replaces it once known (useMaxUploadBytes). */
export const maxUploadBytes = 20 * 1024 * 1024;

const formatMb = (bytes: number): string => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

/** Why a picked file cannot be uploaded, in words a person can act on; undefined when it may go. */
export function fileRefusal(
  file: Pick<File, 'name' | 'size'>,
  maxBytes = maxUploadBytes,
): string | undefined {
  const byExtension = expenseFileRefusal(file.name);
  if (byExtension) return byExtension;
  if (file.size === 0) return `“${file.name}” is empty`;
  if (file.size > maxBytes) {
    return `“${file.name}” is ${formatMb(file.size)}; files may be at most ${formatMb(maxBytes)}`;
  }
  return undefined;
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
export const pickerAccept = expenseFileExtensions.map((e) => `.${e}`).join(',');
