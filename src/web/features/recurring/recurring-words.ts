import type { Frequency, Schedule } from '../../../contract/recurring';
import type { MessageId } from '../../i18n/messages';
import type { Translate } from '../../i18n/use-t';
import { formatDate, pageText } from '../../lib/format';

const ruleWords: Record<Frequency, MessageId> = {
  weekly: 'recurring.rule.weekly',
  monthly: 'recurring.rule.monthly',
  quarterly: 'recurring.rule.quarterly',
  yearly: 'recurring.rule.yearly',
};

export const frequencyWords: Record<Frequency, MessageId> = {
  weekly: 'recurring.frequency.weekly',
  monthly: 'recurring.frequency.monthly',
  quarterly: 'recurring.frequency.quarterly',
  yearly: 'recurring.frequency.yearly',
};

/**
 * A calendar day's parts in the language (read in UTC: it is a day, not a moment); as the page the BFF drew gives them,
 * so its take-over needs no Intl for them either (lib/format.ts pageText).
 */
const dayPart = (locale: string, ymd: string, options: Intl.DateTimeFormatOptions) =>
  pageText(
    () => `${locale}|dayPart|${JSON.stringify(options)}|${ymd}`,
    () =>
      new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(new Date(`${ymd}T00:00:00Z`)),
  );

/** The rule as a person says it: "Every 2 weeks on Thursday", "Monthly on day 31, 12 invoices in all". */
export function ruleInWords(
  t: Translate,
  locale: string,
  s: Pick<Schedule, 'frequency' | 'interval' | 'start_date' | 'end'>,
): string {
  const rule = t(ruleWords[s.frequency], {
    n: s.interval,
    weekday: dayPart(locale, s.start_date, { weekday: 'long' }),
    day: Number(s.start_date.slice(8, 10)),
    date: dayPart(locale, s.start_date, { day: 'numeric', month: 'long' }),
  });
  if (s.end === null) return rule;
  const end =
    'after' in s.end
      ? t('recurring.rule.times', { n: s.end.after })
      : t('recurring.rule.until', { date: formatDate(s.end.on) });
  return `${rule}, ${end}`;
}
