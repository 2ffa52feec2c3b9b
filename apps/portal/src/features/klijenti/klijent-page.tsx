import { useMemo } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FileText, FolderOpen, UserX } from 'lucide-react';
import { Badge, Button } from '@rp/ui';
import { TIP_KLIJENTA, buildPath, type Klijent } from '@rp/contract';
import { hasScreen } from '../../app/screens.ts';
import { imaBankareQuery, klijentQuery, useCreateKlijent, useUpdateKlijent } from './api.ts';
import { KlijentForm } from './components/klijent-form.tsx';
import { NEW_KLIJENT_VALUES, parseCreateForm, parseUpdateForm, toFormValues } from './klijent-form.ts';
import { RecordLayout, RecordPending, type RecordLayoutProps } from '../../lib/record-layout.tsx';
import { listPath } from '../../lib/list-return.ts';

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
            <Link to={listPath('klijenti.list')}>{t('common.cancel')}</Link>
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
  const imaBankare = useQuery({ ...imaBankareQuery(klijent.id), enabled: klijent.tip === TIP_KLIJENTA.banka });
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
        isKindLocked={klijent.tip === TIP_KLIJENTA.banka && imaBankare.data === true}
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
      <RecordPending isError={klijent.isError} icon={<UserX aria-hidden />} notFound={t('klijent.notFound')} />
    </KlijentLayout>
  );
}

function KlijentLayout(props: Omit<RecordLayoutProps, 'back'>) {
  const { t } = useTranslation();
  return <RecordLayout back={{ to: listPath('klijenti.list'), label: t('klijent.backToList') }} {...props} />;
}
