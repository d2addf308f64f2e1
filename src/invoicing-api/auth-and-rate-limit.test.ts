import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, call, createBusiness, startTestApi, type TestApi } from './testing/harness';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ rateLimit: 5 });
});
afterAll(() => api.stop());

describe('authentication', () => {
  it('answers 401 JSON for a missing, malformed or unknown token with Accept: application/json', async () => {
    const accept = { Accept: 'application/json' };
    for (const headers of [
      accept,
      { ...accept, Authorization: 'Bearer' },
      { ...accept, Authorization: 'Basic dXNlcjpwYXNz' },
      { ...accept, Authorization: 'Bearer not-a-real-token' },
    ]) {
      const res = await call(`${api.baseUrl}/invoices`, { headers });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: 'Unauthenticated.' });
      expect(res.headers.get('x-ratelimit-limit')).toBeNull();
    }
  });

  it('redirects to the HTML login page without Accept: application/json', async () => {
    const res = await call(`${api.baseUrl}/profile`, { headers: { Authorization: 'Bearer nope' } });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/login');
    const login = await call(`${api.origin}/login`);
    expect(login.status).toBe(200);
    expect(login.headers.get('content-type')).toContain('text/html');
    expect(login.text).toContain('<h1>Log in</h1>');
  });

  it('accepts a valid token and rejects it once revoked', async () => {
    const { profile, client, tokenId } = await createBusiness(api);
    expect((await client.get('/profile')).status).toBe(200);
    const revoked = await api.console.delete(`/businesses/${profile.business_id}/tokens/${tokenId}`);
    expect(revoked.status).toBe(204);
    const res = await client.get('/profile');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Unauthenticated.' });
    expect((await api.console.delete(`/businesses/${profile.business_id}/tokens/${tokenId}`)).status).toBe(
      404,
    );
  });

  it('refuses tokens on a plan without the API feature', async () => {
    const created = await api.console.post('/businesses', {
      business_title: 'No API Ltd',
      business_type: 'association',
      api_enabled: false,
    });
    expect(created.status).toBe(201);
    const res = await api.console.post(`/businesses/${created.body.data.business_id}/tokens`, { name: 'x' });
    expect(res.status).toBe(403);
    expect(res.body.message).toMatch(/plan/);
  });
});

describe('rate limit', () => {
  it('shares one budget per business across its tokens, with the rate headers on every response', async () => {
    const { profile, client: first } = await createBusiness(api);
    const token = await api.console.post(`/businesses/${profile.business_id}/tokens`, { name: 'second' });
    const second = apiClient(api, token.body.data.token);
    const other = await createBusiness(api);

    const remaining: string[] = [];
    for (const client of [first, second, first, second, first]) {
      const res = await client.get('/profile');
      expect(res.status).toBe(200);
      expect(res.headers.get('x-ratelimit-limit')).toBe('5');
      remaining.push(res.headers.get('x-ratelimit-remaining')!);
    }
    expect(remaining).toEqual(['4', '3', '2', '1', '0']);

    const limited = await second.get('/invoices');
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ message: 'Too Many Attempts.' });
    expect(limited.headers.get('x-ratelimit-remaining')).toBe('0');
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    const reset = Number(limited.headers.get('x-ratelimit-reset'));
    expect(reset - Math.floor(Date.now() / 1000)).toBeGreaterThanOrEqual(retryAfter - 2);
    expect(reset - Math.floor(Date.now() / 1000)).toBeLessThanOrEqual(61);

    // Another business keeps its own budget.
    const fine = await other.client.get('/profile');
    expect(fine.status).toBe(200);
    expect(fine.headers.get('x-ratelimit-remaining')).toBe('4');
  });

  it('answers an HTML error page when rate-limited without Accept: application/json', async () => {
    const { client } = await createBusiness(api);
    for (let i = 0; i < 5; i++) expect((await client.get('/profile')).status).toBe(200);
    const res = await call(`${api.baseUrl}/profile`, {
      headers: { Authorization: `Bearer ${client.token}` },
    });
    expect(res.status).toBe(429);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.text).toContain('Too Many Requests');
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(res.headers.get('x-ratelimit-reset')).toMatch(/^\d+$/);
  });

  it('logs every /api request in the console request log, and clears it', async () => {
    const { profile, client } = await createBusiness(api);
    expect((await api.console.delete('/request-log')).status).toBe(204);
    await client.get('/profile');
    await call(`${api.baseUrl}/profile`, { headers: { Accept: 'application/json' } });
    const log = await api.console.get('/request-log');
    expect(log.status).toBe(200);
    expect(log.body.data).toEqual([
      {
        at_ms: expect.any(Number),
        business_id: profile.business_id,
        method: 'GET',
        url: '/api/profile',
        status: 200,
      },
      { at_ms: expect.any(Number), business_id: null, method: 'GET', url: '/api/profile', status: 401 },
    ]);
  });
});
