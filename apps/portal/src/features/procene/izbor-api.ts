import { queryOptions } from '@tanstack/react-query';
import { KLIJENTI_PATHS, TIP_KLIJENTA, klijentKratkoListSchema, klijentListSchema } from '@rp/contract';
import { apiFetch } from '../../lib/api-client.ts';

/** How many matches a picker shows while typing narrows them (the register may hold 100,000 clients). */
export const IZBOR_LIMIT = 50;

export const izborKeys = {
  klijenti: (search: string) => ['klijenti', 'izbor', 'klijent', search] as const,
  bankari: (search: string, idBanke: string) => ['klijenti', 'izbor', 'bankar', idBanke, search] as const,
};

/** GET klijenti/get/klijent?searchData: the clients (type 1) for the valuation's client picker. */
export const klijentiIzborQuery = (search: string) =>
  queryOptions({
    queryKey: izborKeys.klijenti(search),
    queryFn: ({ signal }) =>
      apiFetch(KLIJENTI_PATHS.klijenti, {
        query: { searchData: search || undefined, limit: IZBOR_LIMIT },
        schema: klijentKratkoListSchema,
        signal,
      }).then((response) => response.itemList),
    meta: { context: 'GetKlijentiIzbor' },
  });

/**
 * GET klijenti?tipoviKlijenta[]=3&idBanke&searchData: the chosen bank's bankers (every banker while no bank is chosen),
 * with their bank, for the banker picker.
 */
export const bankariIzborQuery = (search: string, idBanke: string) =>
  queryOptions({
    queryKey: izborKeys.bankari(search, idBanke),
    queryFn: ({ signal }) =>
      apiFetch(KLIJENTI_PATHS.list, {
        query: {
          'tipoviKlijenta[]': [TIP_KLIJENTA.bankar],
          idBanke: idBanke === '' ? undefined : Number(idBanke),
          searchData: search || undefined,
          sort: 'naziv',
          smer: 'asc',
          limit: IZBOR_LIMIT,
        },
        schema: klijentListSchema,
        signal,
      }).then((response) =>
        response.itemList.map((bankar) => ({
          id: bankar.id,
          naziv: bankar.naziv,
          idBanke: bankar.idBanke,
          bankaNaziv: bankar.bankaNaziv,
        })),
      ),
    meta: { context: 'GetBankariIzbor' },
  });
