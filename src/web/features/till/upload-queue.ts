import type { ReceiptReading } from '../../../contract/receipt-reading';
import { ApiError, isApiError, type ApiErrorCode } from '../../lib/api-error';
import { retryDelayMs } from './backoff';
import type { Capture, KeptError, SavedCapture } from './capture';
import { capturedFields, type StandIns } from './captured-fields';
import type { CaptureStore } from './till-store';
import type { TillApi } from './till-api';

/** What the capture screen shows: the captures kept (oldest first), the one being sent, the last one saved. */
export interface TillState {
  captures: readonly Capture[];
  sending?: { id: string; step: 'reading' | 'saving'; progress: number };
  saved?: SavedCapture;
}

export interface QueueDeps {
  store: CaptureStore;
  api: TillApi;
  now: () => number;
  /** The line is up as far as the browser knows (a failed send says so too). */
  online: () => boolean;
  /** Runs `fn` later; answers how to cancel it. */
  later: (fn: () => void, ms: number) => () => void;
  /** One sender at a time across the phone's tabs (Web Locks where the browser has them). */
  exclusive: <T>(fn: () => Promise<T>) => Promise<T>;
  /** The stand-in words, in the person's language at the moment of saving. */
  words: () => Pick<StandIns, 'receipt' | 'toCheck'>;
  /** After every change of what is kept: other tabs and the menu's count learn of it. */
  changed: (state: TillState) => void;
  /** An expense was made: the lists showing the business's expenses ask again. */
  madeExpense: (business: string) => void;
  random?: () => number;
}

/** Refusals a retry would not change: the person decides (fix the business, delete it). */
const needsPerson = new Set<ApiErrorCode>([
  'validation',
  'bad_request',
  'not_found',
  'forbidden',
  'token_invalid',
  'too_large',
  'unsupported_file',
]);
/** Without a currency read or used before: the app's own default. */
const lastResortCurrency = 'EUR';

const kept = (e: unknown): KeptError =>
  isApiError(e)
    ? {
        status: e.status,
        code: e.code,
        message: e.message,
        ...(e.retryAfterS ? { retryAfterS: e.retryAfterS } : {}),
      }
    : { status: 0, code: 'network', message: e instanceof Error ? e.message : String(e) };

/** A kept failure as the one ApiError again (its words are the person's: lib/error-text). */
export const errorOf = (e: KeptError) => new ApiError(e);

/**
 * The till's upload queue: captures go up in the order they were taken, one at a time, each read first (the fields
 * filled in from the receipt) and then saved as an expense under its own id. A capture leaves the phone only once the
 * BFF answered that it stored the expense; a failure keeps it, to be tried again after a back-off (at once when the
 * line comes back or the app is shown again), or, refused for good, until the person retries or deletes it.
 */
export class UploadQueue {
  private state: TillState = { captures: [] };
  private readonly listeners = new Set<() => void>();
  private running = false;
  private again = false;
  private cancelTimer: (() => void) | undefined;
  private readonly currencies = new Map<string, string>();

  constructor(private readonly d: QueueDeps) {}

  snapshot = (): TillState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Reads what is kept (at start, and when another tab changed it). */
  async refresh(): Promise<void> {
    const [captures, saved] = await Promise.all([this.d.store.all(), this.d.store.meta('saved')]);
    this.set({ ...this.state, captures, saved });
  }

  /** Keeps a new capture on the phone and sends it when its turn comes. */
  async add(c: Pick<Capture, 'business' | 'note' | 'photo' | 'name'>): Promise<Capture> {
    const capture: Capture = {
      ...c,
      id: crypto.randomUUID(),
      at: this.d.now(),
      state: 'waiting',
      attempts: 0,
      nextAt: 0,
    };
    await this.d.store.put(capture);
    await this.reload();
    this.kick();
    return capture;
  }

  /** The person asks for one refused or waiting capture to go now. */
  async retry(id: string): Promise<void> {
    const c = await this.d.store.get(id);
    if (c) await this.d.store.put({ ...c, state: 'waiting', nextAt: 0 });
    await this.reload();
    this.kick();
  }

  async remove(id: string): Promise<void> {
    await this.d.store.remove(id);
    await this.reload();
  }

  /** The line came back, or the app was shown again: what waits for its back-off goes now. */
  async wake(): Promise<void> {
    for (const c of await this.d.store.all())
      if (c.state === 'waiting' && c.nextAt > 0) await this.d.store.put({ ...c, nextAt: 0 });
    await this.reload();
    this.kick();
  }

  /** Sends what is due, one at a time; a call while it runs makes it look once more when done. */
  kick(): void {
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = true;
    this.cancelTimer?.();
    this.cancelTimer = undefined;
    void this.drain().finally(() => {
      this.running = false;
      if (this.again) {
        this.again = false;
        this.kick();
      }
    });
  }

  private async drain(): Promise<void> {
    for (;;) {
      this.again = false;
      const next = (await this.d.store.all()).find((c) => c.state === 'waiting');
      if (!next || !this.d.online()) return;
      const wait = next.nextAt - this.d.now();
      if (wait > 0) {
        this.cancelTimer = this.d.later(() => this.kick(), wait);
        return;
      }
      await this.d.exclusive(() => this.send(next.id));
    }
  }

  /** One capture, read again from the store inside the lock: another tab may have sent or deleted it meanwhile. */
  private async send(id: string): Promise<void> {
    let c = await this.d.store.get(id);
    if (!c || c.state !== 'waiting' || c.nextAt > this.d.now()) return;
    const step = (s: 'reading' | 'saving') => (progress: number) =>
      this.set({ ...this.state, sending: { id, step: s, progress } });
    try {
      if (c.reading === undefined) {
        step('reading')(0);
        c = { ...c, reading: await this.readOrNone(c, step('reading')) };
        await this.d.store.put(c);
      }
      if (!c.fields) {
        const currency = c.reading?.currency ?? (await this.currencyOf(c.business));
        c = { ...c, ...capturedFields(c.reading, c, { ...this.d.words(), currency }) };
        await this.d.store.put(c);
        await this.reload(); // the screen shows what was read while it is saved
      }
      step('saving')(0);
      const fields = c.fields!;
      const expense = await this.d.api.save(c.business, c.id, fields, c.photo, c.name, step('saving'));
      const saved: SavedCapture = {
        id,
        business: c.business,
        expenseId: expense.id,
        fields,
        toCheck: c.toCheck ?? false,
      };
      await this.d.store.remove(id);
      await this.d.store.setMeta('saved', saved);
      this.d.madeExpense(c.business);
    } catch (e) {
      await this.d.store.put(this.failed(c, e));
    }
    this.set({ ...this.state, sending: undefined });
    await this.reload();
  }

  /** The reading; none when the reader refuses the file for good (the expense is made with stand-ins, to check). */
  private async readOrNone(c: Capture, onProgress: (p: number) => void): Promise<ReceiptReading | null> {
    try {
      return await this.d.api.read(c.business, c.photo, c.name, onProgress);
    } catch (e) {
      if (isApiError(e) && needsPerson.has(e.code) && e.code !== 'not_found') return null;
      throw e;
    }
  }

  private failed(c: Capture, e: unknown): Capture {
    const error = kept(e);
    const attempts = c.attempts + 1;
    if (needsPerson.has(error.code)) return { ...c, attempts, error, state: 'attention', nextAt: 0 };
    const delay = retryDelayMs(attempts, error.retryAfterS, this.d.random);
    return { ...c, attempts, error, state: 'waiting', nextAt: this.d.now() + delay };
  }

  /** Asked once per business and kept; a failure to ask fails the attempt (it is tried again, like the save). */
  private async currencyOf(business: string): Promise<string> {
    let currency = this.currencies.get(business);
    if (!currency) {
      currency = (await this.d.api.usualCurrency(business)) ?? lastResortCurrency;
      this.currencies.set(business, currency);
    }
    return currency;
  }

  private async reload(): Promise<void> {
    await this.refresh();
    this.d.changed(this.state);
  }

  private set(state: TillState): void {
    this.state = state;
    this.listeners.forEach((l) => l());
  }
}
