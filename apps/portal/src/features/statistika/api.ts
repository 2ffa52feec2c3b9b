import { queryOptions } from '@tanstack/react-query';
import {
  STATISTIKA_PATHS,
  statistikaBankariSchema,
  statistikaKlijentiSchema,
  statistikaNovacSchema,
  statistikaResursiSchema,
} from '@rp/contract';
import { apiFetch } from '../../lib/api-client.ts';
import type { MesecniOpseg } from './lib/period.ts';

/** The statistics load once on entry and again on demand (part 2 §4): never stale on their own. */
const ONCE = { staleTime: Infinity, gcTime: 5 * 60_000 } as const;

export const statistikaKeys = {
  all: ['statistika'] as const,
  novac: (opseg: MesecniOpseg) => [...statistikaKeys.all, 'novac', opseg] as const,
  resurs: (opseg: MesecniOpseg, resursi: readonly string[]) =>
    [...statistikaKeys.all, 'resurs', opseg, resursi] as const,
  klijent: (opseg: MesecniOpseg) => [...statistikaKeys.all, 'klijent', opseg] as const,
  bankari: (godina: number) => [...statistikaKeys.all, 'bankari', godina] as const,
};

const periodPath = (path: string, o: MesecniOpseg) =>
  path
    .replace(':startMonth', String(o.pocetniMesec))
    .replace(':startYear', String(o.pocetnaGodina))
    .replace(':endMonth', String(o.krajnjiMesec))
    .replace(':endYear', String(o.krajnjaGodina));

/** GET statistika/get/novac/{startMonth}/{startYear}/{endMonth}/{endYear}. */
export const novacQuery = (opseg: MesecniOpseg) =>
  queryOptions({
    queryKey: statistikaKeys.novac(opseg),
    queryFn: ({ signal }) =>
      apiFetch(periodPath(STATISTIKA_PATHS.novac, opseg), { schema: statistikaNovacSchema, signal }),
    meta: { context: 'GetStatistikaNovac' },
    ...ONCE,
  });

/** GET statistika/get/resurs: `resursi` as `m{id}` (machines) and `r{id}` (workers). */
export const resursQuery = (opseg: MesecniOpseg, resursi: readonly string[]) =>
  queryOptions({
    queryKey: statistikaKeys.resurs(opseg, resursi),
    queryFn: ({ signal }) =>
      apiFetch(STATISTIKA_PATHS.resurs, {
        schema: statistikaResursiSchema,
        signal,
        query: {
          Resursi: resursi.join(','),
          PocetniMesec: opseg.pocetniMesec,
          PocetnaGodina: opseg.pocetnaGodina,
          KrajnjiMesec: opseg.krajnjiMesec,
          KrajnjaGodina: opseg.krajnjaGodina,
        },
      }),
    enabled: resursi.length > 0,
    meta: { context: 'GetStatistikaResurs' },
    ...ONCE,
  });

/** GET statistika/get/klijent/{startMonth}/{startYear}/{endMonth}/{endYear}. */
export const klijentQuery = (opseg: MesecniOpseg) =>
  queryOptions({
    queryKey: statistikaKeys.klijent(opseg),
    queryFn: ({ signal }) =>
      apiFetch(periodPath(STATISTIKA_PATHS.klijent, opseg), { schema: statistikaKlijentiSchema, signal }),
    meta: { context: 'GetStatistikaKlijent' },
    ...ONCE,
  });

/** GET statistika/bankari?godina. */
export const bankariQuery = (godina: number) =>
  queryOptions({
    queryKey: statistikaKeys.bankari(godina),
    queryFn: ({ signal }) =>
      apiFetch(STATISTIKA_PATHS.bankari, { schema: statistikaBankariSchema, signal, query: { godina } }),
    meta: { context: 'GetStatistikaBankari' },
    ...ONCE,
  });
