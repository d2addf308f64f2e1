import type { FastifyRequest } from 'fastify';
import { timeZoneCookie } from '../../../contract/locales';

const serverZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The person's time zone as the app told it (its cookie), if it is one Intl knows; else this server's. */
export function zoneOf(req: FastifyRequest): string {
  const told = req.cookies[timeZoneCookie];
  if (told === undefined || !/^[A-Za-z0-9_+\-/]{1,64}$/.test(told)) return serverZone;
  try {
    return new Intl.DateTimeFormat('en', { timeZone: told }).resolvedOptions().timeZone;
  } catch {
    return serverZone;
  }
}

/** Minutes east of UTC that `zone`'s clocks show at `at` (the browser compares its own: Date#getTimezoneOffset). */
export function zoneOffsetMinutes(zone: string, at: Date): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    })
      .formatToParts(at)
      .map((p) => [p.type, Number(p.value)]),
  );
  const wall = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!);
  return Math.round((wall - Math.floor(at.getTime() / 60_000) * 60_000) / 60_000);
}
