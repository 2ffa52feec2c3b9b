import { useEffect, useState } from 'react';
import { Link, useNavigate, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, Spinner } from '@rp/ui';
import { canReloadForCode, isCodeLoadError, reloadForCode } from '../../lib/reload-once.ts';
import { clearSession } from '../../lib/session-store.ts';

function ErrorPage({
  code,
  title,
  text,
  isInShell = false,
  children,
}: {
  code?: string;
  title: string;
  text: string;
  /** Inside the signed-in shell (its header and menu stay): a section of the shell's main, not a page of its own. */
  isInShell?: boolean;
  children: React.ReactNode;
}) {
  const Root = isInShell ? 'section' : 'main';
  return (
    <Root
      className={
        isInShell ? 'grid place-items-center px-4 py-16' : 'grid min-h-dvh place-items-center bg-muted/40 px-4'
      }
    >
      <div className="flex max-w-md flex-col items-center gap-3 text-center">
        {code && (
          <p className="text-5xl font-bold tabular-nums text-muted-foreground" aria-hidden>
            {code}
          </p>
        )}
        <h1 className="text-xl font-semibold text-foreground">{title}</h1>
        <p className="text-sm text-muted-foreground">{text}</p>
        <div className="mt-2 flex flex-wrap justify-center gap-2">{children}</div>
      </div>
    </Root>
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

/**
 * What a route shows when its code failed to load or its screen threw while rendering (react-router's ErrorBoundary),
 * instead of the router's developer page. A failed load of the portal's code is first taken for a new version on the
 * server: the page reloads once (see reloadOnce); a second failure says to check the connection. A screen that threw
 * is reported in the console and the user may reload or go home. `isInShell` for a screen's route, under the shell.
 */
export function RouteErrorPage({ isInShell = false }: { isInShell?: boolean }) {
  const error = useRouteError();
  const { t } = useTranslation();
  const isLoad = isCodeLoadError(error);
  const [isReloading] = useState(() => isLoad && canReloadForCode());
  useEffect(() => {
    if (isReloading) reloadForCode();
    else if (!isLoad) console.error(error);
  }, [error, isLoad, isReloading]);
  if (isReloading) {
    return (
      <div className="flex min-h-[50vh] items-center justify-center">
        <Spinner size="xl" label={t('common.loading')} />
      </div>
    );
  }
  return (
    <ErrorPage
      isInShell={isInShell}
      title={isLoad ? t('errorPages.loadFailedTitle') : t('errorPages.crashTitle')}
      text={isLoad ? t('errorPages.loadFailedText') : t('errorPages.crashText')}
    >
      <Button onClick={() => window.location.reload()}>{t('errorPages.reload')}</Button>
      {!isLoad && (
        <Button variant="outline" asChild>
          <a href="/">{t('errorPages.goHome')}</a>
        </Button>
      )}
    </ErrorPage>
  );
}
