import { ConnectPage } from '../../features/business/components/connect-page';

export default function ConnectRoute() {
  return <ConnectPage />;
}
