import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  KLIJENTI_PATHS,
  ErrorCode,
  TIP_KLIJENTA,
  klijentListSchema,
  klijentSchema,
  klijentUpotrebljenPoruka,
  prevedi,
  uspehSchema,
  type Klijent,
  type KlijentCreate,
  type KlijentSort,
  type KlijentUpdate,
  type TipKlijenta,
} from '@rp/contract';
import { apiFetch, reportError as reportShared } from '../../lib/api-client.ts';
import { ApiClientError } from '../../lib/api-error.ts';
import { report } from '../../lib/notify.ts';
import { i18n } from '../../i18n/i18n.ts';
import { createdId, createdSchema } from '../../lib/new-record-id.ts';
import { FIRST_PAGE, NEXT_PAGE, klijentiListParams } from './list-request.ts';
import { isRecordKey, refreshAfterDelete } from '../../lib/refresh-after-delete.ts';

/** Banks are few (a firm works with a dozen): the banker's bank picker loads them in one call. */
const BANKS_LIMIT = 500;

export interface KlijentiFilter {
  tipovi: readonly TipKlijenta[];
  /** The server search (`searchData`); '' = none. */
  searchData: string;
  sort: KlijentSort;
  smer: 'asc' | 'desc';
}

export const klijentiKeys = {
  all: ['klijenti'] as const,
  lists: () => [...klijentiKeys.all, 'list'] as const,
  list: (filter: KlijentiFilter) => [...klijentiKeys.lists(), filter] as const,
  banke: () => [...klijentiKeys.all, 'banke'] as const,
  detail: (id: number) => [...klijentiKeys.all, 'detail', id] as const,
};

/** GET klijenti, paged: 30 rows, then 20 more each time the list nears its bottom. */
export const klijentiListQuery = (filter: KlijentiFilter) =>
  infiniteQueryOptions({
    queryKey: klijentiKeys.list(filter),
    queryFn: ({ pageParam, signal }) =>
      apiFetch(KLIJENTI_PATHS.list, {
        query: klijentiListParams(filter, pageParam, pageParam === 0 ? FIRST_PAGE : NEXT_PAGE),
        schema: klijentListSchema,
        signal,
      }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((count, page) => count + page.itemList.length, 0);
      return loaded < last.ukupno && last.itemList.length > 0 ? loaded : undefined;
    },
    meta: { context: 'GetKlijenti' },
  });

/** The banks, for a banker's bank picker. */
export const bankeQuery = () =>
  queryOptions({
    queryKey: klijentiKeys.banke(),
    queryFn: ({ signal }) =>
      apiFetch(KLIJENTI_PATHS.list, {
        query: { 'tipoviKlijenta[]': [TIP_KLIJENTA.banka], sort: 'naziv', smer: 'asc', limit: BANKS_LIMIT },
        schema: klijentListSchema,
        signal,
      }).then((response) => response.itemList),
    meta: { context: 'GetBanke' },
  });

/**
 * GET klijenti?tipoviKlijenta[]=3&idBanke: whether the bank has a banker. Such a bank keeps its kind (the server
 * refuses the change), so its form does not offer another.
 */
export const imaBankareQuery = (idBanke: number) =>
  queryOptions({
    queryKey: [...klijentiKeys.detail(idBanke), 'imaBankare'] as const,
    queryFn: ({ signal }) =>
      apiFetch(KLIJENTI_PATHS.list, {
        query: { 'tipoviKlijenta[]': [TIP_KLIJENTA.bankar], idBanke, limit: 1 },
        schema: klijentListSchema,
        signal,
      }).then((response) => response.itemList.length > 0),
    meta: { context: 'GetBankari' },
  });

/** GET klijenti/{id} with its verzija. */
export const klijentQuery = (id: number) =>
  queryOptions({
    queryKey: klijentiKeys.detail(id),
    queryFn: ({ signal }) =>
      apiFetch(KLIJENTI_PATHS.byId.replace(':id', String(id)), { schema: klijentSchema, signal }),
    meta: { context: 'GetKlijent' },
  });

type Kind = 'klijent' | 'banka' | 'bankar';
const kindOf = (tip: TipKlijenta): Kind =>
  tip === TIP_KLIJENTA.bankar ? 'bankar' : tip === TIP_KLIJENTA.banka ? 'banka' : 'klijent';

/** The server's quoted success message in Serbian, its translation otherwise (a screen never mixes languages). */
function savedMessage(tip: TipKlijenta, naziv: string, isNew: boolean) {
  return (message: string) =>
    i18n.language === 'sr'
      ? message
      : i18n.t(`klijent.saved.${kindOf(tip)}.${isNew ? 'created' : 'updated'}`, { naziv });
}

/** A legal person whose registry number is already in the register: shown on the registry-number field. */
export function isDuplicateRegistryNumber(error: unknown): boolean {
  return error instanceof ApiClientError && error.body.ErrorCode === ErrorCode.DuplicateRegistryNumber;
}

/** POST klijenti: resolves with the new record's id. A duplicate registry number is left to the form. */
export function useCreateKlijent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: KlijentCreate) => {
      const response = await apiFetch(KLIJENTI_PATHS.create, {
        method: 'POST',
        body,
        schema: createdSchema,
        successMessage: savedMessage(body.tip, body.naziv, true),
      });
      return createdId(response, i18n.t('klijent.errors.badId'));
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: klijentiKeys.all }),
    onError: (error) => {
      if (!isDuplicateRegistryNumber(error)) reportError(error, 'SaveKlijent');
    },
    meta: { isSilent: true },
  });
}

/** PUT klijenti with the verzija read; a 409 (someone saved first) reloads the record after the shared notice. */
export function useUpdateKlijent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: KlijentUpdate) =>
      apiFetch(KLIJENTI_PATHS.update, {
        method: 'PUT',
        body,
        schema: uspehSchema,
        successMessage: savedMessage(body.tip, body.naziv, false),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: klijentiKeys.all }),
    onError: (error, body) => {
      if (isDuplicateRegistryNumber(error)) return;
      reportError(error, 'UpdateKlijent');
      if (error instanceof ApiClientError && error.status === 409)
        return queryClient.invalidateQueries({ queryKey: klijentiKeys.detail(body.id) });
    },
    meta: { isSilent: true },
  });
}

/** DELETE klijenti/{id}; a record a valuation or a job uses is refused with the server's message. */
export function useDeleteKlijent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, naziv, tip }: Pick<Klijent, 'id' | 'naziv' | 'tip'>) =>
      apiFetch(KLIJENTI_PATHS.delete.replace(':id', String(id)), {
        method: 'DELETE',
        schema: uspehSchema,
        successMessage: (message) =>
          i18n.language === 'sr' ? message : i18n.t(`klijenti.deleted.${kindOf(tip)}`, { naziv }),
      }),
    onSuccess: (_response, { id }) =>
      refreshAfterDelete(queryClient, [klijentiKeys.all], isRecordKey('klijenti', ['detail'], id)),
    onError: (error, { id }) => reportError(error, 'DeleteKlijent', id),
    meta: { isSilent: true },
  });
}

const IN_USE = ['procena', 'posao', 'bankar'] as const;

/**
 * The shared handler, with the register's own refusals translated: the delete protection names the record's id
 * (part 1 §8, part 2 §8) and a duplicate registry number is quoted by the contract.
 */
function reportError(error: unknown, context: string, id?: number) {
  if (!(error instanceof ApiClientError) || i18n.language === 'sr') return reportShared(error, context);
  if (error.status === 401 || error.status === 403) return;
  const message = error.body.Message;
  // The code says which refusal it is; the quoted message says which kind of record holds the client.
  const inUse =
    error.body.ErrorCode === ErrorCode.KlijentInUse && id !== undefined
      ? (IN_USE.find((koristi) => {
          const sr = klijentUpotrebljenPoruka(koristi, id);
          return message === sr || message === prevedi(sr, 'en');
        }) ?? 'other')
      : undefined;
  const text = inUse
    ? i18n.t(`klijenti.inUse.${inUse}`, { id })
    : isDuplicateRegistryNumber(error)
      ? i18n.t('klijent.errors.duplicate')
      : message;
  report(error.type, error.code, text, context);
}
