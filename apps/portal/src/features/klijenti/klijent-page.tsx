import { useMemo, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ArrowLeft, FileText, FolderOpen, UserX } from 'lucide-react';
import { Badge, Button, EmptyState, Skeleton } from '@rp/ui';
import { buildPath, type Klijent } from '@rp/contract';
import { hasScreen } from '../../app/screens.ts';
import { klijentQuery, useCreateKlijent, useUpdateKlijent } from './api.ts';
import { KlijentForm } from './components/klijent-form.tsx';
import { NEW_KLIJENT_VALUES, parseCreateForm, parseUpdateForm, toFormValues } from './klijent-form.ts';

const TIP_BADGE = { 1: 'secondary', 2: 'info', 3: 'warning' } as const;

/** A new client, bank or banker (every role); after the save the new record's info screen opens. */
export function KlijentCreatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateKlijent();
  return (
    <KlijentLayout title={t('title.klijentUnos')}>
      <KlijentForm
        values={NEW_KLIJENT_VALUES}
        parse={parseCreateForm}
        onSave={(body) => create.mutateAsync(body)}
        onSaved={(id) => void navigate(buildPath('klijenti.info', { klijentId: id }), { replace: true })}
        isSaving={create.isPending}
        actions={
          <Button variant="outline" asChild>
            <Link to={buildPath('klijenti.list')}>{t('common.cancel')}</Link>
          </Button>
        }
      />
    </KlijentLayout>
  );
}

function KlijentInfo({ klijent }: { klijent: Klijent }) {
  const { t } = useTranslation();
  const update = useUpdateKlijent();
  const values = useMemo(() => toFormValues(klijent), [klijent]);
  return (
    <KlijentLayout
      title={klijent.naziv}
      subtitle={
        <>
          <Badge variant={TIP_BADGE[klijent.tip]}>{t(`klijent.tip.${klijent.tip}`)}</Badge>
          <span>{t(`klijent.lice.${klijent.lice}`)}</span>
          {klijent.bankaNaziv ? <span>{klijent.bankaNaziv}</span> : null}
          <span className="font-mono">{t('klijent.idLabel', { id: klijent.id })}</span>
        </>
      }
      actions={<KlijentLinks klijentId={klijent.id} />}
    >
      <KlijentForm
        values={values}
        parse={(formValues) => parseUpdateForm(formValues, klijent)}
        onSave={(body) => update.mutateAsync(body)}
        isSaving={update.isPending}
      />
    </KlijentLayout>
  );
}

/** The record's documents and, once the valuations screen exists, its valuations. */
function KlijentLinks({ klijentId }: { klijentId: number }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('klijent.links')} className="flex flex-wrap gap-2">
      {hasScreen('klijenti.dokumenti') ? (
        <Button variant="outline" asChild>
          <Link to={buildPath('klijenti.dokumenti', { fileGroupId: klijentId })}>
            <FileText aria-hidden className="size-4" />
            {t('klijent.documents')}
          </Link>
        </Button>
      ) : null}
      {hasScreen('procene.list') ? (
        <Button variant="outline" asChild>
          <Link to={`${buildPath('procene.list')}?klijentId=${klijentId}`}>
            <FolderOpen aria-hidden className="size-4" />
            {t('klijent.valuations')}
          </Link>
        </Button>
      ) : null}
    </nav>
  );
}

/** One client, bank or banker: every role may change it (the server checks every write). */
export function KlijentInfoPage() {
  const { t } = useTranslation();
  const klijentId = Number(useParams().klijentId);
  const klijent = useQuery(klijentQuery(klijentId));
  if (klijent.data) return <KlijentInfo klijent={klijent.data} />;
  return (
    <KlijentLayout title={t('title.klijent')}>
      {klijent.isError ? (
        <EmptyState icon={<UserX aria-hidden />} title={t('klijent.notFound')} />
      ) : (
        <div className="grid gap-4 lg:grid-cols-2" aria-busy="true" aria-label={t('common.loading')}>
          <Skeleton className="h-72 w-full" />
          <Skeleton className="h-72 w-full" />
        </div>
      )}
    </KlijentLayout>
  );
}

function KlijentLayout({
  title,
  subtitle,
  actions,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="space-y-4">
      <Button variant="ghost" size="sm" className="-ml-2" asChild>
        <Link to={buildPath('klijenti.list')}>
          <ArrowLeft aria-hidden className="size-4" />
          {t('klijent.backToList')}
        </Link>
      </Button>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-xl font-semibold break-words">{title}</h1>
          {subtitle ? (
            <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-muted-foreground">{subtitle}</p>
          ) : null}
        </div>
        {actions}
      </div>
      {children}
    </div>
  );
}
