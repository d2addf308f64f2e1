import { ButtonLink } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';

export default function NotFoundRoute() {
  return (
    <>
      <h1 className="sr-only">Page not found</h1>
      <EmptyState title="There is no page here" action={<ButtonLink href="/">Go to your invoices</ButtonLink>}>
        The address may be mistyped, or what it pointed to was deleted.
      </EmptyState>
    </>
  );
}
