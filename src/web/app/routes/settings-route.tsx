import { useParams } from 'wouter';
import { SettingsPage } from '../../features/business/components/settings-page';

export default function SettingsRoute() {
  const { business = '' } = useParams<{ business: string }>();
  return <SettingsPage key={business} business={business} />;
}
