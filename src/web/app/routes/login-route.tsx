import { LoginPage } from '../../features/business/components/login-page';

export default function LoginRoute() {
  return <LoginPage />;
}
