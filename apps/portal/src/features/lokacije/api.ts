import { queryOptions } from '@tanstack/react-query';
import { LOKACIJE_PATHS, drzavaListSchema, gradListSchema, opstinaListSchema } from '@rp/contract';
import { apiFetch } from '../../lib/api-client.ts';

/** Countries, municipalities and cities change only with a new release of the reference data. */
const LOCATIONS_STALE_TIME = 60 * 60_000;

export const lokacijeKeys = {
  all: ['lokacije'] as const,
  drzave: () => [...lokacijeKeys.all, 'drzave'] as const,
  opstine: (drzavaId: number) => [...lokacijeKeys.all, 'opstine', drzavaId] as const,
  gradovi: (opstinaId: number) => [...lokacijeKeys.all, 'gradovi', opstinaId] as const,
};

/** GET drzava/get */
export const drzaveQuery = () =>
  queryOptions({
    queryKey: lokacijeKeys.drzave(),
    queryFn: ({ signal }) =>
      apiFetch(LOKACIJE_PATHS.drzave, { schema: drzavaListSchema, signal }).then((response) => response.drzavaLista),
    staleTime: LOCATIONS_STALE_TIME,
    meta: { context: 'GetDrzave' },
  });

/** GET lokacija/opstine?drzavaId */
export const opstineQuery = (drzavaId: number) =>
  queryOptions({
    queryKey: lokacijeKeys.opstine(drzavaId),
    queryFn: ({ signal }) =>
      apiFetch(LOKACIJE_PATHS.opstine, { query: { drzavaId }, schema: opstinaListSchema, signal }).then(
        (response) => response.opstinaLista,
      ),
    staleTime: LOCATIONS_STALE_TIME,
    meta: { context: 'GetOpstine' },
  });

/** GET lokacija/gradovi?opstinaId */
export const gradoviQuery = (opstinaId: number) =>
  queryOptions({
    queryKey: lokacijeKeys.gradovi(opstinaId),
    queryFn: ({ signal }) =>
      apiFetch(LOKACIJE_PATHS.gradovi, { query: { opstinaId }, schema: gradListSchema, signal }).then(
        (response) => response.gradoviLista,
      ),
    staleTime: LOCATIONS_STALE_TIME,
    meta: { context: 'GetGradovi' },
  });
