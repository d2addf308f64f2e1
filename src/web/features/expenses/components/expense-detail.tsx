import { useState } from 'react';
import { QueryErrorState } from '../../../components/ui/error-state';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'wouter';
import { Button, ButtonLink } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { SkeletonRows } from '../../../components/ui/skeleton';
import { TitledSection } from '../../../components/ui/titled-section';
import { useT } from '../../../i18n/use-t';
import { useMay } from '../../../lib/access';
import { isApiError } from '../../../lib/api-error';
import { receiptDownloadUrl } from '../api/expense-api';
import { useDeleteExpense } from '../api/expense-mutations';
import { expenseQuery } from '../api/expense-queries';
import { expensesHref } from '../expense-paths';
import { ExpenseEditForm } from '../forms/expense-edit-form';
import { ReceiptThumbnail } from './receipt-thumbnail';
import { ReplaceReceipt } from './replace-receipt';

/** One expense: every field editable, the receipt shown on demand, downloaded, replaced; delete with a confirm. */
export function ExpenseDetail({ business, id }: { business: string; id: string }) {
  const t = useT();
  const detail = useQuery(expenseQuery(business, id));
  const remove = useDeleteExpense(business, id);
  const [confirming, setConfirming] = useState(false);
  const [, navigate] = useLocation();
  // Deleting and replacing are an owner's (hidden only: the BFF refuses them to an accountant or staff anyway).
  const mayWrite = useMay(business, 'write');

  if (detail.isPending) return <SkeletonRows rows={6} label={t('expenses.detail.loading')} />;
  if (detail.isError) {
    if (isApiError(detail.error) && detail.error.code === 'not_found') {
      return (
        <EmptyState
          title={t('expenses.detail.goneTitle')}
          action={<ButtonLink href={expensesHref(business)}>{t('expenses.detail.back')}</ButtonLink>}
        >
          {t('expenses.detail.goneText')}
        </EmptyState>
      );
    }
    return <QueryErrorState query={detail} />;
  }
  const expense = detail.data.data;

  return (
    <div className="flex flex-col gap-6">
      <Link
        href={expensesHref(business)}
        className="self-start text-sm text-teal-800 underline-offset-2 hover:underline"
      >
        {t('expenses.detail.all')}
      </Link>
      <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <ExpenseEditForm
          business={business}
          detail={detail.data}
          readOnly={!mayWrite}
          actions={
            mayWrite && (
              <Button variant="danger" className="ml-auto" onClick={() => setConfirming(true)}>
                {t('expenses.detail.delete')}
              </Button>
            )
          }
        />
        <TitledSection
          titleId="receipt-title"
          title={t('expenses.receipt.title')}
          className="flex flex-col gap-3 lg:order-none"
        >
          <div className="flex flex-col items-start gap-2">
            <ReceiptThumbnail business={business} id={expense.id} label={expense.seller} size="large" />
            <a
              href={receiptDownloadUrl(business, expense.id)}
              download
              className="text-sm font-medium text-teal-800 underline-offset-2 hover:underline"
            >
              {t('expenses.detail.download')}
            </a>
          </div>
          {mayWrite && <ReplaceReceipt business={business} id={expense.id} />}
        </TitledSection>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('expenses.detail.confirmTitle')}
        confirmLabel={t('expenses.detail.confirmDelete')}
        danger
        busy={remove.isPending}
        error={remove.error}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => navigate(expensesHref(business), { replace: true }),
            onSettled: () => setConfirming(false),
          })
        }
      >
        {t('expenses.detail.confirmText', { seller: expense.seller })}
      </ConfirmDialog>
    </div>
  );
}
