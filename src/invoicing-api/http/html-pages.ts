const page = (title: string, body: string): string =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>` +
  `<meta name="viewport" content="width=device-width, initial-scale=1"></head><body><main><h1>${title}</h1>${body}</main></body></html>`;

/** Where browsers land without a valid token (the spec's HTML redirect to the login page). */
export const loginPage = page(
  'Log in',
  '<p>This is the Invoicing &amp; Expenses API. Sign in to the app to manage your business, or call the API with ' +
    '<code>Authorization: Bearer &lt;token&gt;</code> and <code>Accept: application/json</code>.</p>',
);

/** The HTML error page a rate-limited request gets without `Accept: application/json`. */
export const tooManyAttemptsPage = (retryAfterSec: number): string =>
  page(
    'Too Many Requests',
    `<p>Too many requests for this business. Try again in ${retryAfterSec} seconds.</p>`,
  );

/** A share link that does not (or no longer) exist. */
export const shareNotFoundPage = page(
  'Not found',
  '<p>This invoice link does not exist or the invoice was deleted.</p>',
);
