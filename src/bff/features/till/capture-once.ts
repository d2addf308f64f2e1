import { channel } from 'node:diagnostics_channel';
import type { FastifyRequest } from 'fastify';
import type { Clock } from '../../../contract/clock';
import { uuidSchema } from '../../../contract/common';
import { BffHttpError, badRequest } from '../../platform/errors';
import type { JsonAnswer } from '../../platform/json-answer';
import type { Gateway } from '../../platform/upstream/gateway';
import { findMadeExpense, type SentFields } from './expense-lookup';
import type { IntentStore } from './intent-store';

/**
 * The steps of one capture's POST, published as they are passed (its intent written, the API's answer read):
 * nothing in the desk listens; the crash test's child subscribes to SIGKILL itself at one of them.
 */
export const captureStepChannel = 'invoice-desk:till-capture';
export type CaptureStep = 'intent' | 'answered';
const steps = channel(captureStepChannel);
const reached = (step: CaptureStep, key: string) => {
  if (steps.hasSubscribers) steps.publish({ step, key });
};

/** How long a second request for a capture being sent is asked to wait. */
const busyRetryS = 5;
/** How far back the expenses made for other captures are kept out of a lookup. */
const takenWindowMs = 24 * 3600_000;

/**
 * Given the fields of the body (read before its file), the expense an earlier attempt already made, which is then
 * answered instead of sending the body on.
 */
export type MadeBefore = (fields: SentFields) => Promise<JsonAnswer | undefined>;
/** Sends the expense upstream; with `madeBefore`, only once it found nothing. */
export type SendExpense = (madeBefore?: MadeBefore) => Promise<JsonAnswer>;

const expenseIdOf = (answer: JsonAnswer) => {
  const id = (answer.body as { data?: { id?: unknown } } | null)?.data?.id;
  return typeof id === 'string' ? id : undefined;
};

/** A refusal of the request (a 4xx, the API's or the BFF's own) means nothing was made; anything else may have. */
const refused = (e: unknown) => e instanceof BffHttpError && e.status < 500;

/**
 * POST /expenses from the till, exactly once: the phone names each capture with a uuid (`Idempotency-Key`), and the
 * BFF writes the intent under (business, key) before anything goes upstream. A retry of a capture already made
 * answers that expense; one arriving while another request sends it is told to wait (409 + Retry-After); one whose
 * earlier attempt ended without an answer (the desk killed mid-call, a dropped connection) looks for the expense among
 * the API's newest before sending again. Without the header a POST is sent as it always was.
 */
export class CaptureOnce {
  constructor(private readonly d: { intents: IntentStore; gateway: Pick<Gateway, 'json'>; clock: Clock }) {}

  async send(req: FastifyRequest, business: string, send: SendExpense): Promise<JsonAnswer> {
    const header = req.headers['idempotency-key'];
    if (header === undefined) return send();
    if (typeof header !== 'string' || !uuidSchema.safeParse(header).success)
      throw badRequest('Idempotency-Key must be one UUID (the capture’s id, made on the phone).');
    const key = header.toLowerCase();
    const claim = this.d.intents.claim(business, key, this.d.clock.now().getTime());
    if (claim.kind === 'done') {
      req.raw.resume(); // its photo is not needed again
      return this.answerMade(business, claim.expenseId);
    }
    if (claim.kind === 'busy') {
      req.raw.resume();
      throw new BffHttpError(
        409,
        'in_progress',
        'This capture is being saved by another request: try again shortly.',
        {
          retry_after_s: busyRetryS,
        },
      );
    }
    reached('intent', key);
    const madeBefore: MadeBefore | undefined =
      claim.kind === 'unknown'
        ? async (fields) => {
            const taken = this.d.intents.madeSince(business, claim.sinceMs - takenWindowMs);
            const found = await findMadeExpense(this.d.gateway, business, fields, claim.sinceMs, taken);
            return (
              found && {
                status: 200,
                body: { data: found },
                text: JSON.stringify({ data: found }),
                waitedMs: 0,
              }
            );
          }
        : undefined;
    let answer: JsonAnswer;
    try {
      answer = await send(madeBefore);
    } catch (e) {
      if (refused(e)) this.d.intents.drop(business, key);
      else this.d.intents.release(business, key);
      throw e;
    }
    reached('answered', key);
    const id = expenseIdOf(answer);
    if (id) this.d.intents.settle(business, key, id);
    else this.d.intents.release(business, key);
    return answer;
  }

  /** The expense a capture made, as a create answers it (`{data: Expense}`). */
  private async answerMade(business: string, expenseId: string): Promise<JsonAnswer> {
    try {
      const answer = await this.d.gateway.json(business, 'GET', `/expenses/${expenseId}`);
      return { ...answer, status: 200 };
    } catch (e) {
      if (e instanceof BffHttpError && e.status === 404)
        throw new BffHttpError(
          404,
          'not_found',
          'This capture was saved, but its expense has been deleted since.',
        );
      throw e;
    }
  }
}
