import type { Clock } from '../../contract/clock';
import { CoalescedRun } from '../coalesced-run';
import type { OutboxStore, StoredEmail } from './outbox-store';
import { failureOf, type MailTransport } from './transport';

export interface MailWorkerDeps {
  store: OutboxStore;
  /** Where a business's messages go: its own mail server, else the desk's (transports.ts). */
  transports: { of(business: string): MailTransport; close(): void };
  /** The invoice's PDF for a message; a PermanentMailError is final (the invoice is gone), any other is retried. */
  attachment(e: StoredEmail): Promise<Buffer>;
  clock: Clock;
  /** Waits after the 1st, 2nd, … failed attempt; the last one repeats. The first retry comes within a minute. */
  retryDelaysMs: number[];
  /** How long a message keeps being retried before it fails for good. */
  giveUpAfterMs: number;
  onError?: (e: unknown) => void;
  /** Why a queued message should no longer go (a reminder whose invoice was paid meanwhile), or undefined. */
  cancelled?: (e: StoredEmail) => string | undefined;
}

/** A failure that no retry can mend (the invoice was deleted). */
export class PermanentMailError extends Error {}

/**
 * Sends the outbox's queued messages, oldest first, one at a time for each business. Each send is claimed (`sending`, one attempt more)
 * in the database before the SMTP exchange starts, and settled after it: sent, retried later with backoff, or failed
 * with the server's own words. Looks again when a message falls due, and whenever `kick` says one was added.
 */
export class MailWorker {
  private timer: NodeJS.Timeout | undefined;
  private closed = false;
  private readonly run: CoalescedRun;

  constructor(private readonly d: MailWorkerDeps) {
    this.run = new CoalescedRun(
      () => this.drain(),
      d.onError,
      () => this.schedule(),
    );
  }

  start(): void {
    this.d.store.resumeInterrupted(this.d.clock.now().getTime());
    this.kick();
  }

  /** Looks for due messages now (after a send was accepted). */
  kick(): void {
    this.run.kick();
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.timer);
    await this.run.stop();
    this.d.transports.close();
  }

  private schedule(): void {
    clearTimeout(this.timer);
    const next = this.d.store.nextDueAt();
    if (next === undefined || this.closed) return;
    const wait = Math.min(Math.max(next - this.d.clock.now().getTime(), 0), 60_000);
    this.timer = setTimeout(() => this.kick(), wait);
    this.timer.unref();
  }

  /**
   * One message per business at a time, the businesses side by side: a business waiting for its rate budget (its
   * PDF) holds up only its own mail.
   */
  private async drain(): Promise<void> {
    for (;;) {
      if (this.closed) return;
      const due = this.d.store.dueEach(this.d.clock.now().getTime());
      if (due.length === 0) return;
      await Promise.all(due.map((e) => this.sendOne(e)));
    }
  }

  private async sendOne(email: StoredEmail): Promise<void> {
    const { store, clock } = this.d;
    const cancelled = this.d.cancelled?.(email);
    if (cancelled) return store.fail(email.id, cancelled);
    store.claim(email.id);
    try {
      const pdf = await this.d.attachment(email);
      const transport = this.d.transports.of(email.business);
      const outcome = await transport.send(email.id, {
        from: transport.from,
        to: email.to,
        cc: email.cc.length > 0 ? email.cc : undefined,
        replyTo: email.reply_to ?? undefined,
        subject: email.subject,
        text: email.body,
        html: email.html,
        // The same id on a second copy (after a send cut mid-way): a receiver can tell it is one message.
        messageId: `<${email.id}@invoice-desk>`,
        attachments: [{ filename: email.file_name, content: pdf, contentType: 'application/pdf' }],
      });
      store.finish(email.id, outcome, Math.floor(clock.now().getTime() / 1000));
    } catch (e) {
      const failure =
        e instanceof PermanentMailError ? { temporary: false, message: e.message } : failureOf(e);
      const now = clock.now().getTime();
      const tooOld = now - email.created_at * 1000 >= this.d.giveUpAfterMs;
      if (!failure.temporary || tooOld) return store.fail(email.id, failure.message);
      const delays = this.d.retryDelaysMs;
      const delay = delays[Math.min(email.attempts, delays.length - 1)] ?? 60_000; // email.attempts: before this one
      store.retryAt(email.id, now + delay, failure.message);
    }
  }
}
