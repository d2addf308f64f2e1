import PQueue from 'p-queue';
import type { Delivery, WebhooksRepo } from '../store/webhooks-repo';
import { signBody } from './sign';

export const maxAttempts = 3;
const batch = 50;

export interface SenderDeps {
  repo: WebhooksRepo;
  retryDelaysMs: readonly number[]; // delay before the 2nd, 3rd attempt
  timeoutMs: number; // a delivery not acknowledged (2xx) within this counts as failed
  onError: (error: unknown, delivery: Pick<Delivery, 'id' | 'url'>) => void;
}

/**
 * Sends the outbox's due deliveries in the background, a few at a time, so a slow or dead endpoint never holds
 * up an API request. A delivery row is removed on acknowledgement or after the last attempt; anything still in
 * the table when the process stops is sent after the next start.
 */
export function webhookSender(deps: SenderDeps) {
  const queue = new PQueue({ concurrency: 8 });
  const inFlight = new Set<number>();
  const stop = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let kicked = false;

  async function attempt(d: Delivery): Promise<void> {
    let acknowledged = false;
    try {
      const res = await fetch(d.url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Signature: signBody(d.body, d.secret) },
        body: d.body,
        redirect: 'manual',
        signal: AbortSignal.any([AbortSignal.timeout(deps.timeoutMs), stop.signal]),
      });
      await res.body?.cancel();
      acknowledged = res.status >= 200 && res.status < 300;
    } catch (error) {
      if (!stop.signal.aborted) deps.onError(error, d);
    }
    if (stop.signal.aborted) return; // interrupted by shutdown: the row stays and is sent after restart
    const attempts = d.attempts + 1;
    if (acknowledged || attempts >= maxAttempts) deps.repo.done(d.id);
    else deps.repo.retryAt(d.id, Date.now() + retryDelay(attempts));
  }

  const retryDelay = (attemptsSoFar: number) =>
    deps.retryDelaysMs[attemptsSoFar - 1] ?? deps.retryDelaysMs.at(-1) ?? 0;

  function scan(): void {
    kicked = false;
    if (stop.signal.aborted) return;
    for (const d of deps.repo.due(Date.now(), batch)) {
      if (inFlight.has(d.id)) continue;
      inFlight.add(d.id);
      void queue
        .add(() => attempt(d))
        .finally(() => {
          inFlight.delete(d.id);
          kick();
        });
    }
    arm();
  }

  /** Sleeps until the next delivery falls due; attempts in flight re-scan when they finish. */
  function arm(): void {
    clearTimeout(timer);
    const next = deps.repo.nextDueAt();
    if (next === undefined) return;
    const wait = next - Date.now();
    if (wait <= 0 && inFlight.size > 0) return;
    timer = setTimeout(scan, Math.min(Math.max(wait, 0), 2 ** 31 - 1));
  }

  function kick(): void {
    if (kicked || stop.signal.aborted) return;
    kicked = true;
    setImmediate(scan);
  }

  return {
    /** Call after a write that enqueued deliveries (and once at start-up). */
    kick,
    async close(): Promise<void> {
      stop.abort();
      clearTimeout(timer);
      queue.clear();
      await queue.onIdle();
    },
  };
}
export type WebhookSender = ReturnType<typeof webhookSender>;
