import { useEffect, useId, useRef, useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { Link } from 'wouter';
import type { EInvoiceFormat, Preflight } from '../../../../contract/einvoice/details';
import type { Invoice } from '../../../../contract/invoice';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../i18n/use-t';
import { isApiError } from '../../../lib/api-error';
import { reportSubmitError } from '../../../lib/form-errors';
import { buyerName } from '../../../lib/invoice-names';
import { editInvoiceHref } from '../invoice-paths';
import {
  detailsBody,
  formPathFor,
  groupOf,
  itemKey,
  knownValues,
  pathsOf,
  startValues,
  type DetailsValues,
  type Item,
} from './detail-items';
import { useSaveEInvoiceDetails } from './einvoice-api';
import { ItemControl } from './item-control';
import { groups, groupWords } from './item-words';

/** Short answers share a row on a wider screen (post code and city, e-mail and phone); the rest take the whole row. */
const halfWidth = (item: Item) =>
  item.kind === 'country' ||
  (item.kind === 'text' && ['post_code', 'city', 'email', 'phone', 'bic'].includes(item.key));

interface DetailsFormProps {
  business: string;
  invoice: Invoice;
  format: EInvoiceFormat;
  preflight: Preflight;
  items: readonly Item[];
  title: string;
  intro?: string;
  /** After a save (a save of missing details needs nothing more: the new pre-flight shows what is left). */
  onSaved?: () => void;
  onCancel?: () => void;
}

/**
 * One field per detail, grouped by whose it is; Save sends what was filled in (the BFF remembers it) and the answer is
 * the new pre-flight. A refused save keeps everything typed and puts each error beside its field.
 */
export function DetailsForm({
  business,
  invoice,
  format,
  preflight,
  items,
  title,
  intro,
  onSaved,
  onCancel,
}: DetailsFormProps) {
  const t = useT();
  const titleId = useId();
  const save = useSaveEInvoiceDetails(business, invoice.id, format);
  // What was known when the form opened: only what differs from it is sent.
  const [known] = useState(() => knownValues(preflight));
  const form = useForm<DetailsValues>({ defaultValues: startValues(preflight) });
  const ref = useRef<HTMLFormElement>(null);
  // Straight to the first thing to fill in, as the list appears (and again after a save, with what is left).
  useEffect(() => {
    ref.current?.querySelector<HTMLElement>('input,select,textarea')?.focus();
  }, []);

  const submit = form.handleSubmit(async (values) => {
    const body = detailsBody(items, values, known);
    if (!body.seller && !body.buyer) {
      form.setError('root.server', { type: 'empty', message: t('invoices.einvoice.nothingTyped') });
      return;
    }
    try {
      await save.mutateAsync(body);
      onSaved?.();
    } catch (error) {
      const place = (path: string) => formPathFor(items, path);
      reportSubmitError(form.setError, error, place);
      const first = isApiError(error) ? Object.keys(error.fieldErrors).map(place).find(Boolean) : undefined;
      if (first) form.setFocus(first as FieldPath<DetailsValues>);
    }
  });
  const rootError = form.formState.errors.root?.server?.message;
  const fixable = items.some((item) => pathsOf(item).length > 0);

  return (
    <form
      ref={ref}
      noValidate
      onSubmit={(e) => void submit(e)}
      aria-labelledby={titleId}
      className="flex flex-col gap-4"
    >
      <div className="flex flex-col gap-1">
        <h3 id={titleId} className="font-semibold text-slate-900">
          {title}
        </h3>
        {intro && <p className="text-sm text-slate-700">{intro}</p>}
      </div>
      {groups.map((group) => {
        const inGroup = items.filter((item) => groupOf(item) === group);
        const note = groupWords[group].note;
        if (inGroup.length === 0) return null;
        return (
          <fieldset
            key={group}
            className="flex min-w-0 flex-col gap-3 rounded-md border border-slate-200 p-3"
          >
            <legend className="px-1 text-sm font-semibold text-slate-900">
              {t(groupWords[group].title, { name: buyerName(invoice.buyer) })}
            </legend>
            {note && <p className="-mt-1 text-xs text-slate-600">{t(note)}</p>}
            <div className="grid gap-3 sm:grid-cols-2">
              {inGroup.map((item) => (
                <div key={itemKey(item)} className={halfWidth(item) ? 'min-w-0' : 'min-w-0 sm:col-span-2'}>
                  <ItemControl item={item} form={form} format={format} />
                </div>
              ))}
            </div>
            {group === 'invoice' && (
              <Link href={editInvoiceHref(business, invoice.id)} className="text-sm text-teal-800 underline">
                {t('invoices.einvoice.editInvoice')}
              </Link>
            )}
          </fieldset>
        );
      })}
      {rootError && (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          {rootError}
        </p>
      )}
      {(fixable || onCancel) && (
        <div className="flex flex-wrap gap-3">
          {fixable && (
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? t('shell.action.saving') : t('invoices.einvoice.save')}
            </Button>
          )}
          {onCancel && (
            <Button variant="secondary" onClick={onCancel} disabled={save.isPending}>
              {t('shell.action.cancel')}
            </Button>
          )}
        </div>
      )}
    </form>
  );
}
