import type { Parser } from './api-client';
import { errorFromAnswer, networkError, unexpectedShape } from './api-error';

/**
 * Multipart uploads over XMLHttpRequest: fetch reports no upload progress, XHR's `upload.onprogress` does.
 * Resolves with the status and the parsed JSON body for every HTTP answer (the caller decides what is
 * an error); rejects with a DOMException 'AbortError' when the signal aborts, and a TypeError when the network fails.
 */
export type UploadProgress = { loaded: number; total: number };

export type UploadRequest = {
  method: 'POST' | 'PUT';
  url: string;
  body: FormData;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
  /** Beside Accept: the till names its capture (`Idempotency-Key`), so that a retry never makes a second expense. */
  headers?: Record<string, string>;
};

export type UploadResponse = { status: number; body: unknown };

const parseJson = (text: string): unknown => {
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

export function upload({
  method,
  url,
  body,
  onProgress,
  signal,
  headers = {},
}: UploadRequest): Promise<UploadResponse> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('The upload was cancelled', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    const onAbortSignal = () => xhr.abort();
    const done = () => signal?.removeEventListener('abort', onAbortSignal);
    xhr.open(method, url);
    xhr.setRequestHeader('Accept', 'application/json');
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress?.({ loaded: e.loaded, total: e.total });
    };
    xhr.onload = () => {
      done();
      resolve({ status: xhr.status, body: parseJson(xhr.responseText) });
    };
    xhr.onerror = () => {
      done();
      reject(new TypeError('The upload could not reach the server'));
    };
    xhr.onabort = () => {
      done();
      reject(new DOMException('The upload was cancelled', 'AbortError'));
    };
    signal?.addEventListener('abort', onAbortSignal, { once: true });
    xhr.send(body);
  });
}

export const isAbortError = (e: unknown): boolean => e instanceof DOMException && e.name === 'AbortError';

/**
 * An upload whose answer is JSON parsed with the contract: 2xx gives the parsed body, anything else the one ApiError.
 */
export async function uploadJson<T>(request: UploadRequest, schema: Parser<T>): Promise<T> {
  let res: UploadResponse;
  try {
    res = await upload(request);
  } catch (e) {
    if (isAbortError(e)) throw e;
    throw networkError();
  }
  if (res.status < 200 || res.status >= 300) throw errorFromAnswer(res.status, res.body);
  const parsed = schema.safeParse(res.body);
  if (!parsed.success) throw unexpectedShape(res.status);
  return parsed.data;
}
