const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);
export const maxWebhookUrlLength = 2048;

/**
 * Why a subscription URL is refused, or undefined when it is fine. The spec requires https://; for local use
 * (INVOICING_API_ALLOW_HTTP_WEBHOOKS=1) http:// to a loopback host is accepted too.
 */
export function webhookUrlRefusal(raw: string, allowHttpLoopback: boolean): string | undefined {
  if (raw.length > maxWebhookUrlLength) return `The URL must be at most ${maxWebhookUrlLength} characters`;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'Enter a full URL starting with https://';
  }
  if (url.protocol === 'https:') return undefined;
  if (
    url.protocol === 'http:' &&
    allowHttpLoopback &&
    (loopbackHosts.has(url.hostname) || url.hostname.startsWith('127.'))
  ) {
    return undefined;
  }
  return allowHttpLoopback
    ? 'The URL must use https:// (http:// only to a loopback host)'
    : 'The URL must use https://';
}
