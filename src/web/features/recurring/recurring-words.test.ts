import { i18n } from '@lingui/core';
import { afterAll, describe, expect, it } from 'vitest';
import { activateLocale, loadNamespaces } from '../../i18n/load';
import type { Translate } from '../../i18n/use-t';
import { formatFor, formatLocale } from '../../lib/format';
import { ruleInWords } from './recurring-words';

const t: Translate = (id, values) => i18n._(id, values);
const yearly = {
  frequency: 'yearly',
  interval: 1,
  start_date: '2026-11-24',
  end: { on: '2028-11-24' },
} as const;

describe('a schedule’s rule in words', () => {
  afterAll(() => formatFor([]));

  it('writes its days in the person’s region of the language (en-GB: 24 November), as every other date', async () => {
    await loadNamespaces(['recurring']);
    await activateLocale('en');
    formatFor(['en-GB']);
    expect(ruleInWords(t, formatLocale(), yearly)).toBe('Every year on 24 November, until 24 Nov 2028');
    formatFor(['en-US']);
    expect(ruleInWords(t, formatLocale(), yearly)).toBe('Every year on November 24, until Nov 24, 2028');
  });
});
