import { channel } from 'node:diagnostics_channel';
import type { Clock } from '../../../contract/clock';
import type { OutboxStore, StoredEmail } from './outbox-store';
import { failureOf, type MailTransport } from './transport';

/** One file of a message, as nodemailer takes it. */
export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface MailWorkerDeps {
  store: OutboxStore;
  /** Where a business's messages go: its own mail server, else the desk's (transports.ts). */
  transports: { of(business: string): MailTransport; close(): void };
  /** The invoice's PDF for a message; a PermanentMailError is final (the invoice is gone), any other is retried. */
  /** The files the message carries: the invoice's PDF, and its e-invoice when one was asked for. */
  attachments(e: StoredEmail): Promise<MailAttachment[]>;
  clock: Clock;
  /** Waits after the 1st, 2nd, … failed attempt; the last one repeats. The first retry comes within a minute. */
  retryDelaysMs: number[];
  /** How long a message keeps being retried before it fails for good. */
  giveUpAfterMs: number;
  onError?: (e: unknown) => void;
  /** Why a queued message should no longer go (a reminder whose invoice was paid meanwhile), or undefined. */
  cancelled?: (e: StoredEmail) => string | undefined;
  /** The earliest time from `atMs` on at which a retry may go (a reminder: inside its business's window). */
  sendableFrom?: (e: StoredEmail, atMs: number) => number;
}

/** A failure that no retry can mend (the invoice was deleted). */
export class PermanentMailError extends Error {}

/** The instants of a send a process can end between, published for whoever traces them (the crash test). */
export const sendStepChannel = 'invoice-desk:mail-send';
export type SendStep = 'pdf-fetched' | 'claimed' | 'accepted';
const steps = channel(sendStepChannel);
const reached = (step: SendStep, e: StoredEmail) => {
  if (steps.hasSubscribers) steps.publish({ step, id: e.id, to: e.to });
};

/**
 * Sends the outbox's queued messages, oldest first, one at a time for each business and the businesses side by side:
 * one whose mail server hangs, or that waits for its rate budget (its PDF), holds up only its own mail. The PDF is
 * fetched first; only then is the message claimed (`sending`, one attempt more) for the SMTP exchange alone, and
 * settled after it: sent, retried later with backoff, or failed with the server's own words. Looks again when a
 * message falls due, and whenever `kick` says one was added.
 */
export class MailWorker {
  private timer: NodeJS.Timeout | undefined;
  private closed = false;
  /** The businesses with a send under way, each its own chain of sends. */
  private readonly lanes = new Map<string, Promise<void>>();

  constructor(private readonly d: MailWorkerDeps) {}

  start(): void {
    this.d.store.resumeInterrupted(this.now());
    this.kick();
  }

  /** Starts a lane for every business with a message due and none under way (after one was added, and on time). */
  kick(): void {
    if (this.closed) return;
    try {
      for (const email of this.d.store.dueEach(this.now(), this.busy())) this.open(email);
      this.schedule();
    } catch (e) {
      this.d.onError?.(e);
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.timer);
    await Promise.all(this.lanes.values());
    this.d.transports.close();
  }

  private now(): number {
    return this.d.clock.now().getTime();
  }

  private busy(): Set<string> {
    return new Set(this.lanes.keys());
  }

  private open(first: StoredEmail): void {
    const { business } = first;
    const lane = this.drain(first).then(
      () => {
        this.lanes.delete(business);
        this.kick();
      },
      (e: unknown) => {
        // The store itself failed: looked at again a second later, not in a tight loop.
        this.lanes.delete(business);
        this.d.onError?.(e);
        this.schedule(1_000);
      },
    );
    this.lanes.set(business, lane);
  }

  /** The business's due messages, oldest first, until none is left. */
  private async drain(first: StoredEmail): Promise<void> {
    let email: StoredEmail | undefined = first;
    while (email && !this.closed) {
      await this.sendOne(email);
      email = this.d.store.dueOf(first.business, this.now());
    }
  }

  private schedule(atLeastMs = 0): void {
    clearTimeout(this.timer);
    const next = this.d.store.nextDueAt(this.busy());
    if (next === undefined || this.closed) return;
    const wait = Math.min(Math.max(next - this.now(), atLeastMs), 60_000);
    this.timer = setTimeout(() => this.kick(), wait);
    this.timer.unref();
  }

  private async sendOne(email: StoredEmail): Promise<void> {
    const { store } = this.d;
    let claimed = false;
    try {
      const cancelled = this.d.cancelled?.(email);
      if (cancelled) {
        store.fail(email.id, cancelled, 'queued');
        return;
      }
      const attachments = await this.d.attachments(email);
      reached('pdf-fetched', email);
      if (!store.claim(email.id)) return; // another desk on the same data took it meanwhile
      claimed = true;
      reached('claimed', email);
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
        attachments,
      });
      reached('accepted', email);
      store.finish(email.id, outcome, Math.floor(this.now() / 1000));
    } catch (e) {
      this.settle(email, e, claimed ? 'sending' : 'queued');
    }
  }

  /** A failed try: failed for good (a permanent failure, or too old), else queued again after its backoff. */
  private settle(email: StoredEmail, e: unknown, from: 'queued' | 'sending'): void {
    const failure = e instanceof PermanentMailError ? { temporary: false, message: e.message } : failureOf(e);
    const now = this.now();
    const tooOld = now - email.created_at * 1000 >= this.d.giveUpAfterMs;
    if (!failure.temporary || tooOld) {
      this.d.store.fail(email.id, failure.message, from);
      return;
    }
    const delays = this.d.retryDelaysMs;
    const at = now + (delays[Math.min(email.attempts, delays.length - 1)] ?? 60_000); // attempts: before this one
    this.d.store.retryAt(email.id, this.d.sendableFrom?.(email, at) ?? at, failure.message, from);
  }
}
