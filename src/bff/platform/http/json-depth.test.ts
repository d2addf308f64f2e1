import { describe, expect, it } from 'vitest';
import { startInvoicingApi } from '../../../invoicing-api/server';
import { withApi } from '../../testing/fixture';
import { consoleOf, noMirrorSync, startTestBff } from '../../testing/harness';
import { jsonDepth, maxJsonDepth } from './json-depth';

describe('how deep a JSON text nests', () => {
  it('counts arrays and objects, not brackets inside strings or escaped quotes', () => {
    expect(jsonDepth('1')).toBe(0);
    expect(jsonDepth('{"a":[{"b":[]}]}')).toBe(4);
    expect(jsonDepth('{"a":"[[[[{{{{"}')).toBe(1);
    expect(jsonDepth('["\\"[[[", ["x"]]')).toBe(2);
    expect(jsonDepth(`${'['.repeat(3000)}${']'.repeat(3000)}`)).toBe(3000);
  });
});

const embedded = withApi((dataDir) => startInvoicingApi({ port: 0, dataDir, rateLimit: 100_000 }));

describe('a JSON body nested too deep', () => {
  it('is refused with a 400 before any route sees it; a body within the bound goes on as before', async () => {
    const bff = await startTestBff(embedded.api.baseUrl, noMirrorSync);
    try {
      const biz = await consoleOf(embedded.api).business('Deep Ltd');
      const origin = new URL(bff.url).origin;
      const send = (body: string) =>
        fetch(`${bff.url}/api/businesses`, {
          method: 'POST',
          body,
          headers: { origin, 'content-type': 'application/json' },
        });
      const deep = await send(`${'['.repeat(3000)}${']'.repeat(3000)}`);
      expect(deep.status).toBe(400);
      expect(await deep.json()).toMatchObject({ status: 400, code: 'bad_request' });
      const atBound = await send(`{"token":${'['.repeat(maxJsonDepth - 1)}${']'.repeat(maxJsonDepth - 1)}}`);
      expect(atBound.status).toBe(422); // parsed, then refused by the route's schema
      const poisoned = await send('{"__proto__": {"admin": true}}');
      expect(poisoned.status).toBe(400);
      const connected = await send(JSON.stringify({ token: biz.token }));
      expect(connected.status).toBe(201);
    } finally {
      await bff.close();
    }
  });
});
