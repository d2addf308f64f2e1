import type { Buyer, PaymentOption, Seller } from '../../../../contract/invoice';
import { useT } from '../../../i18n/use-t';

const Row = ({ label, value }: { label: string; value: string | null | undefined }) =>
  value ? (
    <div className="flex gap-2">
      <dt className="w-28 shrink-0 hyphens-auto break-words text-slate-600">{label}</dt>
      <dd className="min-w-0 break-words text-slate-900">{value}</dd>
    </div>
  ) : null;

const personName = (p: { first_name: string | null; last_name: string | null }) =>
  [p.first_name, p.last_name].filter(Boolean).join(' ') || null;

function Party({ title, party }: { title: string; party: Seller | Buyer }) {
  const t = useT();
  return (
    <section className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 className="mb-2 text-sm font-semibold uppercase tracking-wide text-slate-600">{title}</h2>
      <dl className="flex flex-col gap-1 text-sm">
        <Row label={t('invoices.party.name')} value={party.company_name ?? personName(party)} />
        <Row label={t('invoices.party.companyCode')} value={party.company_code} />
        <Row label={t('invoices.party.activityId')} value={party.individual_activity_id} />
        <Row label={t('invoices.party.vatCode')} value={party.vat_code} />
        <Row label={t('invoices.party.address')} value={party.address} />
        <Row label={t('invoices.party.email')} value={party.email} />
        <Row label={t('invoices.party.phone')} value={party.phone} />
        {'custom_fields' in party &&
          party.custom_fields.map((f, i) => <Row key={i} label={f.label} value={f.value} />)}
      </dl>
    </section>
  );
}

export function InvoiceParties({ seller, buyer }: { seller: Seller; buyer: Buyer }) {
  const t = useT();
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Party title={t('invoices.party.seller')} party={seller} />
      <Party title={t('invoices.party.buyer')} party={buyer} />
    </div>
  );
}

export function PaymentOptions({ options }: { options: readonly PaymentOption[] }) {
  const t = useT();
  if (options.length === 0) return null;
  return (
    <section className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 className="mb-2 text-sm font-semibold uppercase tracking-wide text-slate-600">
        {t('invoices.payment.title')}
      </h2>
      <ul className="flex flex-col gap-3">
        {options.map((o, i) => (
          <li key={i}>
            <dl className="flex flex-col gap-1 text-sm">
              {o.type === 'bank' ? (
                <>
                  <Row label={t('invoices.payment.account')} value={o.bank_account} />
                  <Row label={t('invoices.payment.bank')} value={o.bank_name} />
                  <Row label={t('invoices.payment.routing')} value={o.routing_or_sort_number} />
                  <Row label={t('invoices.payment.swift')} value={o.swift_bic_code} />
                </>
              ) : (
                o.fields.map((f, j) => <Row key={j} label={f.label} value={f.value} />)
              )}
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}
