import { z } from 'zod/mini';
import { uuidSchema } from './common';
import { expenseSchema } from './expense';
import { invoiceSchema } from './invoice';

const deleted = z.object({ id: uuidSchema });

/** A webhook delivery body (and the SSE message the BFF forwards): `event` plus its `data`. */
export const webhookEventSchema = z.discriminatedUnion('event', [
  z.object({ event: z.literal('invoice.created'), data: invoiceSchema }),
  z.object({ event: z.literal('invoice.updated'), data: invoiceSchema }),
  z.object({ event: z.literal('invoice.deleted'), data: deleted }),
  z.object({ event: z.literal('expense.created'), data: expenseSchema }),
  z.object({ event: z.literal('expense.updated'), data: expenseSchema }),
  z.object({ event: z.literal('expense.deleted'), data: deleted }),
]);
export type WebhookEvent = z.infer<typeof webhookEventSchema>;
