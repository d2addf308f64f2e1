/**
 * A JSON answer of the API read whole (small: lists are 50 per page): what the browser gets on success. Its own
 * file beside errors.ts because every room passes it on — upstream reads it, records keeps and answers it, routes
 * send it — and none of them may import another's room for it (records → upstream → records would be a loop).
 */
export interface JsonAnswer {
  status: number;
  body: unknown; // null for an empty 2xx body (DELETE)
  /** The upstream's JSON text as received, sent on as it is when the body is not changed (no re-serialising). */
  text: string;
  waitedMs: number;
}
