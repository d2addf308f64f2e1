import type { FastifyInstance } from 'fastify';
import { badRequest } from '../errors';

/** Deeper than any body the dashboard sends (an invoice with its lines and parties is 4 levels). */
export const maxJsonDepth = 32;

/**
 * How deep a JSON text nests, counted without parsing (strings skipped): a body of 3,000 nested arrays parses, but
 * whatever walks it afterwards recursively (JSON.stringify forwarding it upstream) can run out of stack — a 500 that
 * depended on how deep the stack already was.
 */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // a backslash escapes the next character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) deepest = Math.max(deepest, ++depth);
    else if (c === 0x5d || c === 0x7d) depth--;
  }
  return deepest;
}

/** Fastify's own JSON parser (proto-poisoning refused as before), behind a depth check: too deep is a 400. */
export function registerJsonWithinDepth(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    const text = body as string;
    if (jsonDepth(text) > maxJsonDepth) {
      done(badRequest(`The JSON body nests deeper than ${maxJsonDepth} levels.`), undefined);
      return;
    }
    parse(req, text, done);
  });
}
