import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { pageAnswersId } from '../../contract/overview';

const figures = z.object({ data: z.object({ total: z.string() }) });

/** A page as the BFF sends it, then a fresh api-client reading it (the answers are read once per page load). */
async function pageWith(answers: string | undefined) {
  document.body.innerHTML = answers === undefined ? '' : `<script type="application/json" id="${pageAnswersId}">${answers}</script>`;
  vi.resetModules();
  const network = vi.fn(async () => new Response(JSON.stringify({ data: { total: 'from the BFF' } }), { status: 200 }));
  vi.stubGlobal('fetch', network);
  const { apiRequest } = await import('./api-client');
  (await import('./page-answers')).holdPageData(document);
  return { apiRequest, network };
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('answers the page brought', () => {
  it('answer the first read of their path without a request, and only the first', async () => {
    const { apiRequest, network } = await pageWith('{"/b/1/overview":{"data":{"total":"from the page"}}}');
    expect(await apiRequest('/b/1/overview', figures)).toEqual({ data: { total: 'from the page' } });
    expect(network).not.toHaveBeenCalled();
    expect(await apiRequest('/b/1/overview', figures)).toEqual({ data: { total: 'from the BFF' } });
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('serve only GETs of the same path; a write, or a read of another path, asks the BFF', async () => {
    const { apiRequest, network } = await pageWith('{"/b/1/overview":{"data":{"total":"from the page"}}}');
    await apiRequest('/b/1/overview?from=2026-01-01', figures);
    await apiRequest('/b/1/overview', figures, { method: 'POST', body: {} });
    expect(network).toHaveBeenCalledTimes(2);
    expect(await apiRequest('/b/1/overview', figures)).toEqual({ data: { total: 'from the page' } });
  });

  it('are checked by the same schema as a fetched answer', async () => {
    const { apiRequest } = await pageWith('{"/b/1/overview":{"data":{"total":7}}}');
    // (The module reset above gives a fresh ApiError class, so the error is checked by its fields.)
    await expect(apiRequest('/b/1/overview', figures)).rejects.toMatchObject({ code: 'bad_response', status: 200 });
  });

  it('are ignored when missing or cut short: every read asks the BFF', async () => {
    for (const page of [undefined, '{"/b/1/overview":{"data":']) {
      const { apiRequest, network } = await pageWith(page);
      expect(await apiRequest('/b/1/overview', figures)).toEqual({ data: { total: 'from the BFF' } });
      expect(network).toHaveBeenCalledTimes(1);
    }
  });
});
