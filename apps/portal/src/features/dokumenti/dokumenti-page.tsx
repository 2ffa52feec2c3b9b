import { useParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DocumentList, Uploader } from '@rp/ui';
import { ErrorType, type FajlEntitet } from '@rp/contract';
import { getSession } from '../../lib/session-store.ts';
import { report } from '../../lib/notify.ts';
import { dokumentiKeys, dokumentiQuery, downloadPaths, downloadResponse, useDeleteDokument } from './api.ts';
import { useLocales } from '../../lib/use-locales.ts';

/** The documents of one record (workers, equipment): list, upload, download, download all, delete. */
function DokumentiPage({ entitet }: { entitet: FajlEntitet }) {
  const { t } = useTranslation();
  const groupId = Number(useParams().fileGroupId);
  const queryClient = useQueryClient();
  const documents = useQuery(dokumentiQuery(entitet, groupId));
  const remove = useDeleteDokument(entitet, groupId);
  const paths = downloadPaths(entitet, groupId);

  return (
    <div className="space-y-4">
      <h1 className="text-xl font-semibold">{t('title.dokumenti')}</h1>
      <DocumentList
        documents={(documents.data ?? []).map((fajl) => ({
          id: fajl.id,
          name: fajl.name,
          size: fajl.velicina,
          uploadedAt: new Date(fajl.kreirano),
        }))}
        isLoading={documents.isLoading}
        locale={useLocales().intl}
        onDownload={(document) => downloadResponse(paths.one(Number(document.id)))}
        onDownloadAll={() => downloadResponse(paths.all)}
        onDelete={(document) => remove.mutateAsync(Number(document.id))}
        onError={(error) => report(ErrorType.Danger, error.code, error.message, 'Download')}
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
          getToken={() => getSession()?.token}
          onUploaded={() => void queryClient.invalidateQueries({ queryKey: dokumentiKeys.group(entitet, groupId) })}
          onUploadError={(_item, _status, body) => {
            const error = body as { ErrorCode?: number; Message?: string } | null;
            report(ErrorType.Danger, error?.ErrorCode, error?.Message, 'Upload');
          }}
          labels={{ dropzone: t('dokumenti.dropzone'), browse: t('dokumenti.browse') }}
        />
      </DocumentList>
    </div>
  );
}

export function RadniciDokumentiPage() {
  return <DokumentiPage entitet="radnici" />;
}

export function MasineDokumentiPage() {
  return <DokumentiPage entitet="masine" />;
}
