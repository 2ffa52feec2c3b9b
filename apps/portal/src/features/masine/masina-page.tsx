import type { ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ArrowLeft, FileText } from 'lucide-react';
import { Button, EmptyState, PageHeader, Skeleton } from '@rp/ui';
import { buildPath } from '@rp/contract';
import { hasScreen } from '../../app/screens.ts';
import { useDozvola } from '../../lib/use-dozvola.ts';
import { masinaQuery, useSaveMasina, useUpdateMasina } from './api.ts';
import { MasinaForm } from './components/masina-form.tsx';

const EMPTY = { Ime: '', CenaPoSatu: 0 };

/** Create equipment (Admin, Demo); after the save the new record's info screen opens. */
export function MasinaCreatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveMasina();
  return (
    <MasinaLayout title={t('title.masinaUnos')}>
      <MasinaForm
        values={EMPTY}
        isPending={save.isPending}
        onSubmit={async (values) => buildPath('masine.info', { masinaId: await save.mutateAsync(values) })}
        onCancel={() => void navigate(buildPath('masine.list'))}
      />
    </MasinaLayout>
  );
}

/** One machine: Admin and Demo rename it, the other roles see it read-only; links to its documents. */
export function MasinaInfoPage() {
  const { t } = useTranslation();
  const masinaId = Number(useParams().masinaId);
  const canEdit = useDozvola()('masine.izmena');
  const masina = useQuery(masinaQuery(masinaId));
  const update = useUpdateMasina();
  const record = masina.data;

  const documents = hasScreen('masine.dokumenti') ? (
    <Button variant="outline" asChild>
      <Link to={buildPath('masine.dokumenti', { fileGroupId: masinaId })}>
        <FileText aria-hidden className="size-4" />
        {t('masine.documents')}
      </Link>
    </Button>
  ) : null;

  return (
    <MasinaLayout title={record?.Ime ?? t('title.masina')} actions={record ? documents : null}>
      {masina.isLoading ? (
        <Skeleton className="h-32 w-full" />
      ) : !record ? (
        <EmptyState title={t('masine.notFound')} />
      ) : (
        <>
          <p className="text-sm text-muted-foreground">
            {t('masine.idLabel', { id: record.Id })}
            {!canEdit && ` · ${t('masine.readOnly')}`}
          </p>
          <MasinaForm
            values={{ Ime: record.Ime, CenaPoSatu: record.CenaPoSatu }}
            isReadOnly={!canEdit}
            isPending={update.isPending}
            isChangeRequired
            onSubmit={async (values) => {
              await update.mutateAsync({ ...values, Id: record.Id, verzija: record.verzija });
            }}
          />
        </>
      )}
    </MasinaLayout>
  );
}

function MasinaLayout({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-2xl space-y-4">
      {hasScreen('masine.list') && (
        <Button variant="ghost" size="sm" className="-ml-2" asChild>
          <Link to={buildPath('masine.list')}>
            <ArrowLeft aria-hidden className="size-4" />
            {t('masine.backToList')}
          </Link>
        </Button>
      )}
      <PageHeader title={title} actions={actions} />
      {children}
    </div>
  );
}
