import type business from './catalogues/en/business.json';
import type expenses from './catalogues/en/expenses.json';
import type invoices from './catalogues/en/invoices.json';
import type lists from './catalogues/en/lists.json';
import type months from './catalogues/en/months.json';
import type overview from './catalogues/en/overview.json';
import type people from './catalogues/en/people.json';
import type recurring from './catalogues/en/recurring.json';
import type reports from './catalogues/en/reports.json';
import type rules from './catalogues/en/rules.json';
import type shell from './catalogues/en/shell.json';
import type till from './catalogues/en/till.json';

/** Every message id: the keys of the English catalogues, so a mistyped id fails the typecheck. */
export type MessageId =
  | keyof typeof shell
  | keyof typeof overview
  | keyof typeof invoices
  | keyof typeof expenses
  | keyof typeof business
  | keyof typeof rules
  | keyof typeof lists
  | keyof typeof months
  | keyof typeof recurring
  | keyof typeof reports
  | keyof typeof till
  | keyof typeof people;

/** The values a message's `{placeholders}` take: numbers stay numbers so plurals and `Intl` formats apply. */
export type MessageValues = Record<string, string | number | undefined>;
