import { useParams } from 'wouter';
import { ProfilePage } from '../../features/business/components/profile-page';

export default function ProfileRoute() {
  const { business = '' } = useParams<{ business: string }>();
  return <ProfilePage key={business} business={business} />;
}
