import { ButtonLink } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { useT } from '../../i18n/use-t';

export default function NotFoundRoute() {
  const t = useT();
  return (
    <>
      <h1 className="sr-only">{t('shell.title.notFound')}</h1>
      <EmptyState
        title={t('shell.notFound.title')}
        action={<ButtonLink href="/">{t('shell.action.home')}</ButtonLink>}
      >
        {t('shell.notFound.text')}
      </EmptyState>
    </>
  );
}
