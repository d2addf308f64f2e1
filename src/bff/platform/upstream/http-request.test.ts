import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpRequest } from './http-request';

let answer: (req: IncomingMessage, res: ServerResponse) => void = () => undefined;
const server = createServer((req, res) => answer(req, res));
let url: string;
beforeAll(async () => {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/x`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});

const get = () => httpRequest(url, { method: 'GET', headers: {}, signal: new AbortController().signal });

describe('httpRequest', () => {
  it('reads a body sent in pieces whole, as fetch would: UTF-8, a byte order mark dropped, headers by any case', async () => {
    answer = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'x-many': ['a', 'b'] });
      res.write('\uFEFF{"data":"Šiaulių ');
      setTimeout(() => res.end('€ 10"}'), 10);
    };
    const res = await get();
    expect([
      res.status,
      res.ok,
      res.headers.get('Content-Type'),
      res.headers.get('x-many'),
      res.headers.get('x-none'),
    ]).toEqual([200, true, 'application/json', 'a, b', null]);
    expect(await res.text()).toBe('{"data":"Šiaulių € 10"}');
  });

  it('gives a file body as one web stream however often it is asked for, and none for a 204', async () => {
    answer = (_req, res) => res.writeHead(200, { 'content-type': 'application/pdf' }).end('%PDF-1.7');
    const res = await get();
    expect(res.body).toBe(res.body);
    expect(await new Response(res.body).text()).toBe('%PDF-1.7');
    answer = (_req, res) => res.writeHead(204).end();
    const empty = await get();
    expect([empty.body, await empty.text()]).toEqual([null, '']);
  });

  it('rejects a body cut off before its end', async () => {
    answer = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '100' });
      res.write('{"data":[');
      setTimeout(() => res.destroy(), 10);
    };
    await expect((await get()).text()).rejects.toThrow();
  });
});
