import { LRUCache } from 'lru-cache';

const failureMemoryMs = 15 * 60 * 1000;
/** The longest a failed attempt holds its lines. */
export const maxLoginDelayS = 8;
const firstDelayMs = 500;
/** Bound on what is remembered (the oldest forgotten first): addresses and accounts with recent failures. */
const maxRemembered = 20_000;
const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** Attempts waiting per key, each run after the one before it ended. */
class Lines {
  private readonly lines = new Map<string, { waiting: number; tail: Promise<unknown> }>();

  constructor(private readonly maxWaiting: number) {}

  full(key: string): boolean {
    return (this.lines.get(key)?.waiting ?? 0) >= this.maxWaiting;
  }

  async run<T>(key: string, f: () => Promise<T>): Promise<T> {
    const line = this.lines.get(key) ?? { waiting: 0, tail: Promise.resolve() };
    line.waiting++;
    this.lines.set(key, line);
    const turn = line.tail.then(f);
    line.tail = turn.catch(() => undefined);
    try {
      return await turn;
    } finally {
      if (--line.waiting === 0) this.lines.delete(key);
    }
  }
}

/**
 * Slows password guessing per client address AND per account: attempts from one address, and attempts at one account
 * from anywhere, are checked one after another, and a failed one holds both lines for a delay that doubles with the
 * recent failures of either (0.5 s up to 8 s; forgotten after a quiet quarter of an hour). So many addresses at one
 * account guess no faster than one, and one address at many accounts neither. More than 3 waiting from one address
 * (5 at one account: a person would not wait behind more) are refused at once ('busy').
 */
export class LoginThrottle {
  private readonly failures = new LRUCache<string, number>({ max: maxRemembered, ttl: failureMemoryMs });
  private readonly addresses = new Lines(3);
  private readonly accounts = new Lines(5);

  /** Runs `check` in turn; its answer says whether it failed, and what to give back. */
  async attempt<T>(
    address: string,
    account: string,
    check: () => Promise<{ failed: boolean; answer: T }>,
  ): Promise<T | 'busy'> {
    const [a, b] = [`address:${address}`, `account:${account}`];
    if (this.addresses.full(a) || this.accounts.full(b)) return 'busy';
    return this.addresses.run(a, () =>
      this.accounts.run(b, async () => {
        const { failed, answer } = await check();
        if (!failed) {
          this.failures.delete(a);
          this.failures.delete(b);
          return answer;
        }
        const count = Math.max(this.count(a), this.count(b));
        await sleep(Math.min(firstDelayMs * 2 ** (count - 1), maxLoginDelayS * 1000));
        return answer;
      }),
    );
  }

  private count(key: string): number {
    const n = (this.failures.get(key) ?? 0) + 1;
    this.failures.set(key, n);
    return n;
  }
}
