import type { InvoiceType } from '../../../../contract/enums';
import type { Invoice } from '../../../../contract/invoice';

/** The series a new invoice of `type` takes: the one the newest invoice of that type used, else the form's default. */
export const seriesFor = (type: InvoiceType, latest: readonly Invoice[], fallback: string): string =>
  latest.find((i) => i.invoice_type === type)?.series ?? fallback;
