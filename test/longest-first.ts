import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files that run longest (by a whole run's durations: receipt reading, the SIGKILL journeys, the login throttle),
 * started first. Vitest orders by the durations it cached in node_modules; a fresh clone has none, so it started the
 * largest files first, and these short, slow ones last: the run ended on one or two of them while a core stood idle.
 */
const longestFirst = [
  'src/bff/features/receipts/ocr/orientation.test.ts',
  'src/bff/features/receipts/reading-order.test.ts',
  'src/bff/features/expenses/receipt-routes.test.ts',
  'src/bff/features/receipts/ocr/reading-under-load.test.ts',
  'src/bff/features/recurring/recurring-crash-steps.test.ts',
  'src/bff/platform/upstream/priority.test.ts',
  'src/bff/platform/auth/login-hardening.test.ts',
  'src/bff/faults/abort-streams.test.ts',
  'src/web/first-screen/take-over-screens.test.tsx',
  'src/bff/features/mail/outbox-crash.test.ts',
  'src/bff/features/receipts/ocr/ocr.test.ts',
  'src/bff/features/receipts/ocr/paper-cut.test.ts',
];

export class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (f: TestSpecification) => {
      const i = longestFirst.findIndex((path) => f.moduleId.endsWith(path));
      return i < 0 ? longestFirst.length : i;
    };
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b)); // stable: the rest keep Vitest's order
  }
}
