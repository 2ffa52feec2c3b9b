import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@rp/ui';
import { clearSession } from '../../lib/session-store.ts';

function ErrorPage({
  code,
  title,
  text,
  children,
}: {
  code: string;
  title: string;
  text: string;
  children: React.ReactNode;
}) {
  return (
    <main className="grid min-h-dvh place-items-center bg-muted/40 px-4">
      <div className="flex max-w-md flex-col items-center gap-3 text-center">
        <p className="text-5xl font-bold tabular-nums text-muted-foreground" aria-hidden>
          {code}
        </p>
        <h1 className="text-xl font-semibold text-foreground">{title}</h1>
        <p className="text-sm text-muted-foreground">{text}</p>
        <div className="mt-2 flex flex-wrap justify-center gap-2">{children}</div>
      </div>
    </main>
  );
}

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <ErrorPage code="404" title={t('errorPages.notFoundTitle')} text={t('errorPages.notFoundText')}>
      <Button asChild>
        <Link to="/">{t('errorPages.goHome')}</Link>
      </Button>
    </ErrorPage>
  );
}

export function ForbiddenPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <ErrorPage code="403" title={t('errorPages.forbiddenTitle')} text={t('errorPages.forbiddenText')}>
      <Button asChild>
        <Link to="/">{t('errorPages.goHome')}</Link>
      </Button>
      <Button
        variant="outline"
        onClick={() => {
          clearSession();
          void navigate('/login');
        }}
      >
        {t('errorPages.signInOther')}
      </Button>
    </ErrorPage>
  );
}
