// @vitest-environment node
// The BFF renders the first screen in Node: no document, no location, no window — as here.
import { describe, expect, it } from 'vitest';
import type { FirstScreen } from '../../contract/first-screen';
import { keys } from '../lib/query-keys';
import { renderFirstScreen } from './server-entry';
import { homePageFixture, hostileName } from '../test-fixtures';

const { path, reads, mirror, answers, read, readFrom, now } = homePageFixture();

describe("the BFF's render of the first screen", () => {
  it('draws the overview from the BFF’s answers in the page’s language and zone, every text escaped', async () => {
    const page = await renderFirstScreen({ url: path, locale: 'lt', zone: 'Pacific/Auckland', read, now });
    expect(page?.title).toBe('Apžvalga · Invoice Desk');
    const html = page!.html;
    expect(html).toContain('data-testid="outstanding-EUR">1\u00a0234,50\u00a0€</span>');
    // Credit notes not settled: a card apart from what buyers owe, its words from the `overview` catalogue.
    expect(html).toContain('data-testid="credit-notes-EUR">−30,03\u00a0€</span>');
    expect(html).toContain('Neatsiskaitytos kreditinės sąskaitos');
    expect(html).toContain('1 kreditinė sąskaita');
    // 09:05 UTC is 22:05 in Auckland (UTC+13 in November); drawn at 12:00 UTC, already the 25th there: the invoice due
    // 2026-10-25 is 31 days overdue — whatever day the test runs on.
    expect(html).toMatch(/data-testid="freshness">[^<]*22:05/);
    expect(html).toContain('31');
    expect(html).not.toContain(hostileName);
    expect(html).toContain('&lt;/a&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    // What it formatted, for the browser; the months below the fold included, though the browser draws them.
    const euro = `lt|number|{"style":"currency","currency":"EUR","minimumFractionDigits":2,"maximumFractionDigits":2,"signDisplay":"negative"}`;
    expect(page!.formats[`${euro}|1234.5`]).toBe('1\u00a0234,50\u00a0€');
    expect(page!.formats[`${euro}|18.4`]).toBe('18,40\u00a0€');
    expect(
      Object.keys(page!.formats).some((key) => key.startsWith('lt|date|{"year":"numeric","month":')),
    ).toBe(true);
  });

  it('writes English dates and times in the region the BFF was asked for (en-GB), with the texts recorded under it', async () => {
    const british = (await renderFirstScreen({
      url: path,
      locale: 'en',
      zone: 'UTC',
      read,
      now,
      formatLocale: 'en-GB',
    }))!;
    expect(british.html).toMatch(/data-testid="freshness">[^<]*09:05(?! AM)/);
    expect(british.html).toContain('1 Nov 2026');
    // (the texts with values, en|t|…, are the language's words, not formats)
    const formatKeys = Object.keys(british.formats).filter((key) => !key.startsWith('en|t|'));
    expect(formatKeys.length).toBeGreaterThan(0);
    expect(formatKeys.filter((key) => !key.startsWith('en-GB|'))).toEqual([]);
    // Without a region, the US way, and no text recorded under en-GB for the browser to take.
    const plain = (await renderFirstScreen({ url: path, locale: 'en', zone: 'UTC', read, now }))!;
    expect(plain.html).toMatch(/data-testid="freshness">[^<]*09:05 AM/);
    expect(plain.html).toContain('Nov 1, 2026');
    expect(Object.keys(plain.formats).some((key) => key.startsWith('en-GB|'))).toBe(false);
  });

  it('draws nothing when an answer is missing or is not what the contract says, or on another page: the browser draws it', async () => {
    const missing = { ...answers };
    delete missing[reads.businesses];
    expect(
      await renderFirstScreen({ url: path, locale: 'en', zone: 'UTC', read: readFrom(missing), now }),
    ).toBeUndefined();
    const broken = { ...answers, [reads.overview]: { data: { outstanding: 'lots' }, mirror } };
    expect(
      await renderFirstScreen({ url: path, locale: 'en', zone: 'UTC', read: readFrom(broken), now }),
    ).toBeUndefined();
    expect(
      await renderFirstScreen({ url: `${path}/settings`, locale: 'en', zone: 'UTC', read, now }),
    ).toBeUndefined();
  });

  it('hands the browser the query cache it drew from (dehydrated): each read’s answer as its query’s data, nothing else', async () => {
    const page = (await renderFirstScreen({
      url: `${path}?from=mail`,
      locale: 'en',
      zone: 'UTC',
      read,
      now,
    }))!;
    const state = JSON.parse(JSON.stringify(page.state)) as {
      queries: { queryKey: unknown[]; state: { data: unknown; status: string }; meta?: unknown }[];
    };
    // The five reads of the overview, and the header's session (who is signed in, their sections).
    expect(state.queries).toHaveLength(6);
    expect(state.queries.every((q) => q.state.status === 'success' && q.meta === undefined)).toBe(true);
    const figures = state.queries.find(
      (q) => JSON.stringify(q.queryKey) === JSON.stringify(keys.overview.figures(path.slice(3))),
    );
    expect(figures?.state.data).toEqual(answers[reads.overview]);
  });

  it('draws two pages at once, in two languages, zones and regions, each as it would alone: nothing of one bleeds into the other', async () => {
    const german = { url: path, locale: 'de', zone: 'Pacific/Auckland', read, now } as const;
    const british = {
      url: path,
      locale: 'en',
      zone: 'America/New_York',
      read,
      now,
      formatLocale: 'en-GB',
    } as const;
    const drawn = (screen: FirstScreen | undefined) => ({
      html: screen?.html,
      title: screen?.title,
      formats: screen?.formats,
    });
    const alone = [drawn(await renderFirstScreen(german)), drawn(await renderFirstScreen(british))];
    const together = await Promise.all([renderFirstScreen(german), renderFirstScreen(british)]);
    expect(together.map(drawn)).toEqual(alone);
    expect(alone[0]!.html).toMatch(/data-testid="freshness">[^<]*22:05/);
    expect(alone[1]!.html).toMatch(/data-testid="freshness">[^<]*04:05/);
    expect(alone[0]!.html).toContain('1.234,50\u00a0€');
    expect(alone[1]!.html).toContain('€1,234.50');
  });
});
