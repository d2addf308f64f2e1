import { bffErrorSchema } from '../../contract/bff';
import { errorFromAnswer, networkError, unexpectedShape } from './api-error';

/** Anything with zod/mini's safeParse: the contract's schemas. */
export interface Parser<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** A plain object is sent as JSON; FormData as multipart. */
  body?: unknown;
  signal?: AbortSignal;
  /**
   * `background` for a read no person waits for (a prefetch, a refetch of what is already on screen): the BFF's
   * governor lets it wait behind the person's calls (`X-Desk-Priority`).
   */
  priority?: 'person' | 'background';
  /** In the BFF's own render of a page, where its reads are answered: the BFF's answer, not the network (PageRead). */
  read?: PageRead;
}

/**
 * The BFF's answer to a GET of `path`, handed to its render of a page (first-screen/server-entry.tsx, through the
 * render's query client: its default query `meta`); rejects when the BFF would not answer it 200.
 */
export type PageRead = (path: string) => Promise<unknown>;

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { read?: PageRead };
  }
}

const base = '/api';

async function send(
  path: string,
  { method = 'GET', body, signal, priority }: RequestOptions,
): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (priority === 'background') headers['X-Desk-Priority'] = 'background';
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  try {
    return await fetch(`${base}${path}`, {
      method,
      headers,
      body: payload,
      signal,
      credentials: 'same-origin',
    });
  } catch (e) {
    if (signal?.aborted) throw e;
    throw networkError();
  }
}

/** Turns any non-2xx answer into the one ApiError, whatever its body. */
const toApiError = async (res: Response) =>
  errorFromAnswer(res.status, await res.json().catch(() => undefined), retryAfterHeader(res));

const retryAfterHeader = (res: Response): number | undefined => {
  const v = Number(res.headers.get('Retry-After'));
  return Number.isFinite(v) && v > 0 ? v : undefined;
};

/** Sends a request to the BFF (or, in its render of a page, takes its answer) and parses it with the contract's schema. */
export async function apiRequest<T>(
  path: string,
  schema: Parser<T>,
  options: RequestOptions = {},
): Promise<T> {
  let body: unknown;
  let status = 200;
  if (options.read) body = await options.read(path);
  else {
    const res = await send(path, options);
    if (!res.ok) throw await toApiError(res);
    body = await res.json().catch(() => undefined);
    status = res.status;
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw unexpectedShape(status);
  return parsed.data;
}

/** For answers without a body worth reading (DELETE). */
export async function apiSend(path: string, options: RequestOptions): Promise<void> {
  const res = await send(path, options);
  if (!res.ok) throw await toApiError(res);
}

export type FileAnswer =
  { kind: 'ready'; blob: Blob } | { kind: 'pending'; retryAfterS: number; message: string };

/** A file that may still be in the making: 200 gives the bytes, 202 says when to ask again. */
export async function apiFile(
  path: string,
  options: Pick<RequestOptions, 'signal' | 'priority'> = {},
): Promise<FileAnswer> {
  const res = await send(path, options);
  if (res.status === 202) {
    const body: unknown = await res.json().catch(() => undefined);
    const parsed = bffErrorSchema.safeParse(body);
    const retryAfterS =
      (parsed.success ? parsed.data.retry_after_s : undefined) ?? retryAfterHeader(res) ?? 1;
    return {
      kind: 'pending',
      retryAfterS,
      message: parsed.success ? parsed.data.message : 'Still being prepared',
    };
  }
  if (!res.ok) throw await toApiError(res);
  return { kind: 'ready', blob: await res.blob() };
}
