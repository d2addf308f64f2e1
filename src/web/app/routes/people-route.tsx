import { useLocation, useParams, useRoute } from 'wouter';
import { AccountPage } from '../../features/people/components/account-page';
import { ActivityPage } from '../../features/people/components/activity-page';
import { InvitePage } from '../../features/people/components/invite-page';
import { PeoplePage } from '../../features/people/components/people-page';

/**
 * People and access (issue 46): an invitation's link, a business's people and activity, the person's own account.
 * One module for the four, so the first screen's code names one chunk more, not four.
 */
export default function PeopleRoute() {
  const [invited, invitation] = useRoute<{ token: string }>('/invite/:token');
  const { business = '' } = useParams<{ business: string }>();
  const [location] = useLocation();
  if (invited) return <InvitePage key={invitation.token} token={invitation.token} />;
  const section = location.split('/')[3];
  if (section === 'activity') return <ActivityPage key={business} business={business} />;
  if (section === 'account') return <AccountPage />;
  return <PeoplePage key={business} business={business} />;
}
