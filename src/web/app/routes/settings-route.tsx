import { useParams } from 'wouter';
import { HeldUntilTakenOver } from '../../components/ui/field';
import { SettingsPage } from '../../features/business/components/settings-page';

export default function SettingsRoute() {
  const { business = '' } = useParams<{ business: string }>();
  return (
    <HeldUntilTakenOver>
      <SettingsPage key={business} business={business} />
    </HeldUntilTakenOver>
  );
}
