import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { browser, jsonBody, sampleInvoiceBody, startTestBff } from '../../testing/harness';
import { withBffOnStandIn } from '../../testing/stand-in-api';

// A mock upstream, only for the faults the embedded API cannot produce: HTML, truncated JSON, dropped connections.
const business = '7d1f4b8e-2c3a-4e5f-9a6b-1c2d3e4f5a6b';
let fault: (req: IncomingMessage, res: ServerResponse) => void = () => undefined;
const mock = createServer((req, res) => {
  if (req.url === '/api/profile') {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        data: {
          business_id: business,
          business_title: 'Mock',
          business_type: 'association',
          address: null,
          vat_code: null,
        },
      }),
    );
    return;
  }
  req.resume();
  req.on('end', () => fault(req, res));
});
const desk = withBffOnStandIn(mock, 'mock-token', { upstreamTimeoutMs: 500 });
const get: ReturnType<typeof browser> = (path, init) => desk.get(path, init);

const errorOf = async (res: Response) => ({
  status: res.status,
  ...((await res.json()) as { code: string; message: string }),
});

describe('upstream faults become one clear error, never passed through', () => {
  it('an HTML page (missing Accept, login redirect, error page)', async () => {
    fault = (_req, res) =>
      res.writeHead(200, { 'content-type': 'text/html' }).end('<html><body>Log in</body></html>');
    const html = await errorOf(await get(`/api/b/${business}/invoices`));
    expect(html).toMatchObject({
      status: 502,
      code: 'upstream_unavailable',
      message: expect.stringContaining('web page'),
    });
    expect(JSON.stringify(html)).not.toContain('<html>');
    fault = (_req, res) => res.writeHead(302, { location: '/login' }).end();
    expect(await errorOf(await get(`/api/b/${business}/invoices`))).toMatchObject({
      status: 502,
      code: 'upstream_unavailable',
    });
    fault = (_req, res) =>
      res.writeHead(429, { 'content-type': 'text/html', 'retry-after': '0' }).end('<h1>Too Many</h1>');
    expect(await errorOf(await get(`/api/b/${business}/invoices`))).toMatchObject({
      status: 502,
      code: 'upstream_unavailable',
    });
    fault = (_req, res) =>
      res.writeHead(503, { 'content-type': 'text/html' }).end('<h1>Down for maintenance</h1>');
    expect(await errorOf(await get(`/api/b/${business}/invoices`))).toMatchObject({
      status: 502,
      code: 'upstream_unavailable',
    });
  });

  it('truncated or malformed JSON, and a 5xx whose details are masked', async () => {
    fault = (_req, res) =>
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"data":[{"id":"a');
    expect(await errorOf(await get(`/api/b/${business}/invoices`))).toMatchObject({
      status: 502,
      code: 'upstream_error',
    });
    fault = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '5000' });
      res.write('{"data":[');
      setTimeout(() => res.destroy(), 20);
    };
    expect(await errorOf(await get(`/api/b/${business}/invoices`))).toMatchObject({
      status: 502,
      code: 'upstream_error',
    });
    fault = (_req, res) =>
      res
        .writeHead(500, { 'content-type': 'application/json' })
        .end('{"message":"SQLSTATE[42S02] secret table"}');
    const e = await errorOf(await get(`/api/b/${business}/invoices`));
    expect(e).toMatchObject({ status: 502, code: 'upstream_error' });
    expect(e.message).not.toContain('SQLSTATE');
  });

  it('a write whose connection drops or times out after sending is "may have been created", sent once', async () => {
    let posts = 0;
    fault = (req, res) => {
      if (req.method === 'POST') posts++;
      res.destroy();
    };
    const dropped = await errorOf(
      await get(`/api/b/${business}/invoices`, { method: 'POST', ...jsonBody(sampleInvoiceBody()) }),
    );
    expect(dropped).toMatchObject({ status: 504, code: 'may_have_been_created' });
    expect(posts).toBe(1);
    fault = (req) => {
      if (req.method === 'POST') posts++; // never answers
    };
    const slow = await errorOf(
      await get(`/api/b/${business}/invoices`, { method: 'POST', ...jsonBody(sampleInvoiceBody()) }),
    );
    expect(slow).toMatchObject({ status: 504, code: 'may_have_been_created' });
    expect(posts).toBe(2);
  });

  it('a dropped GET or an unreachable API is upstream_unavailable', async () => {
    fault = (_req, res) => res.destroy();
    expect(await errorOf(await get(`/api/b/${business}/invoices`))).toMatchObject({
      status: 502,
      code: 'upstream_unavailable',
    });
    const down = await startTestBff('http://127.0.0.1:9/api');
    const res = await browser(down.url)('/api/businesses', { method: 'POST', ...jsonBody({ token: 't' }) });
    expect(await errorOf(res)).toMatchObject({ status: 502, code: 'upstream_unavailable' });
    await down.close();
  });
});
