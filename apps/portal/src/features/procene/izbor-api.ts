import { queryOptions } from '@tanstack/react-query';
import { KLIJENTI_PATHS, TIP_KLIJENTA, klijentKratkoListSchema, klijentListSchema } from '@rp/contract';
import { apiFetch } from '../../lib/api-client.ts';

/** How many matches a picker shows while typing narrows them (the register may hold 100,000 clients). */
export const IZBOR_LIMIT = 50;
/** Bankers are fetched by name and kept to the chosen bank here: a bank's bankers fit in one page of this size. */
const BANKARI_LIMIT = 500;

export const izborKeys = {
  klijenti: (search: string) => ['klijenti', 'izbor', 'klijent', search] as const,
  bankari: (search: string) => ['klijenti', 'izbor', 'bankar', search] as const,
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

/** GET klijenti?tipoviKlijenta[]=3&searchData: bankers with their bank (`idBanke`), for the banker picker. */
export const bankariIzborQuery = (search: string) =>
  queryOptions({
    queryKey: izborKeys.bankari(search),
    queryFn: ({ signal }) =>
      apiFetch(KLIJENTI_PATHS.list, {
        query: {
          'tipoviKlijenta[]': [TIP_KLIJENTA.bankar],
          searchData: search || undefined,
          sort: 'naziv',
          smer: 'asc',
          limit: BANKARI_LIMIT,
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
