import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Multipart, MultipartFile } from '@fastify/multipart';
import { expenseFileRefusal } from '../../../contract/expense';
import { BffHttpError } from '../errors';

export interface OutgoingMultipart {
  contentType: string;
  /** The fields read before the file (the browser sends them first); the file itself is never held. */
  fields: Map<string, string>;
  hasFile: boolean;
  body: AsyncIterable<Uint8Array>;
  /** Set when the body failed while streaming (e.g. the size cap): explains a failed upstream call. */
  failure(): BffHttpError | undefined;
}

const quote = (s: string) => s.replace(/[\r\n"]/g, (c) => encodeURIComponent(c));

const fieldHead = (boundary: string, name: string) =>
  `--${boundary}\r\nContent-Disposition: form-data; name="${quote(name)}"\r\n\r\n`;

/** A file the BFF sends in the person's file's place (an XML e-invoice kept inside a PDF: the API takes no .xml). */
export interface SwappedFile {
  filename: string;
  mimetype: string;
  bytes: Uint8Array;
}
/** Takes the person's file whole and answers the file to send instead, or undefined to stream it through as it is. */
export type FileSwap = (file: MultipartFile) => Promise<SwappedFile | undefined>;

const fileHead = (boundary: string, f: Pick<MultipartFile, 'fieldname' | 'filename' | 'mimetype'>) =>
  `--${boundary}\r\nContent-Disposition: form-data; name="${quote(f.fieldname)}"; filename="${quote(f.filename)}"\r\n` +
  `Content-Type: ${f.mimetype || 'application/octet-stream'}\r\n\r\n`;

const tooLarge = (mb: number) => new BffHttpError(413, 'too_large', `The file is larger than ${mb} MB.`);

/** A body the multipart parser cannot read (no boundary, cut short, over a limit) is the client's 4xx, never a 5xx. */
export const unreadable = (e: unknown, mb: number): BffHttpError => {
  if (e instanceof BffHttpError) return e;
  const { code, statusCode, message } = e as { code?: unknown; statusCode?: unknown; message?: unknown };
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge(mb);
  const detail = typeof message === 'string' ? `: ${message}` : '';
  if (statusCode === 413)
    return new BffHttpError(413, 'too_large', `The upload has too many parts${detail}.`);
  return new BffHttpError(400, 'bad_request', `The upload could not be read${detail}.`);
};

/**
 * Re-encodes the browser's multipart upload for the API as a stream: fields first (small), then the file piped
 * chunk by chunk, so memory stays flat whatever the file size. The extension is checked before anything is sent.
 * `swap` may take the file whole and send another in its place (checked against the API's extensions in its turn).
 */
export async function streamMultipart(
  req: FastifyRequest,
  maxUploadMb: number,
  swap?: FileSwap,
): Promise<OutgoingMultipart> {
  if (!req.isMultipart())
    throw new BffHttpError(415, 'bad_request', 'Send the expense as multipart/form-data.');
  const declared = Number(req.headers['content-length'] ?? '0');
  if (declared > (maxUploadMb + 1) * 1024 * 1024) throw tooLarge(maxUploadMb);

  const parts = req.parts()[Symbol.asyncIterator]();
  const fields = new Map<string, string>();
  let file: MultipartFile | undefined;
  const nextPart = () => parts.next().catch((e: unknown) => Promise.reject(unreadable(e, maxUploadMb)));
  for (let next = await nextPart(); !next.done; next = await nextPart()) {
    const part: Multipart = next.value;
    if (part.type === 'file') {
      file = part;
      break;
    }
    fields.set(part.fieldname, String(part.value));
  }
  let swapped: SwappedFile | undefined;
  if (file) {
    swapped = swap
      ? await swap(file).catch((e: unknown) => Promise.reject(unreadable(e, maxUploadMb)))
      : undefined;
    const refusal = expenseFileRefusal(swapped?.filename ?? file.filename);
    if (refusal) {
      file.file.resume(); // drain, so the connection can answer
      throw new BffHttpError(422, 'unsupported_file', refusal, { errors: { file: [refusal] } });
    }
  }

  const boundary = `desk${randomBytes(12).toString('hex')}`;
  let failure: BffHttpError | undefined;
  const enc = new TextEncoder();
  const failed = (e: BffHttpError): never => {
    failure = e;
    throw e;
  };
  async function* body(): AsyncGenerator<Uint8Array> {
    for (const [k, v] of fields) yield enc.encode(`${fieldHead(boundary, k)}${v}\r\n`);
    if (file && swapped) {
      yield enc.encode(fileHead(boundary, { ...swapped, fieldname: file.fieldname }));
      yield swapped.bytes;
    } else if (file) {
      yield enc.encode(fileHead(boundary, file));
      try {
        for await (const chunk of file.file) yield chunk as Uint8Array;
      } catch (e) {
        failure = unreadable(e, maxUploadMb);
        throw e;
      }
    }
    if (file) {
      if (file.file.truncated) {
        failure = tooLarge(maxUploadMb);
        throw failure;
      }
      yield enc.encode('\r\n');
      for (let next = await nextPart().catch(failed); !next.done; next = await nextPart().catch(failed)) {
        const part: Multipart = next.value;
        if (part.type === 'file') {
          failure = new BffHttpError(422, 'bad_request', 'Send one file per expense.');
          throw failure;
        }
        fields.set(part.fieldname, String(part.value));
        yield enc.encode(`${fieldHead(boundary, part.fieldname)}${String(part.value)}\r\n`);
      }
    }
    yield enc.encode(`--${boundary}--\r\n`);
  }
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    fields,
    hasFile: file !== undefined,
    body: body(),
    failure: () => failure,
  };
}
