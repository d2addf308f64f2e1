/**
 * `Content-Disposition` with the original file name (RFC 6266): a plain ASCII `filename` for old clients and
 * `filename*` in UTF-8 so names like “Sąskaita Nr. 5.pdf” survive.
 */
export function contentDisposition(type: 'attachment' | 'inline', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
