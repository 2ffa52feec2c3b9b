import { queryOptions } from '@tanstack/react-query';
import {
  NEPOKRETNOSTI_PATHS,
  RADNI_NALOG_PATHS,
  UPLOAD_FIELD,
  radniNalogMasterDataOdgovorSchema,
  radniNalogOdgovorSchema,
  radniNalogSacuvanSchema,
  type RadniNalog,
  type RadniNalogPolja,
} from '@rp/contract';
import { apiFetch, handleUploadAuthFailure } from '../../lib/api-client.ts';
import { ApiClientError, serverUnavailable } from '../../lib/api-error.ts';
import { getSession } from '../../lib/session-store.ts';
import { i18n, currentLanguage } from '../../i18n/i18n.ts';
import { JEZIK_HEADER, isApiError } from '@rp/contract';
import {
  citajMasterData,
  citajNacrt,
  citajNalog,
  slikeProcene,
  upisiMasterData,
  upisiNalog,
  type CekaSlika,
} from './offline-store.ts';
import { saveBody } from './radni-nalog-form.ts';
import { radniNalogPath } from './first-gets.ts';

const fill = (template: string, values: Record<string, number>) =>
  template.replace(/:(\w+)/g, (_, name: string) => String(values[name]));

export const radniNalogKeys = {
  all: ['radniNalog'] as const,
  masterData: () => [...radniNalogKeys.all, 'masterData'] as const,
  nalog: (procenaId: number) => [...radniNalogKeys.all, 'nalog', procenaId] as const,
  /** What this device holds for the order: its draft and its photos waiting to be sent (IndexedDB, not the server). */
  nacrt: (procenaId: number) => [...radniNalogKeys.all, 'nacrt', procenaId] as const,
  slike: (procenaId: number) => [...radniNalogKeys.all, 'slike', procenaId] as const,
};

/** The server was not reached (no connection, or the server is down). */
export const isOffline = (error: unknown) => error instanceof ApiClientError && error.status === 0;

/** A read that falls back to the copy kept on the device when the server cannot be reached. */
async function withOfflineCopy<T>(
  read: () => Promise<T>,
  keep: (value: T) => Promise<void>,
  kept: () => Promise<T | undefined>,
) {
  try {
    const value = await read();
    await keep(value).catch(() => undefined);
    return value;
  } catch (error) {
    if (isOffline(error)) {
      const copy = await kept().catch(() => undefined);
      if (copy !== undefined) return copy;
    }
    throw error;
  }
}

/**
 * GET radninalog/masterdata, kept on the device. Queries here run offline too (`networkMode: 'always'`): without a
 * connection they answer the kept copy instead of waiting for one.
 */
export const masterDataQuery = () =>
  queryOptions({
    queryKey: radniNalogKeys.masterData(),
    queryFn: ({ signal }) =>
      withOfflineCopy(
        () =>
          apiFetch(RADNI_NALOG_PATHS.masterData, { schema: radniNalogMasterDataOdgovorSchema, signal }).then(
            (response) => response.radniNalogMasterData,
          ),
        upisiMasterData,
        citajMasterData,
      ),
    networkMode: 'always',
    staleTime: 60 * 60_000,
    retry: false,
    meta: { context: 'getRadniNalogMasterData' },
  });

/** GET radninalog/{procenaId}, kept on the device. */
export const radniNalogQuery = (procenaId: number) =>
  queryOptions({
    queryKey: radniNalogKeys.nalog(procenaId),
    queryFn: ({ signal }) =>
      withOfflineCopy(
        () =>
          apiFetch(radniNalogPath(procenaId), { schema: radniNalogOdgovorSchema, signal }).then(
            (response) => response.radniNalog,
          ),
        upisiNalog,
        () => citajNalog(procenaId),
      ),
    networkMode: 'always',
    retry: false,
    meta: { context: 'GetRadniNalog' },
  });

/** The draft of the order on this device (null: none). */
export const nacrtQuery = (procenaId: number) =>
  queryOptions({
    queryKey: radniNalogKeys.nacrt(procenaId),
    queryFn: () => citajNacrt(procenaId),
    networkMode: 'always',
    staleTime: Infinity,
    retry: false,
    meta: { context: 'GetRadniNalog' },
  });

/** Photos of the valuation taken on this device and not sent yet. */
export const cekajuSlikeQuery = (procenaId: number) =>
  queryOptions({
    queryKey: radniNalogKeys.slike(procenaId),
    queryFn: () => slikeProcene(procenaId),
    networkMode: 'always',
    staleTime: Infinity,
    retry: false,
    meta: { context: 'GetRadniNalog' },
  });

/** The notice of a save: the server's words on a Serbian screen, their translation on an English one. */
const savedMessage = (message: string) => (i18n.language === 'sr' ? message : i18n.t('radniNalog.saved'));

/**
 * POST radninalog/{procenaId}: the fields as edited from `verzija`. Answers the order as saved (also kept on the
 * device); a 409 means the server's order changed since `verzija`.
 */
export async function posaljiNalog(procenaId: number, polja: RadniNalogPolja, verzija: number): Promise<RadniNalog> {
  const response = await apiFetch(fill(RADNI_NALOG_PATHS.byProcena, { procenaId }), {
    method: 'POST',
    body: saveBody(procenaId, polja, verzija),
    schema: radniNalogSacuvanSchema,
    successMessage: savedMessage,
  });
  await upisiNalog(response.radniNalog).catch(() => undefined);
  return response.radniNalog;
}

/** Reads the server's order without the offline fallback (a conflict needs the server's own version). */
export async function citajSaServera(procenaId: number): Promise<RadniNalog> {
  const response = await apiFetch(fill(RADNI_NALOG_PATHS.byProcena, { procenaId }), {
    schema: radniNalogOdgovorSchema,
  });
  await upisiNalog(response.radniNalog).catch(() => undefined);
  return response.radniNalog;
}

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/bmp': 'bmp',
  'image/tiff': 'tiff',
};

/** A name the image upload accepts (its extension must match the content: jpeg, jpg, png, tiff, gif, bmp). */
export function imeSlike(file: { name: string; type: string }, procenaId: number, now = new Date()): string {
  if (/\.(jpe?g|png|gif|bmp|tiff?)$/i.test(file.name)) return file.name;
  const stamp = now.toISOString().slice(0, 19).replace(/[-:T]/g, '');
  return `radni-nalog-${procenaId}-${stamp}.${EXTENSIONS[file.type] ?? 'jpg'}`;
}

/**
 * POST nepokretnosti/{predmetId}/slike (the existing image upload, field UploadedImage): a photo joins the images of
 * the valuation's subject. Rejects with an ApiClientError (status 0 when the server was not reached).
 */
export async function posaljiSliku(slika: Pick<CekaSlika, 'predmetId' | 'naziv' | 'blob'>): Promise<void> {
  const body = new FormData();
  body.append(UPLOAD_FIELD, slika.blob, slika.naziv);
  const token = getSession()?.token;
  let response: Response;
  try {
    response = await fetch(fill(NEPOKRETNOSTI_PATHS.upload, { id: slika.predmetId }), {
      method: 'POST',
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), [JEZIK_HEADER]: currentLanguage() },
      body,
    });
  } catch {
    throw serverUnavailable(i18n.t('errors.serverUnavailable'));
  }
  if (response.ok) return;
  const data: unknown = await response.json().catch(() => undefined);
  if (handleUploadAuthFailure(response.status, data))
    throw new ApiClientError(response.status, { ErrorCode: response.status, Type: 4, Message: '' });
  throw new ApiClientError(
    response.status,
    isApiError(data) ? data : { ErrorCode: response.status, Type: 4, Message: i18n.t('errors.default') },
  );
}
