import { AsyncLocalStorage } from 'node:async_hooks';
import { BffHttpError } from '../errors';

const heldOnly = new AsyncLocalStorage<true>();

/**
 * Runs `read` so that nothing it starts may call the API: a drawn page's reads (features/site/draw.ts) are answered from what
 * the BFF holds (its mirror, its caches, its own stores), or not at all, and the browser then asks for them itself.
 */
export const withoutUpstream = <T>(read: () => PromiseLike<T>): Promise<T> =>
  // Awaited inside: Fastify's inject starts the request only when its answer is awaited, and must start it in here.
  heldOnly.run(true, async () => await read());

/**
 * Called by the gateway before it would ask the API. Not `upstream_unavailable`: the API was not asked, so neither
 * the mirror's state nor the fallback to saved data may follow from it.
 */
export function refuseInsideWithoutUpstream(): void {
  if (heldOnly.getStore())
    throw new BffHttpError(
      503,
      'upstream_error',
      'Not asked of the API: a drawn page is answered from what the BFF holds.',
    );
}
