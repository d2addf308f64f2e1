/**
 * A multipart body as the expense and receipt forms post it: the fields, then the file (none for a change of fields
 * alone). The API's tests and the BFF's (which may import the embedded API's test kit) build theirs here.
 */
export function uploadForm(
  fields: Record<string, string>,
  file?: { name: string; bytes: string | Uint8Array<ArrayBuffer>; type?: string },
): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  if (file) form.set('file', new Blob([file.bytes], { type: file.type }), file.name);
  return form;
}
