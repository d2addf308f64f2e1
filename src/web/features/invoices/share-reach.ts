/**
 * Who can open a share link, told by its address alone: `computer` for a loopback one (the embedded default serves
 * invoices on 127.0.0.1), `network` for a private one (a LAN address, a link-local or `.local` name, a name with no
 * dot), undefined for any other: a client may reach it. A client sent a link of the first two cannot open it.
 */
export type ShareReach = 'computer' | 'network';

export function shareReach(url: string): ShareReach | undefined {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return undefined; // not an address we can judge: shown as it came
  }
  // The URL parser writes every IPv4 form (127.1, 0x7f.0.0.1) as four decimals, and IPv6 in brackets, compressed.
  const ipv4 = /^(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(host)?.slice(1).map(Number);
  if (ipv4) {
    const [a, b] = ipv4 as [number, number];
    if (a === 127 || ipv4.every((n) => n === 0)) return 'computer';
    const lan =
      a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 169 && b === 254);
    return lan ? 'network' : undefined;
  }
  if (host.startsWith('[')) {
    // ::1, ::, and IPv4-mapped loopback; unique local (fc00::/7) and link-local (fe80::/10) addresses.
    if (/^\[(::1?|::ffff:7f[0-9a-f]{2}:[0-9a-f]{1,4})\]$/.test(host)) return 'computer';
    return /^\[(f[cd]|fe[89ab])/.test(host) ? 'network' : undefined;
  }
  if (host === 'localhost' || host.endsWith('.localhost')) return 'computer';
  return host.endsWith('.local') || !host.includes('.') ? 'network' : undefined;
}
