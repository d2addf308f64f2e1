import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ButtonLink } from '../../../components/ui/button';
import type { Column } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { ExportListLinks } from '../../../components/records/export-list-links';
import { RecordList, useRecords } from '../../../components/records/record-list';
import { TitledPage } from '../../../components/ui/titled-section';
import type { EmailSummary } from '../../../../contract/email';
import type { Invoice } from '../../../../contract/invoice';
import { useT, type Translate } from '../../../i18n/use-t';
import { useMay } from '../../../lib/access';
import { formatDate, formatMoney } from '../../../lib/format';
import { sentSummaryQuery } from '../api/email-api';
import { invoiceListSource } from '../api/invoice-queries';
import { describeInvoiceSearch, InvoiceFilters } from './invoice-filters';
import { buyerName, invoiceLabel } from '../../../lib/invoice-names';
import { InvoiceStatus } from './invoice-status';
import { SentStatus } from './sent-status';
import { invoiceHref, newInvoiceHref } from '../invoice-paths';

/** The columns; `sent` is the e-mail summary once it has come (the rows never wait for it). */
const columnsIn = (t: Translate, sent: EmailSummary | undefined): readonly Column<Invoice>[] => [
  { header: t('invoices.column.number'), cell: invoiceLabel, sortKey: 'number' },
  { header: t('invoices.column.buyer'), cell: (i) => buyerName(i.buyer), sortKey: 'buyer' },
  {
    header: t('invoices.column.issued'),
    cell: (i) => formatDate(i.invoice_date),
    sortKey: 'invoice_date',
    descFirst: true,
  },
  { header: t('invoices.column.due'), cell: (i) => formatDate(i.pay_until_date), sortKey: 'pay_until_date' },
  {
    header: t('invoices.column.total'),
    cell: (i) => formatMoney(i.total_incl_vat, i.currency),
    numeric: true,
    sortKey: 'total_incl_vat',
    descFirst: true,
  },
  { header: t('invoices.column.status'), cell: (i) => <InvoiceStatus invoice={i} /> },
  {
    header: t('invoices.column.email'),
    cell: (i) => <SentStatus sent={sent?.[i.id]} loaded={sent !== undefined} />,
  },
];

/** The invoices: the API's pages newest first, or a search with filters and sort; all of it in the URL. */
export function InvoiceList({ business, freshness }: { business: string; freshness?: ReactNode }) {
  const t = useT();
  const sent = useQuery(sentSummaryQuery(business)).data;
  const records = useRecords(business, invoiceListSource, columnsIn(t, sent));
  const { list } = records;
  // Issuing is a change: an accountant reads and exports the list (hidden only; the BFF refuses it anyway).
  const newInvoice = useMay(business, 'write') && (
    <ButtonLink href={newInvoiceHref(business)} variant="primary">
      {t('invoices.list.new')}
    </ButtonLink>
  );
  return (
    <TitledPage
      titleId="invoices-title"
      title={t('invoices.list.title')}
      headerClassName="flex flex-wrap items-center justify-between gap-3"
      beside={
        <div className="flex flex-wrap gap-2">
          <ExportListLinks business={business} kind="invoices" />
          {newInvoice}
        </div>
      }
    >
      <InvoiceFilters records={records} />
      <RecordList
        records={records}
        freshness={freshness}
        caption={(meta) =>
          list.searching
            ? t('invoices.list.captionFound', { page: meta.current_page, pages: meta.last_page })
            : t('invoices.list.caption', { page: meta.current_page, pages: meta.last_page })
        }
        rowHref={(i) => invoiceHref(business, i.id)}
        searched={describeInvoiceSearch(t, list.filters)}
        empty={
          <EmptyState
            title={list.page > 1 ? t('invoices.list.pageEmpty') : t('invoices.list.none')}
            action={newInvoice}
          >
            {list.page > 1 ? t('invoices.list.pageEmptyHint') : t('invoices.list.noneHint')}
          </EmptyState>
        }
      />
    </TitledPage>
  );
}
