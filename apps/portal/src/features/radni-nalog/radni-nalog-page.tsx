import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ArrowLeft, Camera, ClipboardList, CloudOff, Send, Smartphone, TriangleAlert } from 'lucide-react';
import { Button, EmptyState, PageHeader, Skeleton, toast, useSubmitGuard } from '@rp/ui';
import { ErrorType, buildPath, type RadniNalog, type RadniNalogMasterData, type RadniNalogPolja } from '@rp/contract';
import { isNotFound, reportError } from '../../lib/api-client.ts';
import { ApiClientError } from '../../lib/api-error.ts';
import { formatInstantDate, formatInstantTime } from '../../lib/format.ts';
import { report } from '../../lib/notify.ts';
import { useLeaveGuard } from '../../lib/use-leave-guard.tsx';
import {
  cekajuSlikeQuery,
  citajSaServera,
  imeSlike,
  isOffline,
  masterDataQuery,
  nacrtQuery,
  posaljiNalog,
  posaljiSliku,
  radniNalogKeys,
  radniNalogQuery,
} from './api.ts';
import { RadniNalogForm } from './components/radni-nalog-form.tsx';
import { KonfliktPanel } from './components/konflikt-panel.tsx';
import { dodajSliku, obrisiNacrt, upisiNacrt, upisiNalog, type Nacrt } from './offline-store.ts';
import { poljaOf } from './radni-nalog-form.ts';
import { posaljiSacuvano, zaKasnije } from './sync.ts';
import { keepLoadedAssets } from '../../register-service-worker.ts';

function subscribeOnline(listener: () => void) {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** The browser's own idea of the connection (the context's offline switch in tests). */
export function useIsOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
}

/**
 * The work order screen (/index/procene/radni_nalog/{procenaId}, every role). It needs the master data, the order and
 * what this device holds for it (a draft, waiting photos); only with all three is the form ready (part 2 §4). The
 * three are read side by side, not one after the other: on a phone's slow connection each round trip saved is felt,
 * and nothing of one read depends on another. Each read falls back to the copy kept on the device, so an order opened
 * once while online opens without a connection.
 */
export function RadniNalogPage() {
  const { t } = useTranslation();
  const procenaId = Number(useParams().procenaId);
  const masterData = useQuery(masterDataQuery());
  const nalog = useQuery(radniNalogQuery(procenaId));
  const nacrt = useQuery(nacrtQuery(procenaId));
  const [generation, setGeneration] = useState(0);

  const isReady = masterData.isSuccess && nalog.isSuccess && nacrt.isSuccess;
  // This screen's own code joins the service worker's cache, so the order opens again without a connection.
  useEffect(() => {
    if (isReady) keepLoadedAssets();
  }, [isReady]);
  return (
    <div className="space-y-4">
      <Button variant="ghost" size="sm" className="-ml-2" asChild>
        <Link to={buildPath('procene.info', { procenaId })}>
          <ArrowLeft aria-hidden className="size-4" />
          {t('radniNalog.backToProcena')}
        </Link>
      </Button>
      <PageHeader className="mx-auto max-w-2xl" title={t('title.radniNalog')}>
        <p className="mt-1 text-sm text-muted-foreground">
          {t('radniNalog.procenaLabel', { id: procenaId })}
          {nalog.data?.adresa ? ` · ${nalog.data.adresa}` : ''}
        </p>
      </PageHeader>
      {isReady ? (
        <RadniNalogEditor
          // A conflict's start or end starts the editor again from what the device holds then.
          key={`${generation}:${nacrt.data?.stanje === 'konflikt'}`}
          procenaId={procenaId}
          masterData={masterData.data}
          nalog={nalog.data}
          nacrt={nacrt.data}
          onReset={() => setGeneration((value) => value + 1)}
        />
      ) : isNotFound(nalog.error) ? (
        // the server answered: the valuation does not exist (not a lost connection)
        <EmptyState icon={<ClipboardList aria-hidden />} title={t('radniNalog.notFound')} />
      ) : masterData.isError || nalog.isError || nacrt.isError ? (
        <EmptyState icon={<ClipboardList aria-hidden />} title={t('radniNalog.notAvailable')} />
      ) : (
        <div className="mx-auto grid max-w-2xl gap-4" aria-busy="true" aria-label={t('common.loading')}>
          <Skeleton className="h-64 w-full" />
          <Skeleton className="h-64 w-full" />
        </div>
      )}
    </div>
  );
}

interface EditorProps {
  procenaId: number;
  masterData: RadniNalogMasterData;
  nalog: RadniNalog;
  nacrt: Nacrt | null;
  /** The form starts again from what the device now holds (the server's version was taken). */
  onReset: () => void;
}

function RadniNalogEditor({ procenaId, masterData, nalog, nacrt, onReset }: EditorProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const isOnline = useIsOnline();
  const slike = useQuery(cekajuSlikeQuery(procenaId));
  const [initial] = useState<RadniNalogPolja>(() => nacrt?.polja ?? poljaOf(nalog));
  const stanje = nacrt?.stanje ?? null;
  const verzija = nacrt?.verzija ?? nalog.verzija;
  const { dialog, release } = useLeaveGuard(stanje === 'izmena');
  const wasOnline = useRef(isOnline);

  // Back online with work saved on this phone: send it (the app also does, for orders not open on screen).
  useEffect(() => {
    if (isOnline && (!wasOnline.current || stanje === 'naCekanju')) void posaljiSacuvano(queryClient);
    wasOnline.current = isOnline;
  }, [isOnline, stanje, queryClient]);

  const keep = (next: Nacrt | null) => {
    queryClient.setQueryData(radniNalogKeys.nacrt(procenaId), next);
    return next === null ? obrisiNacrt(procenaId) : upisiNacrt(next);
  };
  const draft = (polja: RadniNalogPolja, next: Nacrt['stanje'], extra: Partial<Nacrt> = {}): Nacrt => ({
    procenaId,
    polja,
    verzija,
    stanje: next,
    izmenjeno: new Date().toISOString(),
    ...extra,
  });

  const onChange = (polja: RadniNalogPolja) => {
    void keep(draft(polja, navigator.onLine ? 'izmena' : 'naCekanju')).catch((error: unknown) =>
      reportError(error, 'SetRadniNalog'),
    );
  };

  const savedOnPhone = async (polja: RadniNalogPolja) => {
    await keep(draft(polja, 'naCekanju'));
    toast.info(t('radniNalog.status.pending'));
    return true;
  };

  /** The saved order: the device forgets its draft, and the valuation's form opens (part 2 §2). */
  const onSaved = async (saved: RadniNalog) => {
    release();
    queryClient.setQueryData(radniNalogKeys.nalog(procenaId), saved);
    await keep(null);
    void navigate(buildPath('procene.info', { procenaId }));
  };

  const onSubmit = async (polja: RadniNalogPolja): Promise<boolean> => {
    if (!navigator.onLine) return savedOnPhone(polja);
    try {
      await onSaved(await posaljiNalog(procenaId, polja, verzija));
      return true;
    } catch (error) {
      if (isOffline(error)) return savedOnPhone(polja);
      if (error instanceof ApiClientError && error.status === 409) {
        try {
          const server = await citajSaServera(procenaId);
          await keep(draft(polja, 'konflikt', { server }));
        } catch (readError) {
          reportError(readError, 'GetRadniNalog');
        }
        return false;
      }
      reportError(error, 'SetRadniNalog');
      return false;
    }
  };

  if (stanje === 'konflikt' && nacrt?.server) {
    const server = nacrt.server;
    return (
      <KonfliktPanel
        masterData={masterData}
        phone={nacrt.polja}
        server={server}
        language={i18n.language}
        onKeepPhone={async () => {
          try {
            await onSaved(await posaljiNalog(procenaId, nacrt.polja, server.verzija));
          } catch (error) {
            if (isOffline(error)) await keep(draft(nacrt.polja, 'naCekanju', { verzija: server.verzija }));
            else reportError(error, 'SetRadniNalog');
          }
        }}
        onTakeServer={async () => {
          await upisiNalog(server);
          queryClient.setQueryData(radniNalogKeys.nalog(procenaId), server);
          await keep(null);
          onReset();
        }}
      />
    );
  }

  const waiting = slike.data?.length ?? 0;
  return (
    <>
      <RadniNalogForm
        masterData={masterData}
        initial={initial}
        onChange={onChange}
        onSubmit={onSubmit}
        isOnline={isOnline}
        status={
          <StatusBar
            isOnline={isOnline}
            stanje={stanje}
            nalog={nalog}
            waiting={waiting}
            intlLocale={i18n.language === 'sr' ? 'sr-Latn-RS' : 'en-GB'}
            onSendNow={() => posaljiSacuvano(queryClient)}
          />
        }
        photos={
          <PhotoCapture
            procenaId={procenaId}
            predmetId={nalog.predmetId}
            isOnline={isOnline}
            onQueued={() => void queryClient.invalidateQueries({ queryKey: radniNalogKeys.slike(procenaId) })}
          />
        }
      />
      {dialog}
    </>
  );
}

function StatusBar({
  isOnline,
  stanje,
  nalog,
  waiting,
  intlLocale,
  onSendNow,
}: {
  isOnline: boolean;
  stanje: Nacrt['stanje'] | null;
  nalog: RadniNalog;
  waiting: number;
  intlLocale: string;
  /** Sends what waits on the phone now (online, after the server failed to take it or the sign-in expired). */
  onSendNow: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const { guard, isSubmitting } = useSubmitGuard();
  return (
    <div className="grid gap-2">
      {!isOnline ? (
        <p className="flex items-center gap-2 rounded-md border border-warning/40 bg-warning/10 px-3 py-2 text-sm">
          <CloudOff aria-hidden className="size-4 shrink-0 text-warning" />
          {t('radniNalog.status.offline')}
        </p>
      ) : null}
      {stanje === 'naCekanju' || waiting > 0 ? (
        <div role="status" className="rounded-md border border-info/40 bg-info/10 px-3 py-2 text-sm">
          <p className="flex items-center gap-2 font-medium">
            <Smartphone aria-hidden className="size-4 shrink-0 text-info" />
            {stanje === 'naCekanju'
              ? t('radniNalog.status.pending')
              : t('radniNalog.status.photosWaiting', { count: waiting })}
          </p>
          {stanje === 'naCekanju' && waiting > 0 ? (
            <p className="mt-1">{t('radniNalog.status.photosWaiting', { count: waiting })}</p>
          ) : null}
          <p className="mt-1 text-muted-foreground">{t('radniNalog.status.pendingHint')}</p>
          {isOnline ? (
            <Button
              type="button"
              variant="outline"
              size="sm"
              className="mt-2"
              isLoading={isSubmitting}
              onClick={guard(onSendNow)}
            >
              <Send aria-hidden className="size-4" />
              {t('radniNalog.status.sendNow')}
            </Button>
          ) : null}
        </div>
      ) : null}
      {stanje === 'izmena' ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <TriangleAlert aria-hidden className="size-4 shrink-0 text-warning" />
          {t('radniNalog.status.editing')}
        </p>
      ) : null}
      {stanje === null ? (
        <p className="text-sm text-muted-foreground" data-testid="radni-nalog-izmena">
          {nalog.izmenjeno
            ? t('radniNalog.lastChange', {
                when: `${formatInstantDate(nalog.izmenjeno)} ${formatInstantTime(nalog.izmenjeno, intlLocale)}`,
                who: nalog.izmenioIme ?? '—',
              })
            : t('radniNalog.notSavedYet')}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The camera: opens from the page (capture on phones, a file choice elsewhere) and adds the photos to the valuation's
 * images (its first subject's) through the image upload; without a connection they wait on the device.
 */
function PhotoCapture({
  procenaId,
  predmetId,
  isOnline,
  onQueued,
}: {
  procenaId: number;
  predmetId: number | null;
  isOnline: boolean;
  onQueued: () => void;
}) {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const [isBusy, setIsBusy] = useState(false);
  if (predmetId === null) return <p className="text-sm text-muted-foreground">{t('radniNalog.photos.noPredmet')}</p>;

  const queue = async (file: File) => {
    await dodajSliku({
      procenaId,
      predmetId,
      naziv: imeSlike(file, procenaId),
      tip: file.type,
      blob: file,
      dodato: new Date().toISOString(),
    });
    // Online, a photo waits because the server could not take it now: it goes with the next sending.
    toast.info(t(navigator.onLine ? 'radniNalog.photos.queuedLater' : 'radniNalog.photos.queued'));
  };

  const onFiles = async (files: File[]) => {
    setIsBusy(true);
    try {
      for (const file of files) {
        if (!navigator.onLine) {
          await queue(file);
          continue;
        }
        try {
          await posaljiSliku({ predmetId, naziv: imeSlike(file, procenaId), blob: file });
          report(ErrorType.Success, 0, t('radniNalog.photos.sent'));
        } catch (error) {
          // A photo the server could not take now (no connection, the sign-in expired, the server failed) waits on
          // the phone with the others; only a refusal of the photo itself drops it, reported.
          if (zaKasnije(error, 'SetRadniNalog')) await queue(file);
          else reportError(error, 'SetRadniNalog');
        }
      }
    } finally {
      setIsBusy(false);
      onQueued();
    }
  };

  return (
    <div className="grid gap-2">
      <input
        ref={inputRef}
        type="file"
        accept="image/jpeg,image/png,image/gif,image/bmp,image/tiff"
        capture="environment"
        multiple
        className="sr-only"
        tabIndex={-1}
        aria-hidden
        data-testid="radni-nalog-kamera"
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          if (files.length > 0) void onFiles(files);
        }}
      />
      <Button
        type="button"
        variant="outline"
        size="lg"
        className="h-12 w-full"
        isLoading={isBusy}
        onClick={() => inputRef.current?.click()}
      >
        <Camera aria-hidden className="size-5" />
        {t('radniNalog.photos.take')}
      </Button>
      <p className="text-xs text-muted-foreground">
        {isOnline ? t('radniNalog.photos.hint') : t('radniNalog.photos.queued')}
      </p>
    </div>
  );
}
