import { useMemo, useState, type ReactNode } from 'react';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ArrowLeft, ExternalLink, Trash2 } from 'lucide-react';
import { Button, ConfirmDialog, EmptyState, PageHeader, Skeleton } from '@rp/ui';
import { buildPath, type Zadatak } from '@rp/contract';
import { useMozeOtvoriti } from '../../lib/use-dozvola.ts';
import { posaoQuery } from '../poslovi/api.ts';
import { useDeleteZadatak, useSaveZadatak, useUpdateZadatak, zadatakQuery } from './api.ts';
import { ZadatakForm } from './components/zadatak-form.tsx';
import { newZadatakValues, parseCreateZadatak, parseUpdateZadatak, toZadatakValues } from './zadatak-form.ts';

function NewZadatak({ posaoId }: { posaoId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useSaveZadatak();
  const values = useMemo(() => newZadatakValues(), []);
  return (
    <ZadatakLayout posaoId={posaoId} title={t('title.zadatakUnos')}>
      <ZadatakForm
        posaoId={posaoId}
        zadatakId={0}
        values={values}
        parse={(formValues) => parseCreateZadatak(formValues, posaoId)}
        onSave={(body) => create.mutateAsync(body)}
        onSaved={(id) => void navigate(buildPath('zadaci.info', { posaoId, zadatakId: id }), { replace: true })}
        isSaving={create.isPending}
        actions={
          <Button variant="outline" asChild>
            <Link to={buildPath('poslovi.info', { posaoId })}>{t('common.cancel')}</Link>
          </Button>
        }
      />
    </ZadatakLayout>
  );
}

function EditZadatak({ zadatak }: { zadatak: Zadatak }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const update = useUpdateZadatak();
  const remove = useDeleteZadatak();
  const [isDeleting, setIsDeleting] = useState(false);
  const values = useMemo(() => toZadatakValues(zadatak), [zadatak]);
  const posaoId = zadatak.Posao;
  return (
    <ZadatakLayout
      posaoId={posaoId}
      title={zadatak.Naziv}
      actions={
        <nav aria-label={t('zadatakForm.links')} className="flex flex-wrap gap-2">
          <Button variant="outline" asChild>
            <Link to={buildPath('zadaci.info', { posaoId, zadatakId: zadatak.Id })}>
              <ExternalLink aria-hidden className="size-4" />
              {t('zadatakForm.openStatus')}
            </Link>
          </Button>
          <Button variant="outline" className="text-danger hover:text-danger" onClick={() => setIsDeleting(true)}>
            <Trash2 aria-hidden className="size-4" />
            {t('zadatakForm.delete')}
          </Button>
        </nav>
      }
    >
      <ZadatakForm
        posaoId={posaoId}
        zadatakId={zadatak.Id}
        values={values}
        parse={(formValues) => parseUpdateZadatak(formValues, zadatak)}
        onSave={(body) => update.mutateAsync(body)}
        isSaving={update.isPending}
        knownRadnici={zadatak.Radnici}
      />
      <ConfirmDialog
        open={isDeleting}
        onOpenChange={setIsDeleting}
        title={t('common.confirmDeletion')}
        itemName={zadatak.Naziv}
        variant="destructive"
        confirmLabel={t('common.yes')}
        cancelLabel={t('common.no')}
        onConfirm={() =>
          remove.mutateAsync(zadatak).then(
            () => void navigate(buildPath('poslovi.info', { posaoId }), { replace: true }),
            () => {
              // Refused: the shared handler has shown the server's reason.
            },
          )
        }
      />
    </ZadatakLayout>
  );
}

function EditZadatakPage({ posaoId, zadatakId }: { posaoId: number; zadatakId: number }) {
  const { t } = useTranslation();
  const zadatak = useQuery(zadatakQuery(zadatakId));
  if (zadatak.isPending)
    return (
      <ZadatakLayout posaoId={posaoId} title={t('title.zadatak')}>
        <Skeleton className="h-72 w-full" aria-label={t('common.loading')} />
      </ZadatakLayout>
    );
  if (zadatak.isError)
    return (
      <ZadatakLayout posaoId={posaoId} title={t('title.zadatak')}>
        <EmptyState title={t('zadaci.loadFailed')} />
      </ZadatakLayout>
    );
  // A task of another job under this job's path does not exist here.
  if (zadatak.data === null || zadatak.data.Posao !== posaoId) return <Navigate to="/404" replace />;
  return <EditZadatak zadatak={zadatak.data} />;
}

/**
 * The task form of a job (zadaci.unos; Admin, Demo, Operations): a new task, or with `?zadatak=` the edit of one
 * (the task screen links here for Admin).
 */
export function ZadatakUnosPage() {
  const posaoId = Number(useParams().posaoId);
  const [params] = useSearchParams();
  const edit = params.get('zadatak');
  if (edit !== null) {
    if (!/^\d{1,8}$/.test(edit)) return <Navigate to="/404" replace />;
    return <EditZadatakPage key={edit} posaoId={posaoId} zadatakId={Number(edit)} />;
  }
  return <NewZadatak posaoId={posaoId} />;
}

function ZadatakLayout({
  posaoId,
  title,
  actions,
  children,
}: {
  posaoId: number;
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const posao = useQuery({ ...posaoQuery(posaoId), meta: { isSilent: true } });
  const canOpenPosao = useMozeOtvoriti()('poslovi.info', { posaoId });
  return (
    <div className="space-y-4">
      {canOpenPosao ? (
        <Button
          variant="ghost"
          size="sm"
          className="-ml-2 h-auto min-h-8 max-w-full text-left whitespace-normal"
          asChild
        >
          <Link to={buildPath('poslovi.info', { posaoId })}>
            <ArrowLeft aria-hidden className="size-4" />
            {posao.data ? t('zadatakForm.backTo', { naziv: posao.data.Naziv }) : t('zadatakForm.backToPosao')}
          </Link>
        </Button>
      ) : null}
      <PageHeader className="items-end" title={title} actions={posao.isError ? null : actions} />
      {posao.isError ? <EmptyState title={t('zadatakForm.posaoNotFound')} /> : children}
    </div>
  );
}
