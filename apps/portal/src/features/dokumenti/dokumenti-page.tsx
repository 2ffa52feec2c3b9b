import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ArrowLeft, FileX2 } from 'lucide-react';
import { Button, DocumentList, EmptyState, PageHeader, Uploader } from '@rp/ui';
import { DOKUMENT_EKSTENZIJE, ErrorType, buildPath, fullName, type FajlEntitet } from '@rp/contract';
import { radnikQuery } from '../radnici/api.ts';
import { masinaQuery } from '../masine/api.ts';
import { klijentQuery } from '../klijenti/api.ts';
import { nepokretnostQuery } from '../nepokretnosti/form-api.ts';
import { useVrstaNaziv } from '../nepokretnosti/use-vrsta-naziv.ts';
import { procenaNazivQuery } from '../procene/api.ts';
import { posaoQuery } from '../poslovi/api.ts';
import { useUploaderRequest } from '../../lib/use-uploader-request.ts';
import { report } from '../../lib/notify.ts';
import { handleUploadAuthFailure, isAuthFailure, isNotFound } from '../../lib/api-client.ts';
import { useDozvola, useMozeOtvoriti } from '../../lib/use-dozvola.ts';
import { dokumentiKeys, dokumentiQuery, downloadPaths, downloadResponse, useDeleteDokument } from './api.ts';
import { useLocales } from '../../lib/use-locales.ts';
import { useUploaderLabels } from '../../lib/use-uploader-labels.ts';

/** The documents of one record (workers, equipment, clients): list, upload, download, download all, delete. */
function DokumentiPage({
  entitet,
  owner,
  notFound,
  back,
}: {
  entitet: FajlEntitet;
  owner: ReactNode;
  /** Said instead of the list and the uploader when the record does not exist: nothing is offered there in vain. */
  notFound: string;
  /** A way back to the record the documents belong to (a valuation's form). */
  back?: { to: string; label: string };
}) {
  const { t } = useTranslation();
  const groupId = Number(useParams().fileGroupId);
  const queryClient = useQueryClient();
  const documents = useQuery(dokumentiQuery(entitet, groupId));
  const remove = useDeleteDokument(entitet, groupId);
  const paths = downloadPaths(entitet, groupId);
  const uploaderLabels = useUploaderLabels(DOKUMENT_EKSTENZIJE);
  const uploaderRequest = useUploaderRequest();
  const dozvola = useDozvola();
  const locales = useLocales();

  return (
    <div className="space-y-4">
      {back ? (
        <Button variant="ghost" size="sm" className="-ml-2" asChild>
          <Link to={back.to}>
            <ArrowLeft aria-hidden className="size-4" />
            {back.label}
          </Link>
        </Button>
      ) : null}
      <PageHeader title={t('title.dokumenti')}>
        <p className="min-h-5 text-sm text-muted-foreground">{owner}</p>
      </PageHeader>
      {isNotFound(documents.error) ? (
        <EmptyState icon={<FileX2 aria-hidden />} title={notFound} />
      ) : (
        <DocumentList
          documents={(documents.data ?? []).map((fajl) => ({
            id: fajl.id,
            name: fajl.name,
            size: fajl.velicina,
            uploadedAt: new Date(fajl.kreirano),
            // Someone else's upload is deleted only by Admin and Demo: no delete is offered that the server refuses.
            isDeletable: dozvola('fajlovi.brisanje', { entitet, groupId, idKreatora: fajl.idKreatora }),
          }))}
          isLoading={documents.isLoading}
          locale={locales.intl}
          onDownload={(document) => downloadResponse(paths.one(Number(document.id)))}
          onDownloadAll={() => downloadResponse(paths.all)}
          onDelete={(document) => remove.mutateAsync(Number(document.id))}
          onError={(error) => {
            if (!isAuthFailure(error)) report(ErrorType.Danger, error.code, error.message, 'Download');
          }}
          labels={{
            title: t('dokumenti.files'),
            download: t('dokumenti.download'),
            downloadAll: t('dokumenti.downloadAll'),
            delete: t('dokumenti.delete'),
            empty: t('dokumenti.empty'),
            loading: t('common.loading'),
            confirmDelete: t('common.confirmDeletion'),
            yes: t('common.yes'),
            no: t('common.no'),
          }}
        >
          <Uploader
            url={paths.upload}
            accept={DOKUMENT_EKSTENZIJE}
            {...uploaderRequest}
            isDisabled={!dozvola('fajlovi.dodavanje', { entitet, groupId })}
            onUploaded={() => void queryClient.invalidateQueries({ queryKey: dokumentiKeys.group(entitet, groupId) })}
            onUploadError={(_item, status, body) => {
              if (handleUploadAuthFailure(status, body)) return;
              const error = body as { ErrorCode?: number; Message?: string } | null;
              report(ErrorType.Danger, error?.ErrorCode, error?.Message, 'Upload');
            }}
            labels={{ ...uploaderLabels, dropzone: t('dokumenti.dropzone'), browse: t('dokumenti.browse') }}
          />
        </DocumentList>
      )}
    </div>
  );
}

function OwnerLink({ to, name }: { to: string; name: string | undefined }) {
  if (!name) return null;
  return (
    <Link to={to} className="text-primary underline-offset-4 hover:underline">
      {name}
    </Link>
  );
}

/** A worker's documents (the file group is the worker's id), under the worker's name. */
export function RadniciDokumentiPage() {
  const { t } = useTranslation();
  const radnikId = Number(useParams().fileGroupId);
  const radnik = useQuery({ ...radnikQuery(radnikId), meta: { isSilent: true } });
  const name = radnik.data ? fullName(radnik.data) : undefined;
  return (
    <DokumentiPage
      entitet="radnici"
      owner={<OwnerLink to={buildPath('radnici.info', { radnikId })} name={name} />}
      notFound={t('radnik.notFound')}
    />
  );
}

/** The documents of a piece of equipment (the file group is its id), under its name. */
export function MasineDokumentiPage() {
  const { t } = useTranslation();
  const masinaId = Number(useParams().fileGroupId);
  const masina = useQuery({ ...masinaQuery(masinaId), meta: { isSilent: true } });
  return (
    <DokumentiPage
      entitet="masine"
      owner={<OwnerLink to={buildPath('masine.info', { masinaId })} name={masina.data?.Ime} />}
      notFound={t('masine.notFound')}
    />
  );
}

/** The documents of a client, bank or banker (the file group is its id), under its name. */
export function KlijentiDokumentiPage() {
  const { t } = useTranslation();
  const klijentId = Number(useParams().fileGroupId);
  const klijent = useQuery({ ...klijentQuery(klijentId), meta: { isSilent: true } });
  return (
    <DokumentiPage
      entitet="klijenti"
      owner={<OwnerLink to={buildPath('klijenti.info', { klijentId })} name={klijent.data?.naziv} />}
      notFound={t('klijent.notFound')}
    />
  );
}

/** The documents of a property (the file group is its id), under its type and address. */
export function NepokretnostiDokumentiPage() {
  const { t } = useTranslation();
  const nepokretnostId = Number(useParams().fileGroupId);
  const nepokretnost = useQuery({ ...nepokretnostQuery(nepokretnostId), meta: { isSilent: true } });
  const vrstaNaziv = useVrstaNaziv();
  const name = nepokretnost.data
    ? [vrstaNaziv(nepokretnost.data.vrsta), nepokretnost.data.adresa].filter(Boolean).join(', ')
    : undefined;
  return (
    <DokumentiPage
      entitet="nepokretnosti"
      owner={<OwnerLink to={buildPath('nepokretnosti.info', { nepokretnostId })} name={name} />}
      notFound={t('nepokretnost.notFound')}
    />
  );
}

/** The documents of a valuation (the file group is its id; the Word reports land here), under its name. */
export function ProceneDokumentiPage() {
  const { t } = useTranslation();
  const procenaId = Number(useParams().fileGroupId);
  const naziv = useQuery({ ...procenaNazivQuery(procenaId), meta: { isSilent: true } });
  const to = buildPath('procene.info', { procenaId });
  return (
    <DokumentiPage
      entitet="procene"
      owner={<OwnerLink to={to} name={naziv.data} />}
      notFound={t('procena.notFound')}
      back={{ to, label: t('procena.backToProcena') }}
    />
  );
}

/**
 * The documents of a job (the file group is its id), under its name. Every role opens them (part 1 §2); the job's
 * own screen is for Admin, Demo and Operations, so its name links there only for them.
 */
export function PosloviDokumentiPage() {
  const { t } = useTranslation();
  const posaoId = Number(useParams().fileGroupId);
  const canOpen = useMozeOtvoriti()('poslovi.info', { posaoId });
  const naziv = useQuery({ ...posaoQuery(posaoId), enabled: canOpen, meta: { isSilent: true } });
  const to = buildPath('poslovi.info', { posaoId });
  return (
    <DokumentiPage
      entitet="poslovi"
      owner={canOpen ? <OwnerLink to={to} name={naziv.data?.Naziv} /> : null}
      notFound={t('posao.notFound')}
      back={canOpen ? { to, label: t('posao.backToPosao') } : undefined}
    />
  );
}
