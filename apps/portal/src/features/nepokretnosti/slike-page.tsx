import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ArrowLeft, ImageOff } from 'lucide-react';
import {
  Button,
  DEFAULT_QUEUE_LIMIT,
  EmptyState,
  ImageGallery,
  PageHeader,
  Skeleton,
  Uploader,
  isPdf,
  type GalleryImage,
  type UploadItem,
} from '@rp/ui';
import { ErrorType, UPLOAD_FIELD, buildPath, type Slika } from '@rp/contract';
import { useUploaderRequest } from '../../lib/use-uploader-request.ts';
import { report } from '../../lib/notify.ts';
import { handleUploadAuthFailure, isNotFound } from '../../lib/api-client.ts';
import { useLeaveGuard } from '../../lib/use-leave-guard.tsx';
import {
  downloadAllSlike,
  nepokretnostKeys,
  nepokretnostQuery,
  slikaBlobQuery,
  slikeQuery,
  slikeUploadPath,
  useDeleteSlike,
  useSaveSlike,
  useSetGlavna,
} from './form-api.ts';
import { useVrstaNaziv } from './use-vrsta-naziv.ts';

/**
 * The gallery's images with object URLs of their bytes (fetched with the bearer token: an <img> cannot send it).
 * The list changes only once every image of a new list is here, so the gallery neither flickers nor drops a draft
 * while bytes arrive; URLs are revoked when their list is replaced or the screen closes.
 */
function useGalleryImages(slike: readonly Slika[] | undefined): GalleryImage[] | null {
  const blobs = useQueries({ queries: (slike ?? []).map((slika) => slikaBlobQuery(slika.id)) });
  const isReady = slike !== undefined && blobs.every((result) => result.data !== undefined || result.isError);
  const readyKey = isReady
    ? slike.map((slika) => `${slika.id}:${slika.naziv}:${slika.redniBroj}:${slika.glavna}`).join('|')
    : null;
  const [shownKey, setShownKey] = useState<string | null>(null);
  if (readyKey !== null && readyKey !== shownKey) setShownKey(readyKey);
  const shown = useMemo(() => {
    if (shownKey === null || !slike) return null;
    const urls = blobs.map((result) => (result.data ? URL.createObjectURL(result.data) : ''));
    const images = slike.map((slika, index) => ({
      id: slika.id,
      naziv: slika.naziv,
      putanja: urls[index] ?? '',
      redniBroj: slika.redniBroj,
      glavna: slika.glavna,
    }));
    return { images, urls };
    // Only a new complete list (its key) makes new URLs; the data read is the list of that key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shownKey]);
  useEffect(() => () => shown?.urls.forEach((url) => url && URL.revokeObjectURL(url)), [shown]);
  return shown?.images ?? null;
}

/**
 * The images of a property (part 2 §2 slike/{slikaGroupId}, part 1 §3 shared image model): list, upload (images only,
 * a queue of up to 50), rename, reorder, main image, bulk delete and download all. Renames and moves are a draft
 * until saved (the unsaved flag); a PDF dropped in the uploader blocks saving (part 1 L102).
 */
export function NepokretnostiSlikePage() {
  const { t } = useTranslation();
  const groupId = Number(useParams().slikaGroupId);
  return (
    <SlikePage
      groupId={groupId}
      back={{ to: buildPath('nepokretnosti.info', { nepokretnostId: groupId }), label: t('slike.backToRecord') }}
    />
  );
}

/**
 * The gallery of one property's images, reached from the property's screen or from a valuation whose subject it is
 * (part 2 §2 procene/slike/{procenaId}/{slikaGroupId}); `back` leads to where the user came from.
 */
export function SlikePage({ groupId, back }: { groupId: number; back: { to: string; label: string } }) {
  const { t, i18n } = useTranslation();
  const uploaderRequest = useUploaderRequest();
  const queryClient = useQueryClient();
  const vrstaNaziv = useVrstaNaziv();
  const nepokretnost = useQuery({ ...nepokretnostQuery(groupId), meta: { isSilent: true } });
  const slike = useQuery(slikeQuery(groupId));
  const save = useSaveSlike(groupId);
  const setGlavna = useSetGlavna(groupId);
  const remove = useDeleteSlike(groupId);
  const images = useGalleryImages(slike.data);
  const [isDirty, setIsDirty] = useState(false);
  const [queue, setQueue] = useState<UploadItem[]>([]);
  const { dialog } = useLeaveGuard(isDirty);

  const refresh = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: nepokretnostKeys.slike(groupId) }),
    [queryClient, groupId],
  );
  const owner = nepokretnost.data
    ? [vrstaNaziv(nepokretnost.data.vrsta), nepokretnost.data.adresa].filter(Boolean).join(', ')
    : null;

  return (
    <div className="space-y-4">
      <Button variant="ghost" size="sm" className="-ml-2" asChild>
        <Link to={back.to}>
          <ArrowLeft aria-hidden className="size-4" />
          {back.label}
        </Link>
      </Button>
      <PageHeader title={t('title.slike')}>
        <p className="min-h-5 text-sm text-muted-foreground">{owner}</p>
      </PageHeader>
      {isNotFound(slike.error) ? (
        // the property does not exist: no uploader, no gallery to offer in vain
        <EmptyState icon={<ImageOff aria-hidden />} title={t('nepokretnost.notFound')} />
      ) : images === null && !slike.isError ? (
        <div aria-busy="true" aria-label={t('common.loading')} className="grid gap-3 sm:grid-cols-3">
          <Skeleton className="h-40 w-full" />
          <Skeleton className="h-40 w-full" />
          <Skeleton className="h-40 w-full" />
        </div>
      ) : (
        <ImageGallery
          images={images ?? []}
          onSave={(draft) =>
            save.mutateAsync(
              draft.map((image) => ({
                id: Number(image.id),
                naziv: image.naziv,
                redniBroj: image.redniBroj,
                glavna: image.glavna === 1 ? 1 : 0,
              })),
            )
          }
          onSetMain={(image) => setGlavna.mutate(Number(image.id))}
          onDelete={(ids) => remove.mutateAsync(ids.map(Number))}
          onDownloadAll={() => void downloadAllSlike(groupId)}
          onRefresh={refresh}
          onDirtyChange={setIsDirty}
          isSaveBlocked={queue.some((item) => isPdf(item.file.name))}
          labels={{
            title: t('slike.gallery'),
            save: t('slike.save'),
            refresh: t('slike.refresh'),
            downloadAll: t('slike.downloadAll'),
            deleteSelected: (count) => t('slike.deleteSelected', { count }),
            setMain: t('slike.setMain'),
            main: t('slike.main'),
            rename: t('slike.rename'),
            moveLeft: t('slike.moveLeft'),
            moveRight: t('slike.moveRight'),
            select: t('slike.select'),
            empty: t('slike.empty'),
            unsaved: t('common.unsavedData'),
            saveBlocked: t('slike.saveBlocked'),
            confirmDelete: t('slike.confirmDelete'),
            selectedCount: (count) => t('slike.selectedCount', { count }),
            yes: t('common.yes'),
            no: t('common.no'),
          }}
          uploader={
            <Uploader
              url={slikeUploadPath(groupId)}
              fieldName={UPLOAD_FIELD}
              accept="images"
              limit={DEFAULT_QUEUE_LIMIT}
              // One at a time, in the order chosen: the images are numbered (and the first made main) as they arrive.
              concurrency={1}
              {...uploaderRequest}
              onQueueChange={setQueue}
              onUploaded={refresh}
              onUploadError={(item, status, body) => {
                if (handleUploadAuthFailure(status, body)) return;
                const error = body as { ErrorCode?: number; Message?: string } | null;
                const message =
                  t('slike.uploadFailed', { name: item.file.name }) +
                  // The server words its refusal in Serbian: quoted on a Serbian screen only.
                  (status > 0 && error?.Message && i18n.language === 'sr' ? ` ${error.Message}` : '');
                report(ErrorType.Danger, error?.ErrorCode ?? status, message, 'UploadSlike');
              }}
              labels={{
                dropzone: t('slike.upload.dropzone'),
                browse: t('slike.upload.browse'),
                hint: t('slike.upload.hint', { limit: DEFAULT_QUEUE_LIMIT }),
                cancel: t('slike.upload.cancel'),
                retry: t('slike.upload.retry'),
                remove: t('slike.upload.remove'),
                clearFinished: t('slike.upload.clearFinished'),
                networkError: t('slike.upload.networkError'),
                status: {
                  queued: t('slike.upload.status.queued'),
                  uploading: t('slike.upload.status.uploading'),
                  done: t('slike.upload.status.done'),
                  error: t('slike.upload.status.error'),
                  canceled: t('slike.upload.status.canceled'),
                },
                rejectedType: (name) => t('slike.upload.rejectedType', { name }),
                rejectedLimit: (name, limit) => t('slike.upload.rejectedLimit', { name, limit }),
              }}
            />
          }
        />
      )}
      {dialog}
    </div>
  );
}
