import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  ErrorType,
  JEZIK_HEADER,
  PROCENE_LIMIT,
  PROCENE_LOAD_MORE,
  PROCENE_PATHS,
  auditListSchema,
  nepokretnostSchema,
  procenaDuplikatiSchema,
  procenaListSchema,
  procenaNazivSchema,
  procenaOdgovorSchema,
  radnikIzborListSchema,
  sablonListSchema,
  uspehSchema,
  type ProcenaCreate,
  type ProcenaPostojece,
  type ProcenaUpdate,
} from '@rp/contract';
import { fileNameFromHeaders, readDownloadError, saveResponse } from '@rp/ui';
import { apiFetch, reportError as reportShared } from '../../lib/api-client.ts';
import { ApiClientError } from '../../lib/api-error.ts';
import { report } from '../../lib/notify.ts';
import { getSession } from '../../lib/session-store.ts';
import { currentLanguage, i18n } from '../../i18n/i18n.ts';
import { createdId, createdSchema } from '../../lib/new-record-id.ts';
import { firmToday } from '../../lib/format.ts';
import { downloadResponse } from '../dokumenti/api.ts';
import { type ProceneFilter } from './filters.ts';
import { proceneListParams } from './list-request.ts';
import { fileNameFromDisposition, izvozUrl, type IzvozFormat } from './izvoz.ts';
import { isRecordKey, refreshAfterDelete } from '../../lib/refresh-after-delete.ts';

const fill = (template: string, values: Record<string, number>) =>
  template.replace(/:(\w+)/g, (_, name: string) => String(values[name]));

/** Keys under the valuations' root, so every save refreshes the list, the record and its history. */
export const proceneKeys = {
  all: ['procene'] as const,
  lists: () => [...proceneKeys.all, 'list'] as const,
  list: (filter: ProceneFilter) => [...proceneKeys.lists(), filter] as const,
  detail: (id: number) => [...proceneKeys.all, 'detail', id] as const,
  naziv: (id: number) => [...proceneKeys.all, 'naziv', id] as const,
  istorija: (id: number) => [...proceneKeys.all, 'istorija', id] as const,
  predmeti: (id: number) => [...proceneKeys.all, 'predmeti', id] as const,
  radnici: () => [...proceneKeys.all, 'radnici'] as const,
  sabloni: () => [...proceneKeys.all, 'sabloni'] as const,
};

/** The server's quoted message in Serbian (part 2 §8), its translation otherwise (a screen never mixes languages). */
const inLanguage =
  (key: string, values?: Record<string, unknown>) =>
  (message: string): string =>
    i18n.language === 'sr' ? message : i18n.t(key, values);

/** Someone saved the valuation after it was read: the form keeps what was typed and offers the newer version. */
export function isStaleVersion(error: unknown): boolean {
  return error instanceof ApiClientError && error.status === 409;
}

/** The shared handler; in English a refusal the server words in Serbian is named in English. */
export function reportProcenaError(error: unknown, context: string): void {
  if (!(error instanceof ApiClientError) || i18n.language === 'sr') return reportShared(error, context);
  if (error.status === 401 || error.status === 403) return;
  const key = error.status === 404 ? 'procenaApi.errors.notFound' : 'procenaApi.errors.refused';
  report(error.type, error.code, error.status >= 500 ? error.body.Message : i18n.t(key), context);
}

// --- Reads -------------------------------------------------------------------------------------------------------

/** GET procene, paged (part 2 §9): 30 rows, then 10 more each time the list nears its bottom. */
export const proceneListQuery = (filter: ProceneFilter) =>
  infiniteQueryOptions({
    queryKey: proceneKeys.list(filter),
    queryFn: ({ pageParam, signal }) =>
      apiFetch(PROCENE_PATHS.list, {
        query: proceneListParams(filter, pageParam, pageParam === 0 ? PROCENE_LIMIT : PROCENE_LOAD_MORE),
        schema: procenaListSchema,
        signal,
      }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((count, page) => count + page.itemList.length, 0);
      return loaded < last.ukupno && last.itemList.length > 0 ? loaded : undefined;
    },
    meta: { context: 'GetProcene' },
  });

/** GET procene/{id}: the valuation with its phases, names and first subject. */
export const procenaQuery = (id: number) =>
  queryOptions({
    queryKey: proceneKeys.detail(id),
    queryFn: ({ signal }) =>
      apiFetch(fill(PROCENE_PATHS.byId, { id }), { schema: procenaOdgovorSchema, signal }).then(
        (response) => response.procena,
      ),
    meta: { context: 'GetProcena' },
  });

/** GET procene/{id}/naziv: the valuation's name (titles and confirmations of screens that hold only its id). */
export const procenaNazivQuery = (id: number) =>
  queryOptions({
    queryKey: proceneKeys.naziv(id),
    queryFn: ({ signal }) =>
      apiFetch(fill(PROCENE_PATHS.naziv, { id }), { schema: procenaNazivSchema, signal }).then(
        (response) => response.naziv,
      ),
    meta: { context: 'GetProcenaNaziv' },
  });

/** GET procene/{id}/istorija: every change of the valuation, newest first ('Istorija izmena'). */
export const procenaIstorijaQuery = (id: number) =>
  queryOptions({
    queryKey: proceneKeys.istorija(id),
    queryFn: ({ signal }) =>
      apiFetch(fill(PROCENE_PATHS.istorija, { id }), { schema: auditListSchema, signal }).then(
        (response) => response.itemList,
      ),
    meta: { context: 'GetProcenaIstorija' },
  });

const predmetiSchema = z.object({ itemList: z.array(nepokretnostSchema) });

/** GET nepokretnosti/predmeti/get/{procenaId}: the valuation's subjects (part 2 §7). */
export const predmetiQuery = (procenaId: number) =>
  queryOptions({
    queryKey: proceneKeys.predmeti(procenaId),
    queryFn: ({ signal }) =>
      apiFetch(fill(PROCENE_PATHS.predmeti, { procenaId }), { schema: predmetiSchema, signal }).then(
        (response) => response.itemList,
      ),
    meta: { context: 'GetPredmeti' },
  });

/** The workers change rarely: the pickers keep them for a few minutes. */
const RADNICI_STALE_TIME = 5 * 60_000;

/** GET radnici/izbor: active workers for the leader and inspector pickers (every role). */
export const radniciIzborQuery = () =>
  queryOptions({
    queryKey: proceneKeys.radnici(),
    queryFn: ({ signal }) =>
      apiFetch(PROCENE_PATHS.radnici, { schema: radnikIzborListSchema, signal }).then((response) => response.itemList),
    staleTime: RADNICI_STALE_TIME,
    meta: { context: 'GetRadniciIzbor' },
  });

/** GET procene/sabloni: the Word report templates. */
export const sabloniQuery = () =>
  queryOptions({
    queryKey: proceneKeys.sabloni(),
    queryFn: ({ signal }) =>
      apiFetch(PROCENE_PATHS.sabloni, { schema: sablonListSchema, signal }).then((response) => response.itemList),
    meta: { context: 'GetSabloni' },
  });

// --- Writes ------------------------------------------------------------------------------------------------------

/** POST procene: resolves with the new valuation's id ('Uspešno sačuvana procena'). */
export function useCreateProcena() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ProcenaCreate) => {
      const response = await apiFetch(PROCENE_PATHS.create, {
        method: 'POST',
        body,
        schema: createdSchema,
        successMessage: inLanguage('procenaApi.saved.created'),
      });
      return createdId(response, i18n.t('procenaApi.errors.badId'));
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: proceneKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['nepokretnosti'] }),
      ]),
    onError: (error) => reportProcenaError(error, 'SaveProcena'),
    meta: { isSilent: true },
  });
}

/** PUT procene with the verzija read ('Uspešno ažurirana procena'); a 409 is left to the form. */
export function useUpdateProcena() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProcenaUpdate) =>
      apiFetch(PROCENE_PATHS.update, {
        method: 'PUT',
        body,
        schema: uspehSchema,
        successMessage: inLanguage('procenaApi.saved.updated'),
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: proceneKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['nepokretnosti'] }),
      ]),
    onError: (error) => {
      if (!isStaleVersion(error)) reportProcenaError(error, 'UpdateProcena');
    },
    meta: { isSilent: true },
  });
}

/** POST procene/{id}: a re-valuation of the same subjects for the same bank and client; resolves with its id. */
export function useKopijaProcene() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      const response = await apiFetch(fill(PROCENE_PATHS.kopija, { id }), {
        method: 'POST',
        schema: createdSchema,
        successMessage: inLanguage('procenaApi.saved.created'),
      });
      return createdId(response, i18n.t('procenaApi.errors.badId'));
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: proceneKeys.all }),
    onError: (error) => reportProcenaError(error, 'KopijaProcene'),
    meta: { isSilent: true },
  });
}

/** DELETE procene/{id} (PROCENA_BRISANJE_ROLES): its subjects stay in the register. */
export function useDeleteProcena() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: { id: number; naziv: string }) =>
      apiFetch(fill(PROCENE_PATHS.delete, { id }), {
        method: 'DELETE',
        schema: uspehSchema,
        successMessage: inLanguage('procenaApi.deleted'),
      }),
    onSuccess: (_response, { id }) =>
      refreshAfterDelete(
        queryClient,
        [proceneKeys.all, ['nepokretnosti']],
        isRecordKey('procene', ['detail', 'naziv', 'istorija', 'predmeti'], id),
      ),
    onError: (error) => reportProcenaError(error, 'DeleteProcena'),
    meta: { isSilent: true },
  });
}

/** PATCH procene/ { Id, Opis }: the list's inline description. */
export function useProcenaOpis() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, opis }: { id: number; opis: string }) =>
      apiFetch(PROCENE_PATHS.opis, {
        method: 'PATCH',
        body: { Id: id, Opis: opis },
        schema: uspehSchema,
        successMessage: inLanguage('procenaApi.opisSaved'),
      }),
    onSuccess: (_response, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: proceneKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: proceneKeys.detail(id) }),
        queryClient.invalidateQueries({ queryKey: proceneKeys.istorija(id) }),
      ]),
    onError: (error) => reportProcenaError(error, 'PatchOpis'),
    meta: { isSilent: true },
  });
}

/** PATCH procene/{id} { Id, InspekcijaSnimanje }: the recording flag ('Sačuvano'). */
export function useProcenaSnimanje() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, snimanje }: { id: number; snimanje: boolean }) =>
      apiFetch(fill(PROCENE_PATHS.snimanje, { id }), {
        method: 'PATCH',
        body: { Id: id, InspekcijaSnimanje: snimanje },
        schema: uspehSchema,
        successMessage: inLanguage('procenaApi.snimanjeSaved'),
      }),
    onSuccess: (_response, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: proceneKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: proceneKeys.detail(id) }),
        queryClient.invalidateQueries({ queryKey: proceneKeys.istorija(id) }),
      ]),
    onError: (error) => reportProcenaError(error, 'PatchSnimanje'),
    meta: { isSilent: true },
  });
}

/** POST procene/postojece/: valuations of the same property, checked before a new one is saved. */
export function usePostojeceProcene() {
  return useMutation({
    mutationFn: (body: ProcenaPostojece) =>
      apiFetch(PROCENE_PATHS.postojece, { method: 'POST', body, schema: procenaDuplikatiSchema }).then(
        (response) => response.itemList,
      ),
    onError: (error) => reportProcenaError(error, 'PostojeceProcene'),
    meta: { isSilent: true },
  });
}

const dokumentSchema = uspehSchema.extend({ Id: z.number().int() });

/** PUT procene/{id}/document?template=: the Word report, saved among the valuation's documents; resolves with its id. */
export function useProcenaDokument(procenaId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (templateId: number) =>
      apiFetch(fill(PROCENE_PATHS.dokument, { id: procenaId }), {
        method: 'PUT',
        query: { template: templateId },
        schema: dokumentSchema,
        successMessage: inLanguage('procenaApi.dokumentCreated'),
      }).then((response) => response.Id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['dokumenti', 'procene', procenaId] }),
    onError: (error) => reportProcenaError(error, 'ProcenaDokument'),
    meta: { isSilent: true },
  });
}

/** DELETE procene/sabloni/{id} (Admin); shipped templates are refused. */
export function useDeleteSablon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiFetch(fill(PROCENE_PATHS.sablon, { id }), {
        method: 'DELETE',
        schema: uspehSchema,
        successMessage: inLanguage('procenaApi.sablonDeleted'),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: proceneKeys.sabloni() }),
    onError: (error) => reportProcenaError(error, 'DeleteSablon'),
    meta: { isSilent: true },
  });
}

/** POST procene/sabloni (Admin, multipart .docx): the uploader's target. */
export const sablonUploadPath = PROCENE_PATHS.sabloni;

/** GET procene/sabloni/{id}: a template's .docx, saved under the server's name. */
export async function downloadSablon(id: number, fallbackName: string): Promise<void> {
  try {
    await saveResponse(await downloadResponse(fill(PROCENE_PATHS.sablon, { id })), fallbackName);
  } catch (error) {
    reportDownloadFailure(error, 'DownloadSablon');
  }
}

// --- Export ------------------------------------------------------------------------------------------------------

export type { IzvozFormat };

export interface IzvozProgress {
  /** Bytes received so far. */
  received: number;
  /** The size the server announced, when it did (a streamed file usually does not). */
  total: number | null;
}

/** The failure of a download as the error notice shows it (part 1 §8). */
export class IzvozError extends Error {
  constructor(
    readonly type: number,
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * GET procene/izvoz: the filtered list as xlsx or csv, read as a stream so the screen can show the bytes received,
 * then saved under the server's name. A refusal rejects with an IzvozError carrying the server's error model.
 */
export async function downloadIzvoz(
  filter: ProceneFilter,
  format: IzvozFormat,
  onProgress: (progress: IzvozProgress) => void,
  signal?: AbortSignal,
): Promise<string> {
  const token = getSession()?.token;
  let response: Response;
  try {
    // The screen's language, as every call sends it: the file's headings and values and a refusal are in it.
    response = await fetch(izvozUrl(filter, format), {
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), [JEZIK_HEADER]: currentLanguage() },
      signal: signal ?? null,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new IzvozError(ErrorType.Danger, 0, i18n.t('errors.serverUnavailable'));
  }
  if (!response.ok) {
    const failure = await readDownloadError(response);
    const message =
      failure.message ||
      i18n.t(response.status === 403 ? 'procenaApi.errors.forbidden' : 'procenaApi.errors.exportFailed');
    throw new IzvozError(failure.type, failure.code, message);
  }
  const length = Number(response.headers.get('content-length'));
  const total = Number.isFinite(length) && length > 0 ? length : null;
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  onProgress({ received, total });
  if (response.body) {
    const reader = response.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      received += value.byteLength;
      onProgress({ received, total });
    }
  }
  const type = response.headers.get('content-type') ?? 'application/octet-stream';
  const fallback = `procene-${firmToday()}.${format}`;
  const name = fileNameFromHeaders(response.headers, fileNameFromDisposition(response.headers) ?? fallback);
  const headers = new Headers(response.headers);
  headers.set('x-filename', encodeURIComponent(name));
  return saveResponse(new Response(new Blob(chunks, { type }), { status: 200, headers }), fallback);
}

function reportDownloadFailure(error: unknown, context: string) {
  const failure = error as { type?: number; code?: number; message?: string };
  report(
    failure.type ?? ErrorType.Danger,
    failure.code ?? 0,
    i18n.language === 'sr' && failure.message ? failure.message : i18n.t('procenaApi.errors.downloadFailed'),
    context,
  );
}
