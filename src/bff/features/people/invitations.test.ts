import { describe, expect, it } from 'vitest';
import { sampleInvoiceBody } from '../../testing/harness';
import { personPassword, withPeopleDesk } from './people-fixture';
import { startInvoicingApi } from '../../../invoicing-api/server';

/** An owner invites an accountant and staff by e-mail; what each may do, what the log says, and removal. */
const embeddedApi = (dataDir: string) => startInvoicingApi({ port: 0, dataDir, rateLimit: 100_000 });
/** The desk's clock, moved only by the last test (an invitation's week running out). */
let shiftMs = 0;
const desk = withPeopleDesk(embeddedApi, {
  connect: ['Invited Ltd'],
  bff: { clock: { now: () => new Date(Date.now() + shiftMs) } },
});

const receipt = (name: string) => {
  const form = new FormData();
  form.set('file', new Blob([Buffer.from('%PDF-1.4\n%%EOF\n')], { type: 'application/pdf' }), `${name}.pdf`);
  form.set('date', '2026-01-15');
  form.set('currency', 'EUR');
  form.set('total', '12.10');
  form.set('seller', name);
  return form;
};

describe('invitations', () => {
  it('is written in the language the inviting owner’s dashboard speaks', async () => {
    const invited = await desk.invite(desk.biz.id, 'ona@example.lt', 'staff', 'lt');
    expect(invited.subject).toBe('Kvietimas į Invoice Desk: Invited Ltd');
    expect(invited.text).toContain('kviečia jus į Invoice Desk įmonėje Invited Ltd kaip darbuotoją');
    expect(invited.text).toContain(`/invite/${invited.token}`);
    const cancelled = await desk.call(
      desk.owner,
      'DELETE',
      `/api/b/${desk.biz.id}/invitations/${invited.id}`,
    );
    expect(cancelled.status).toBe(200);
  });

  it('sends a single-use link by e-mail; the invited accountant reads and exports but may not issue', async () => {
    const b = desk.biz.id;
    const { token, text } = await desk.invite(b, 'ada@example.com', 'accountant');
    expect(text).toContain('Invited Ltd');
    expect(text).toContain(`/invite/${token}`);

    expect(text).toContain('as the accountant (reads everything');
    expect(text).toMatch(/until \w+ \d+, \d{4} at \d+:\d\d [AP]M UTC/);
    const view = await desk.call(undefined, 'GET', `/api/invitations/${token}`);
    expect(view.status).toBe(200);
    expect(view.body.data).toMatchObject({
      email: 'ada@example.com',
      role: 'accountant',
      business: { id: b, title: 'Invited Ltd' },
      existing_account: false,
    });

    const short = await desk.call(undefined, 'POST', `/api/invitations/${token}/accept`, {
      password: 'short',
    });
    expect([short.status, short.body.errors?.password?.[0]]).toEqual([422, 'Use at least 10 characters.']);
    const accepted = await desk.call(undefined, 'POST', `/api/invitations/${token}/accept`, {
      password: personPassword,
      name: 'Ada',
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body.data).toMatchObject({
      email: 'ada@example.com',
      name: 'Ada',
      roles: { [b]: 'accountant' },
    });
    expect(accepted.cookie).toBeDefined();
    // Used: a clear 410, for the view and for a second accept alike.
    expect((await desk.call(undefined, 'GET', `/api/invitations/${token}`)).body.code).toBe('gone');
    expect(
      (await desk.call(undefined, 'POST', `/api/invitations/${token}/accept`, { password: personPassword }))
        .status,
    ).toBe(410);

    const login = await desk.login('ADA@example.com', personPassword);
    expect(login.status).toBe(200);
    const ada = login.cookie!;
    expect((await desk.call(ada, 'GET', '/api/businesses')).body.data).toEqual([
      { id: b, title: 'Invited Ltd', business_type: 'association', role: 'accountant' },
    ]);
    const issue = await desk.call(ada, 'POST', `/api/b/${b}/invoices`, sampleInvoiceBody());
    expect([issue.status, issue.body.code]).toEqual([403, 'forbidden']);
    expect((await desk.call(ada, 'GET', `/api/b/${b}/export/month.zip?month=2026-01`)).status).toBe(200);
    expect((await desk.call(ada, 'GET', `/api/b/${b}/people`)).status).toBe(403);
    expect((await desk.call(ada, 'POST', '/api/businesses', { token: 'x' })).status).toBe(403);
  }, 30_000);

  it('lets staff capture and see only their own expenses', async () => {
    const b = desk.biz.id;
    const sam = await desk.join(b, 'sam@example.com', 'staff');
    const kim = await desk.join(b, 'kim@example.com', 'staff');
    const capture = async (cookie: string, name: string) => {
      const res = await fetch(`${desk.url}/api/b/${b}/expenses`, {
        method: 'POST',
        body: receipt(name),
        headers: { origin: new URL(desk.url).origin, cookie },
      });
      expect(res.status, await res.clone().text()).toBeLessThan(300);
      return ((await res.json()) as { data: { id: string } }).data.id;
    };
    const mine = await capture(sam.cookie, 'Sam Shop');
    const theirs = await capture(kim.cookie, 'Kim Shop');
    const byOwner = await capture(desk.owner, 'Owner Shop');

    const list = await desk.call(sam.cookie, 'GET', `/api/b/${b}/expenses`);
    expect(list.status).toBe(200);
    expect((list.body.data as { id: string }[]).map((e) => e.id)).toEqual([mine]);
    expect(list.body.meta).toMatchObject({ total: 1, current_page: 1 });
    expect((await desk.call(sam.cookie, 'GET', `/api/b/${b}/expenses/${mine}`)).status).toBe(200);
    expect((await desk.call(sam.cookie, 'GET', `/api/b/${b}/expenses/${theirs}`)).status).toBe(404);
    expect((await desk.call(sam.cookie, 'GET', `/api/b/${b}/expenses/${byOwner}`)).status).toBe(404);
    // their own receipt's file, not another's; and the currency list their capture form needs
    expect((await desk.call(sam.cookie, 'GET', `/api/b/${b}/expenses/${mine}/download`)).status).toBe(200);
    expect((await desk.call(sam.cookie, 'GET', `/api/b/${b}/expenses/${theirs}/download`)).status).toBe(404);
    expect((await desk.call(sam.cookie, 'GET', `/api/b/${b}/currencies`)).status).toBe(200);
    expect((await desk.call(sam.cookie, 'GET', `/api/b/${b}/profile`)).status).toBe(403);
    expect((await desk.call(sam.cookie, 'GET', `/api/b/${b}/invoices`)).status).toBe(403);
    expect((await desk.call(sam.cookie, 'DELETE', `/api/b/${b}/expenses/${mine}`)).status).toBe(403);
    // The owner sees everybody's.
    const all = (await desk.call(desk.owner, 'GET', `/api/b/${b}/expenses`)).body.data as { id: string }[];
    expect(all.map((e) => e.id)).toEqual(expect.arrayContaining([mine, theirs, byOwner]));
  }, 30_000);

  it('ends a removed person’s sessions at once, and logs who did what without secrets', async () => {
    const b = desk.biz.id;
    const { token } = await desk.invite(b, 'leo@example.com', 'accountant');
    const leo = await desk.call(undefined, 'POST', `/api/invitations/${token}/accept`, {
      password: personPassword,
    });
    const cookie = leo.cookie!;
    const leoId = (leo.body.data as { id: string }).id;
    expect((await desk.call(cookie, 'GET', `/api/b/${b}/overview`)).status).toBe(200);
    const stream = await fetch(`${desk.url}/api/events`, { headers: { cookie } });
    const streamEnded = (async () => {
      const reader = stream.body!.getReader();
      while (!(await reader.read()).done);
      return true;
    })();

    const issued = await desk.call(desk.owner, 'POST', `/api/b/${b}/invoices`, sampleInvoiceBody());
    expect(issued.status).toBe(201);
    const invoice = issued.body.data as { id: string; series: string; invoice_number: string };

    const people = await desk.call(desk.owner, 'GET', `/api/b/${b}/people`);
    expect((people.body.data as { people: { email: string; role: string }[] }).people).toEqual(
      expect.arrayContaining([expect.objectContaining({ email: 'leo@example.com', role: 'accountant' })]),
    );
    const changed = await desk.call(desk.owner, 'PUT', `/api/b/${b}/people/${leoId}`, { role: 'staff' });
    expect(changed.body.data).toMatchObject({ id: leoId, role: 'staff' });
    expect((await desk.call(cookie, 'GET', `/api/b/${b}/overview`)).status).toBe(403);

    const removed = await desk.call(desk.owner, 'DELETE', `/api/b/${b}/people/${leoId}`);
    expect(removed.status).toBe(200);
    const after = await desk.call(cookie, 'GET', '/api/businesses');
    expect([after.status, after.body.code]).toEqual([401, 'login_required']);
    expect(await streamEnded).toBe(true); // their open event stream too, without waiting for the next message
    expect((await desk.login('leo@example.com', personPassword)).status).toBe(401);

    const log = await desk.call(desk.owner, 'GET', `/api/b/${b}/activity`);
    const entries = log.body.data as {
      verb: string;
      record_id: string | null;
      label: string | null;
      email: string | null;
    }[];
    expect(entries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          verb: 'invoice.issued',
          record_id: invoice.id,
          label: `${invoice.series}-${invoice.invoice_number}`,
          email: 'owner@localhost',
        }),
        expect.objectContaining({ verb: 'person.removed', record_id: leoId, label: 'leo@example.com' }),
        expect.objectContaining({ verb: 'person.invited', label: 'leo@example.com' }),
        expect.objectContaining({ verb: 'person.added', label: 'leo@example.com' }),
        // (captured by staff in the test above) an expense is named by its seller
        expect.objectContaining({ verb: 'expense.captured', label: 'Sam Shop', email: 'sam@example.com' }),
        expect.objectContaining({ verb: 'person.role_changed', record_id: leoId }),
        expect.objectContaining({ verb: 'login.failed', email: 'leo@example.com' }),
      ]),
    );
    const text = JSON.stringify(log.body);
    for (const secret of [token, personPassword, desk.biz.token, cookie.split('=')[1]!])
      expect(text).not.toContain(secret);
  }, 30_000);

  it('answers 410 for a link whose week has run out', async () => {
    const { token } = await desk.invite(desk.biz.id, 'late@example.com', 'staff');
    shiftMs = 7 * 86_400_000 + 1_000;
    try {
      expect((await desk.call(undefined, 'GET', `/api/invitations/${token}`)).body.code).toBe('gone');
      const late = await desk.call(undefined, 'POST', `/api/invitations/${token}/accept`, {
        password: personPassword,
      });
      expect([late.status, late.body.code]).toEqual([410, 'gone']);
    } finally {
      shiftMs = 0;
    }
  });
});
