import type { ServerResponse } from 'node:http';
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Role } from '../../../contract/people';
import { SseHub } from '../sse-hub';
import { type GuardDeps, streamGate } from './access-guard';
import type { Sessions, SignedInPerson } from './sessions';

/** Each person's event stream carries only their businesses' messages, and closes as soon as their session ends. */
const person = (id: string): SignedInPerson => ({
  id,
  email: `${id}@example.com`,
  name: null,
  desk_owner: false,
  totp_enabled: false,
});
const roles: Record<string, Record<string, Role>> = {
  ana: { A: 'accountant' },
  sam: { A: 'staff' },
  bob: { B: 'owner' },
};
const live = new Set(['ana', 'sam', 'bob']);

const deps = {
  sessions: {
    signedIn: (req: FastifyRequest) => {
      const id = (req as unknown as { who: string }).who;
      return live.has(id) ? { person: person(id), session: undefined } : undefined;
    },
  } as unknown as Sessions,
  roles: { roleIn: (p: SignedInPerson, b: string) => roles[p.id]?.[b] },
} as GuardDeps;

const stream = () => {
  const seen: string[] = [];
  const res = {
    write: (c: string) => void seen.push(c),
    end: () => void seen.push('END'),
    on: () => res,
  } as unknown as ServerResponse;
  return { res, seen };
};

describe('the event stream gate', () => {
  it('sends each person their own businesses’ messages (staff: none carrying records) and ends a removed one’s', () => {
    const hub = new SseHub(60_000);
    const streams = Object.fromEntries(
      ['ana', 'sam', 'bob'].map((who) => {
        const s = stream();
        hub.add(s.res, streamGate(deps, { who } as unknown as FastifyRequest));
        return [who, s];
      }),
    );
    hub.send('webhook', { business: 'A', event: 'invoice.created' });
    hub.send('business', { business: 'A', state: 'connected' });
    const names = (who: string) =>
      streams[who]!.seen.filter((c) => c.startsWith('event:')).map((c) => c.split('\n')[0]);
    expect(names('ana')).toEqual(['event: webhook', 'event: business']);
    expect(names('sam')).toEqual(['event: business']);
    expect(names('bob')).toEqual([]);

    live.delete('ana');
    hub.recheck();
    expect(streams.ana!.seen.at(-1)).toBe('END');
    expect(streams.sam!.seen.at(-1)).not.toBe('END');
    hub.close();
  });
});
