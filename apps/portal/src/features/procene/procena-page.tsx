import { useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ClipboardList, FileText, Images, ListTree, Scale, Trash2 } from 'lucide-react';
import { Badge, Button, ConfirmDialog } from '@rp/ui';
import { buildPath, moze, type Procena, type ProcenaDuplikat } from '@rp/contract';
import { hasScreen } from '../../app/screens.ts';
import { useSession } from '../../lib/session-store.ts';
import { useMozeOtvoriti } from '../../lib/use-dozvola.ts';
import { formatInstantDate } from '../../lib/format.ts';
import {
  isStaleVersion,
  procenaIstorijaQuery,
  procenaQuery,
  proceneKeys,
  useCreateProcena,
  useDeleteProcena,
  usePostojeceProcene,
  useUpdateProcena,
} from './api.ts';
import { DuplikatiDialog } from './components/duplikati-dialog.tsx';
import { IstorijaPanel } from './components/istorija-panel.tsx';
import { IzvestajDialog } from './components/izvestaj-dialog.tsx';
import { ProcenaForm, type ProcenaSaveBody } from './components/procena-form.tsx';
import { fazaNaziv } from './procene-names.ts';
import { RecordLayout, RecordPending, type RecordLayoutProps } from '../../lib/record-layout.tsx';
import { listPath } from '../../lib/list-return.ts';

/** The duplicate check's matches, waiting for the user's answer ('Save anyway' → true, 'Cancel' → false). */
interface DuplikatiPitanje {
  duplikati: readonly ProcenaDuplikat[];
  answer: (isSaving: boolean) => void;
}

/** A new valuation (every role): the duplicate check runs first; after the save its info screen opens. */
export function ProcenaCreatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const create = useCreateProcena();
  const postojece = usePostojeceProcene();
  const [pitanje, setPitanje] = useState<DuplikatiPitanje | null>(null);
  const createdId = useRef<number | null>(null);

  const onSave = async (body: ProcenaSaveBody) => {
    let duplikati: readonly ProcenaDuplikat[];
    try {
      duplikati = await postojece.mutateAsync({
        opstinaId: body.nepokretnost.opstinaId ?? null,
        adresa: body.nepokretnost.adresa ?? '',
        latitude: body.nepokretnost.latitude ?? null,
        longitude: body.nepokretnost.longitude ?? null,
      });
    } catch {
      return false;
    }
    if (duplikati.length > 0) {
      const isSaving = await new Promise<boolean>((resolve) => setPitanje({ duplikati, answer: resolve }));
      setPitanje(null);
      if (!isSaving) return false;
    }
    try {
      createdId.current = await create.mutateAsync(body);
      return true;
    } catch (error) {
      return { error };
    }
  };

  return (
    <ProcenaLayout title={t('title.procenaUnos')}>
      <ProcenaForm
        procena={null}
        userId={session?.id ?? null}
        onSave={onSave}
        onSaved={() => {
          if (createdId.current !== null)
            void navigate(buildPath('procene.info', { procenaId: createdId.current }), { replace: true });
        }}
        isSaving={create.isPending || postojece.isPending}
        actions={
          <Button variant="outline" asChild>
            <Link to={listPath('procene.list')}>{t('common.cancel')}</Link>
          </Button>
        }
      />
      <DuplikatiDialog
        duplikati={pitanje?.duplikati ?? null}
        onSaveAnyway={() => pitanje?.answer(true)}
        onCancel={() => pitanje?.answer(false)}
      />
    </ProcenaLayout>
  );
}

function ProcenaInfo({ procena }: { procena: Procena }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useSession();
  const update = useUpdateProcena();
  const remove = useDeleteProcena();
  const istorija = useQuery(procenaIstorijaQuery(procena.id));
  const [isStale, setIsStale] = useState(false);
  const [isConfirmOpen, setIsConfirmOpen] = useState(false);
  const canDelete = moze(session, 'procene.brisanje');

  const onSave = async (body: ProcenaSaveBody) => {
    setIsStale(false);
    try {
      await update.mutateAsync({ id: procena.id, verzija: procena.verzija, ...body });
      return true;
    } catch (error) {
      if (isStaleVersion(error)) setIsStale(true);
      return { error };
    }
  };

  return (
    <ProcenaLayout
      title={procena.naziv || t('title.procena')}
      subtitle={
        <>
          <Badge>{fazaNaziv(procena.faza, i18n.language)}</Badge>
          <span className="tabular-nums">
            {t('procena.datumUnosa', { date: formatInstantDate(procena.timestamp) })}
          </span>
          <span className="font-mono">{t('procena.idLabel', { id: procena.id })}</span>
        </>
      }
      actions={<ProcenaLinks procena={procena} />}
    >
      <ProcenaForm
        procena={procena}
        userId={session?.id ?? null}
        onSave={onSave}
        isSaving={update.isPending}
        isStale={isStale}
        onReload={() => {
          setIsStale(false);
          void queryClient.invalidateQueries({ queryKey: proceneKeys.detail(procena.id) });
        }}
        actions={
          canDelete ? (
            <Button
              type="button"
              variant="destructive"
              className="sm:mr-auto"
              disabled={remove.isPending}
              onClick={() => setIsConfirmOpen(true)}
            >
              <Trash2 aria-hidden className="size-4" />
              {t('procena.delete')}
            </Button>
          ) : null
        }
      />
      <IstorijaPanel stavke={istorija.data} isLoading={istorija.isLoading} />
      {canDelete ? (
        <ConfirmDialog
          open={isConfirmOpen}
          onOpenChange={setIsConfirmOpen}
          title={t('common.confirmDeletion')}
          itemName={procena.naziv || t('procena.idLabel', { id: procena.id })}
          confirmLabel={t('common.yes')}
          cancelLabel={t('common.no')}
          variant="destructive"
          onConfirm={async () => {
            try {
              await remove.mutateAsync({ id: procena.id, naziv: procena.naziv });
            } catch {
              return;
            }
            void navigate(listPath('procene.list'), { replace: true });
          }}
        />
      ) : null}
    </ProcenaLayout>
  );
}

/** The valuation's documents, its first subject's images, its subjects, the work order and the Word report. */
function ProcenaLinks({ procena }: { procena: Procena }) {
  const { t } = useTranslation();
  const mozeOtvoriti = useMozeOtvoriti();
  return (
    <nav aria-label={t('procena.links.label')} className="flex flex-wrap gap-2">
      {hasScreen('procene.dokumenti') ? (
        <Button variant="outline" asChild>
          <Link to={buildPath('procene.dokumenti', { fileGroupId: procena.id })}>
            <FileText aria-hidden className="size-4" />
            {t('procena.links.dokumenti')}
          </Link>
        </Button>
      ) : null}
      {hasScreen('procene.slike') && procena.nepokretnost ? (
        <Button variant="outline" asChild>
          <Link to={buildPath('procene.slike', { procenaId: procena.id, slikaGroupId: procena.nepokretnost.id })}>
            <Images aria-hidden className="size-4" />
            {t('procena.links.slike', { count: procena.nepokretnost.brojSlika })}
          </Link>
        </Button>
      ) : null}
      {hasScreen('procene.predmeti') ? (
        <Button variant="outline" asChild>
          <Link to={buildPath('procene.predmeti', { procenaId: procena.id })}>
            <ListTree aria-hidden className="size-4" />
            {t('procena.links.predmeti', { count: procena.brojPredmeta })}
          </Link>
        </Button>
      ) : null}
      {procena.nepokretnost &&
      mozeOtvoriti('procene.komparativi', { procenaId: procena.id, predmetKomparativ: procena.nepokretnost.id }) ? (
        <Button variant="outline" asChild>
          <Link
            to={buildPath('procene.komparativi', {
              procenaId: procena.id,
              predmetKomparativ: procena.nepokretnost.id,
            })}
          >
            <Scale aria-hidden className="size-4" />
            {t('komparativi.links.komparativi')}
          </Link>
        </Button>
      ) : null}
      {hasScreen('procene.radniNalog') ? (
        <Button variant="outline" asChild>
          <Link to={buildPath('procene.radniNalog', { procenaId: procena.id })}>
            <ClipboardList aria-hidden className="size-4" />
            {t('procena.links.radniNalog')}
          </Link>
        </Button>
      ) : null}
      <IzvestajDialog procenaId={procena.id} naziv={procena.naziv} />
    </nav>
  );
}

/** One valuation (every role); the delete is offered only where the permission module allows it. */
export function ProcenaInfoPage() {
  const { t } = useTranslation();
  const procenaId = Number(useParams().procenaId);
  const procena = useQuery(procenaQuery(procenaId));
  if (procena.data) return <ProcenaInfo procena={procena.data} />;
  return (
    <ProcenaLayout title={t('title.procena')}>
      <RecordPending isError={procena.isError} icon={<ClipboardList aria-hidden />} notFound={t('procena.notFound')} />
    </ProcenaLayout>
  );
}

export function ProcenaLayout(props: Omit<RecordLayoutProps, 'back'>) {
  const { t } = useTranslation();
  return <RecordLayout back={{ to: listPath('procene.list'), label: t('procena.backToList') }} {...props} />;
}
