import { useParams } from 'wouter';
import { ButtonLink } from '../../components/ui/button';
import { HeldUntilTakenOver } from '../../components/ui/field';
import { MirrorStatus } from '../../features/business/components/mirror-status';
import { ExpensesPage } from '../../features/expenses/components/expenses-page';
import { useT } from '../../i18n/use-t';
import { useMay } from '../../lib/access';

export default function ExpenseListRoute() {
  const t = useT();
  const { business = '' } = useParams<{ business: string }>();
  // The till (features/till): receipts photographed on the phone, kept offline, sent when the line allows.
  // Staff: no freshness line (the mirror's state is a read of the whole business).
  const freshness = useMay(business, 'read') && <MirrorStatus business={business} kind="expenses" />;
  const till = useMay(business, 'capture') && (
    <ButtonLink href="/capture">{t('shell.nav.capture')}</ButtonLink>
  );
  return (
    <HeldUntilTakenOver>
      <ExpensesPage key={business} business={business} freshness={freshness} beside={till} />
    </HeldUntilTakenOver>
  );
}
