import { useMemo, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ChartGantt, FileText, FolderX, Plus, Trash2 } from 'lucide-react';
import { Badge, Button, ConfirmDialog } from '@rp/ui';
import { buildPath, type Posao } from '@rp/contract';
import { useDozvola, useMozeOtvoriti } from '../../lib/use-dozvola.ts';
import { firmDayOf, formatInstantDate } from '../../lib/format.ts';
import { useLocales } from '../../lib/use-locales.ts';
import { posaoQuery, useDeletePosao, useSavePosao, useUpdatePosao } from './api.ts';
import { PosaoForm } from './components/posao-form.tsx';
import { PosaoZadaci } from './components/posao-zadaci.tsx';
import { NEW_POSAO_VALUES, parseCreatePosao, parseUpdatePosao, toPosaoValues } from './posao-form.ts';
import { PRIORITET_BADGE } from './poslovi-filter.ts';
import { RecordLayout, RecordPending, type RecordLayoutProps } from '../../lib/record-layout.tsx';
import { listPath } from '../../lib/list-return.ts';

/** A new job (Admin, Demo, Operations); after the save the job's screen opens with the tasks of its template. */
export function PosaoCreatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const locale = useLocales().short;
  const create = useSavePosao();
  return (
    <PosaoLayout title={t('title.posaoUnos')}>
      <PosaoForm
        values={NEW_POSAO_VALUES}
        parse={(values) => parseCreatePosao(values, locale)}
        onSave={(body) => create.mutateAsync(body)}
        onSaved={(id) => void navigate(buildPath('poslovi.info', { posaoId: id }), { replace: true })}
        isSaving={create.isPending}
        actions={
          <Button variant="outline" asChild>
            <Link to={listPath('poslovi.list')}>{t('common.cancel')}</Link>
          </Button>
        }
      />
    </PosaoLayout>
  );
}

function PosaoInfo({ posao }: { posao: Posao }) {
  const { t } = useTranslation();
  const locale = useLocales().short;
  const navigate = useNavigate();
  const update = useUpdatePosao();
  const remove = useDeletePosao();
  const dozvola = useDozvola();
  const mozeOtvoriti = useMozeOtvoriti();
  const [isDeleting, setIsDeleting] = useState(false);
  const values = useMemo(() => toPosaoValues(posao, locale), [posao, locale]);
  const prioritet = posao.Prioritet as 1 | 2 | 3;
  return (
    <PosaoLayout
      title={posao.Naziv}
      subtitle={
        <>
          <Badge variant={PRIORITET_BADGE[prioritet] ?? 'secondary'}>{t(`poslovi.priority.p${prioritet}`)}</Badge>
          {posao.Aktivan === 1 ? (
            <Badge variant="success">{t('posloviList.active')}</Badge>
          ) : (
            <Badge variant="secondary">{t('posloviList.finished')}</Badge>
          )}
          {posao.KlijentNaziv ? <span>{posao.KlijentNaziv}</span> : null}
          <span className="tabular-nums">
            {t('posao.progress', { done: posao.BrojZavrsenih, count: posao.BrojZadataka })}
          </span>
        </>
      }
      actions={
        <nav aria-label={t('posao.links')} className="flex flex-wrap gap-2">
          {mozeOtvoriti('poslovi.dokumenti', { fileGroupId: posao.Id }) ? (
            <Button variant="outline" asChild>
              <Link to={buildPath('poslovi.dokumenti', { fileGroupId: posao.Id })}>
                <FileText aria-hidden className="size-4" />
                {t('posao.documents')}
              </Link>
            </Button>
          ) : null}
          {mozeOtvoriti('zadaci.unos', { posaoId: posao.Id }) ? (
            <Button variant="outline" asChild>
              <Link to={buildPath('zadaci.unos', { posaoId: posao.Id })}>
                <Plus aria-hidden className="size-4" />
                {t('posao.newTask')}
              </Link>
            </Button>
          ) : null}
          {dozvola('zadaci.upravljanje') ? (
            <Button variant="outline" className="text-danger hover:text-danger" onClick={() => setIsDeleting(true)}>
              <Trash2 aria-hidden className="size-4" />
              {t('posao.delete')}
            </Button>
          ) : null}
        </nav>
      }
    >
      <PosaoForm
        values={values}
        posao={posao}
        parse={(formValues) => parseUpdatePosao(formValues, posao, locale)}
        onSave={(body) => update.mutateAsync(body)}
        isSaving={update.isPending}
      />
      {dozvola('poslovi.zadaci') ? <PosaoZadaci posaoId={posao.Id} /> : <PosaoRaspon posao={posao} />}
      <ConfirmDialog
        open={isDeleting}
        onOpenChange={setIsDeleting}
        title={t('common.confirmDeletion')}
        itemName={posao.Naziv}
        variant="destructive"
        confirmLabel={t('common.yes')}
        cancelLabel={t('common.no')}
        onConfirm={() =>
          remove.mutateAsync(posao).then(
            () => void navigate(listPath('poslovi.list'), { replace: true }),
            () => {
              // Refused: the shared handler has shown the server's reason.
            },
          )
        }
      />
    </PosaoLayout>
  );
}

/**
 * The job's span for a role whose job screen loads no task list (part 1 §6): how many tasks, from when to when, and
 * the way to the Gantt where they are laid out.
 */
function PosaoRaspon({ posao }: { posao: Posao }) {
  const { t } = useTranslation();
  const canPlan = useMozeOtvoriti()('smartchart');
  if (posao.BrojZadataka === 0)
    return (
      <p className="text-sm text-muted-foreground" data-testid="posao-raspon">
        {t('posao.noTasksYet')}
      </p>
    );
  const prvi = firmDayOf(posao.Pocetak);
  const drugi = firmDayOf(posao.Kraj);
  return (
    <div
      className="flex flex-wrap items-center justify-between gap-3 rounded-md border bg-card p-3 text-sm"
      data-testid="posao-raspon"
    >
      <p>
        {t('posao.tasksHidden', {
          count: posao.BrojZadataka,
          pocetak: formatInstantDate(posao.Pocetak),
          kraj: formatInstantDate(posao.Kraj),
        })}
      </p>
      {canPlan ? (
        <Button variant="outline" size="sm" asChild>
          <Link to={`${buildPath('smartchart')}?prvi=${prvi}&drugi=${drugi}`}>
            <ChartGantt aria-hidden className="size-4" />
            {t('posao.plan')}
          </Link>
        </Button>
      ) : null}
    </div>
  );
}

/** One job: its form (edited with its version), documents, delete, and its tasks for Admin and Demo. */
export function PosaoInfoPage() {
  const { t } = useTranslation();
  const posaoId = Number(useParams().posaoId);
  const posao = useQuery(posaoQuery(posaoId));
  if (posao.data) return <PosaoInfo posao={posao.data} />;
  return (
    <PosaoLayout title={t('title.posao')}>
      <RecordPending isError={posao.isError} icon={<FolderX aria-hidden />} notFound={t('posao.notFound')} />
    </PosaoLayout>
  );
}

function PosaoLayout(props: Omit<RecordLayoutProps, 'back'>) {
  const { t } = useTranslation();
  return <RecordLayout back={{ to: listPath('poslovi.list'), label: t('posao.backToList') }} {...props} />;
}
