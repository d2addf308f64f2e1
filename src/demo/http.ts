/** A small JSON client for the demo set-up: the console (X-Console-Key) and the API (bearer token). */
export interface Http {
  json<T>(method: string, path: string, body?: unknown): Promise<T>;
  form<T>(method: string, path: string, form: FormData): Promise<T>;
}

export function http(base: string, headers: Record<string, string>): Http {
  async function send<T>(method: string, path: string, init: RequestInit): Promise<T> {
    const res = await fetch(base + path, {
      ...init,
      method,
      headers: { accept: 'application/json', ...headers, ...init.headers },
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${text.slice(0, 500)}`);
    return (text === '' ? undefined : JSON.parse(text)) as T;
  }
  return {
    json: (method, path, body) =>
      send(
        method,
        path,
        body === undefined
          ? {}
          : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } },
      ),
    form: (method, path, form) => send(method, path, { body: form }),
  };
}
