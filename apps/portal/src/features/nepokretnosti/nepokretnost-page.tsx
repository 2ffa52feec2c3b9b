import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FileText, House, Images, Trash2 } from 'lucide-react';
import { Badge, Button, ConfirmDialog, formatEuro } from '@rp/ui';
import { buildPath, type Nepokretnost, type NepokretnostCreate, type NepokretnostUpdate } from '@rp/contract';
import { hasScreen } from '../../app/screens.ts';
import { useDozvola } from '../../lib/use-dozvola.ts';
import { useLocales } from '../../lib/use-locales.ts';
import {
  nepokretnostKeys,
  nepokretnostQuery,
  useCreateNepokretnost,
  useDeleteNepokretnost,
  useUpdateNepokretnost,
} from './form-api.ts';
import { NepokretnostForm } from './components/nepokretnost-form.tsx';
import { useVrstaNaziv } from './use-vrsta-naziv.ts';
import { RecordLayout, RecordPending, type RecordLayoutProps } from '../../lib/record-layout.tsx';
import { listPath } from '../../lib/list-return.ts';

/** A new property (every role); after the save its info screen opens. */
export function NepokretnostCreatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateNepokretnost();
  return (
    <NepokretnostLayout title={t('title.nepokretnostUnos')}>
      <NepokretnostForm
        nepokretnost={null}
        onSave={(body) => create.mutateAsync(body as NepokretnostCreate)}
        onSaved={(id) => void navigate(buildPath('nepokretnosti.info', { nepokretnostId: id }), { replace: true })}
        isSaving={create.isPending}
        actions={
          <Button variant="outline" asChild>
            <Link to={listPath('nepokretnosti.list')}>{t('common.cancel')}</Link>
          </Button>
        }
      />
    </NepokretnostLayout>
  );
}

function NepokretnostInfo({ nepokretnost }: { nepokretnost: Nepokretnost }) {
  const { t } = useTranslation();
  const locales = useLocales();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const update = useUpdateNepokretnost();
  const remove = useDeleteNepokretnost();
  const vrstaNaziv = useVrstaNaziv();
  const [isConfirmOpen, setIsConfirmOpen] = useState(false);
  const canDelete = useDozvola()('nepokretnosti.brisanje');
  const place = [nepokretnost.grad?.naziv ?? nepokretnost.opstina.naziv, nepokretnost.adresa].filter(Boolean);

  return (
    <NepokretnostLayout
      title={[vrstaNaziv(nepokretnost.vrsta), ...place].join(', ')}
      subtitle={
        <>
          <Badge variant="secondary">{vrstaNaziv(nepokretnost.vrsta)}</Badge>
          {nepokretnost.jedinicnaCena > 0 ? (
            <span className="tabular-nums">{`${formatEuro(nepokretnost.jedinicnaCena, 0, locales.intl)}/m²`}</span>
          ) : null}
          <span className="font-mono">{t('nepokretnost.idLabel', { id: nepokretnost.id })}</span>
        </>
      }
      actions={<NepokretnostLinks nepokretnost={nepokretnost} />}
    >
      <NepokretnostForm
        nepokretnost={nepokretnost}
        onSave={(body) => update.mutateAsync(body as NepokretnostUpdate)}
        onReload={() => void queryClient.invalidateQueries({ queryKey: nepokretnostKeys.detail(nepokretnost.id) })}
        isSaving={update.isPending}
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
              {t('nepokretnost.delete')}
            </Button>
          ) : null
        }
      />
      {canDelete ? (
        <ConfirmDialog
          open={isConfirmOpen}
          onOpenChange={setIsConfirmOpen}
          title={t('nepokretnost.deleteTitle')}
          itemName={[vrstaNaziv(nepokretnost.vrsta), ...place].join(', ')}
          confirmLabel={t('common.yes')}
          cancelLabel={t('common.no')}
          variant="destructive"
          onConfirm={async () => {
            try {
              await remove.mutateAsync(nepokretnost.id);
            } catch {
              return;
            }
            void navigate(listPath('nepokretnosti.list'), { replace: true });
          }}
        />
      ) : null}
    </NepokretnostLayout>
  );
}

/** The record's documents and images. */
function NepokretnostLinks({ nepokretnost }: { nepokretnost: Nepokretnost }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('nepokretnost.links')} className="flex flex-wrap gap-2">
      {hasScreen('nepokretnosti.dokumenti') ? (
        <Button variant="outline" asChild>
          <Link to={buildPath('nepokretnosti.dokumenti', { fileGroupId: nepokretnost.id })}>
            <FileText aria-hidden className="size-4" />
            {t('nepokretnost.documents')}
          </Link>
        </Button>
      ) : null}
      {hasScreen('nepokretnosti.slike') ? (
        <Button variant="outline" asChild>
          <Link to={buildPath('nepokretnosti.slike', { slikaGroupId: nepokretnost.id })}>
            <Images aria-hidden className="size-4" />
            {t('nepokretnost.images', { count: nepokretnost.brojSlika })}
          </Link>
        </Button>
      ) : null}
    </nav>
  );
}

/** One property: every role may change it; only those the permission module lets delete it are offered the delete. */
export function NepokretnostInfoPage() {
  const { t } = useTranslation();
  const nepokretnostId = Number(useParams().nepokretnostId);
  const nepokretnost = useQuery(nepokretnostQuery(nepokretnostId));
  if (nepokretnost.data) return <NepokretnostInfo nepokretnost={nepokretnost.data} />;
  return (
    <NepokretnostLayout title={t('title.nepokretnost')}>
      <RecordPending
        isError={nepokretnost.isError}
        icon={<House aria-hidden />}
        notFound={t('nepokretnost.notFound')}
      />
    </NepokretnostLayout>
  );
}

export function NepokretnostLayout(props: Omit<RecordLayoutProps, 'back'>) {
  const { t } = useTranslation();
  return <RecordLayout back={{ to: listPath('nepokretnosti.list'), label: t('nepokretnost.backToList') }} {...props} />;
}
