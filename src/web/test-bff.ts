import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

/**
 * The screens' tests' BFF (the e-invoice dialog's, the people screens'): `fetch` answers by method and path (query
 * included) from a queue per route, the next answer each call, the last one again after that; a route with no answer
 * waits forever. Every request is kept.
 */
export interface Sent {
  method: string;
  url: string;
  body: unknown;
}
/** JSON `body`, or the bytes of a file (`raw`, with its headers). */
export interface Answer {
  status: number;
  body?: unknown;
  raw?: BodyInit;
  headers?: Record<string, string>;
}

export function stubBff() {
  const routes = new Map<string, Answer[]>();
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    sent.push({ method, url, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined });
    const queue = routes.get(`${method} ${url}`);
    const answer = queue && (queue.length > 1 ? queue.shift() : queue[0]);
    if (!answer) return new Promise(() => {});
    const headers = { 'content-type': 'application/json', ...answer.headers };
    return Promise.resolve(
      new Response(answer.raw ?? JSON.stringify(answer.body), { status: answer.status, headers }),
    );
  });
  return {
    sent,
    /** Answers `method path` with these, in turn. */
    answer: (route: string, ...answers: Answer[]) => void routes.set(route, answers),
  };
}

/**
 * The usual set-up of a screen's test file: a fresh stub before each test; after it, the render cleaned up and
 * `fetch` given back. The answer reaches the test's own stub whichever test runs.
 */
export function stubBffEachTest(): ReturnType<typeof stubBff> {
  let stub: ReturnType<typeof stubBff>;
  beforeEach(() => {
    stub = stubBff();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
  return {
    get sent() {
      return stub.sent;
    },
    answer: (route, ...answers) => stub.answer(route, ...answers),
  };
}

/** A JSON answer, as the BFF gives one. */
export const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The body of the BFF's 422: the input refused, each path's messages in `errors`, `message` their summary. */
export const validationError = (message: string, errors: Record<string, string[]>) => ({
  status: 422,
  code: 'validation',
  message,
  errors,
});

/** That 422 as the BFF answers a save (`stubSavesEachTest`'s `answer`). */
export const validationResponse = (message: string, errors: Record<string, string[]>) =>
  jsonResponse(422, validationError(message, errors));

/**
 * The set-up of a settings form's test file: before each test, `fetch` takes the form's saves, keeps each body sent in
 * `sent` and answers it with `answer` (`usual`, the BFF's own answer, unless the test sets another); after it, the
 * render is cleaned up and `fetch` given back.
 */
export function stubSavesEachTest<B>(usual: (body: B) => Response) {
  const saves = { sent: [] as B[], answer: usual };
  beforeEach(() => {
    saves.sent = [];
    saves.answer = usual;
    vi.stubGlobal('fetch', (_url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as B;
      saves.sent.push(body);
      return Promise.resolve(saves.answer(body));
    });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
  return saves;
}
