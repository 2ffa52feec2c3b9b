import { useMemo, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { KeyRound, RotateCcwKey, UserX } from 'lucide-react';
import { BackLink, Badge, Button, EmptyState, PageHeader, Skeleton } from '@rp/ui';
import { buildPath, fullName, type Radnik } from '@rp/contract';
import { useSession } from '../../lib/session-store.ts';
import { useLocales } from '../../lib/use-locales.ts';
import { useMozeOtvoriti } from '../../lib/use-dozvola.ts';
import { firmToday } from '../../lib/format.ts';
import { radnikQuery, useCreateRadnik, useUpdateRadnik } from './api.ts';
import {
  NEW_RADNIK_VALUES,
  parseCreateForm,
  parseUpdateForm,
  radnikAccess,
  toFormValues,
  type SessionUser,
} from './radnik-form.ts';
import { PasswordDialog } from './components/password-dialog.tsx';
import { RadnikForm } from './components/radnik-form.tsx';
import { RadnikLinks } from './components/radnik-links.tsx';
import { listPath } from '../../lib/list-return.ts';

/** Back to the workers' list, for those who may open it (a worker opening their own record may not). */
function BackToList() {
  const { t } = useTranslation();
  const mayOpen = useMozeOtvoriti();
  if (!mayOpen('radnici.list')) return null;
  return (
    <BackLink asChild>
      <Link to={listPath('radnici.list')}>{t('title.radnici')}</Link>
    </BackLink>
  );
}

function useSessionUser(): SessionUser {
  const session = useSession();
  return { id: session?.id ?? 0, roles: session?.roles ?? [] };
}

/** Create a worker (Admin, Demo); after saving, the new worker's info screen opens. */
export function RadnikCreatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const locale = useLocales().short;
  const user = useSessionUser();
  const create = useCreateRadnik();
  // A new worker starts today unless the form says otherwise.
  const [newValues] = useState(() => ({ ...NEW_RADNIK_VALUES, datumPocetka: firmToday() }));

  return (
    <div className="space-y-4">
      <BackToList />
      <PageHeader title={t('title.radnikUnos')}>
        <p className="text-sm text-muted-foreground">{t('radnik.createIntro')}</p>
      </PageHeader>
      <RadnikForm
        isNew
        values={newValues}
        access={radnikAccess(user, null)}
        parse={(values) => parseCreateForm(values, locale)}
        onSave={(body) => create.mutateAsync(body)}
        onSaved={(id) => void navigate(buildPath('radnici.info', { radnikId: id }))}
        isSaving={create.isPending}
        actions={
          <Button variant="outline" asChild>
            <Link to={listPath('radnici.list')}>{t('common.cancel')}</Link>
          </Button>
        }
      />
    </div>
  );
}

function RadnikInfo({ radnik, user }: { radnik: Radnik; user: SessionUser }) {
  const { t } = useTranslation();
  const locale = useLocales().short;
  const update = useUpdateRadnik();
  const [passwordDialog, setPasswordDialog] = useState<'change' | 'reset' | null>(null);
  const access = radnikAccess(user, radnik);
  const values = useMemo(() => toFormValues(radnik, locale), [radnik, locale]);

  return (
    <div className="space-y-4">
      <BackToList />
      <PageHeader
        className="items-end"
        title={t('title.radnik')}
        actions={
          access.canChangePassword || access.canResetPassword ? (
            <div className="flex flex-wrap gap-2">
              {access.canChangePassword ? (
                <Button variant="outline" onClick={() => setPasswordDialog('change')}>
                  <KeyRound aria-hidden className="size-4" />
                  {t('radnik.password.change')}
                </Button>
              ) : null}
              {access.canResetPassword ? (
                <Button variant="outline" onClick={() => setPasswordDialog('reset')}>
                  <RotateCcwKey aria-hidden className="size-4" />
                  {t('radnik.password.reset')}
                </Button>
              ) : null}
            </div>
          ) : null
        }
      >
        <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <span className="font-medium text-foreground" data-testid="radnik-name">
            {fullName(radnik)}
          </span>
          <span className="font-mono">{radnik.username}</span>
          <Badge>{t(`roles.${radnik.permission}`)}</Badge>
          {radnik.aktivan ? (
            <Badge variant="success">{t('radnici.active')}</Badge>
          ) : (
            <Badge>{t('radnici.inactive')}</Badge>
          )}
        </p>
      </PageHeader>
      <RadnikLinks radnikId={radnik.id} />
      <RadnikForm
        isNew={false}
        values={values}
        access={access}
        currentRole={radnik.permission}
        parse={(formValues) => parseUpdateForm(formValues, radnik, locale)}
        onSave={(body) => update.mutateAsync(body)}
        isSaving={update.isPending}
      />
      <PasswordDialog
        kind={passwordDialog ?? 'change'}
        username={radnik.username}
        open={passwordDialog !== null}
        onOpenChange={(isOpen) => !isOpen && setPasswordDialog(null)}
      />
    </div>
  );
}

/** A worker's form (all roles; a User only their own record: the route guard sends anyone else to /403). */
export function RadnikInfoPage() {
  const { t } = useTranslation();
  const radnikId = Number(useParams().radnikId);
  const user = useSessionUser();
  const mayOpen = useMozeOtvoriti();
  const radnik = useQuery(radnikQuery(radnikId));

  if (radnik.data) return <RadnikInfo radnik={radnik.data} user={user} />;
  return (
    <div className="space-y-4">
      <PageHeader title={t('title.radnik')} />
      {radnik.isError ? (
        <EmptyState
          icon={<UserX aria-hidden />}
          title={t('radnik.notFound')}
          action={
            mayOpen('radnici.list') ? (
              <Button variant="outline" asChild>
                <Link to={listPath('radnici.list')}>{t('title.radnici')}</Link>
              </Button>
            ) : undefined
          }
        />
      ) : (
        <div className="grid gap-4 lg:grid-cols-2" aria-busy="true" aria-label={t('common.loading')}>
          <Skeleton className="h-72 w-full" />
          <Skeleton className="h-72 w-full" />
        </div>
      )}
    </div>
  );
}
