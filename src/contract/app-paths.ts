// The app's pages of one business live under `/b/{business}` (the router's routes): the BFF's drawn home page, the
// browser's take-over and the header read a page's business with this one pattern.

/** The business in a page's path (`/b/{business}/…`), as written in it (still encoded), or undefined. */
export const businessInPath = (path: string): string | undefined => /^\/b\/([^/?]+)/.exec(path)?.[1];

/**
 * The business whose home page (`/b/{business}`, a query aside) this URL is, its id decoded (the query functions
 * encode it again: an id holding `%` must not be encoded twice); undefined on any other page, or for a segment that
 * is not valid.
 */
export function homeBusiness(url: string): string | undefined {
  const segment = /^\/b\/([^/?]+)\/?(?:\?|$)/.exec(url)?.[1];
  try {
    return segment === undefined ? undefined : decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}
