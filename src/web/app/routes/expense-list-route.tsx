import { useParams } from 'wouter';
import { ButtonLink } from '../../components/ui/button';
import { HeldUntilTakenOver } from '../../components/ui/field';
import { MirrorStatus } from '../../features/business/components/mirror-status';
import { ExpensesPage } from '../../features/expenses/components/expenses-page';
import { useT } from '../../i18n/use-t';

export default function ExpenseListRoute() {
  const t = useT();
  const { business = '' } = useParams<{ business: string }>();
  // The till (features/till): receipts photographed on the phone, kept offline, sent when the line allows.
  const till = <ButtonLink href="/capture">{t('shell.nav.capture')}</ButtonLink>;
  return (
    <HeldUntilTakenOver>
      <ExpensesPage key={business} business={business} freshness={<MirrorStatus business={business} kind="expenses" />} beside={till} />
    </HeldUntilTakenOver>
  );
}
