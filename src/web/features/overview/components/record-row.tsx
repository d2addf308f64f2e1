import { Link } from 'wouter';
import type { Invoice } from '../../../../contract/invoice';
import { formatMoney } from '../../../lib/format';
import { invoiceLine } from './record-names';

interface RecordRowProps {
  href: string;
  name: string;
  amount: string;
  /** Its date or state, on the line below. */
  detail: string;
  /** An overdue record: its state in red, a size up. */
  late?: boolean;
}

/** A short list's row: a link, its name and amount on one line, its date or state on the next. */
export function RecordRow({ href, name, amount, detail, late = false }: RecordRowProps) {
  return (
    <li>
      <Link
        href={href}
        className="flex flex-wrap items-baseline justify-between gap-x-3 rounded px-2 py-2 hover:bg-slate-50"
      >
        <span className="font-medium text-slate-900">{name}</span>
        <span className={late ? 'tabular-nums text-slate-900' : 'tabular-nums'}>{amount}</span>
        <span className={late ? 'w-full text-sm text-red-800' : 'w-full text-xs text-slate-600'}>
          {detail}
        </span>
      </Link>
    </li>
  );
}

/** An invoice's row: its number and buyer, its total, and `detail` below. */
export function InvoiceRow({
  business,
  invoice,
  ...rest
}: { business: string; invoice: Invoice } & Pick<RecordRowProps, 'detail' | 'late'>) {
  return (
    <RecordRow
      href={`/b/${business}/invoices/${invoice.id}`}
      name={invoiceLine(invoice)}
      amount={formatMoney(invoice.total_incl_vat, invoice.currency)}
      {...rest}
    />
  );
}
