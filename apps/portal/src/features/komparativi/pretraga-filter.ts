import {
  RADIUS_DEFAULT_M,
  RADIUS_MAX_M,
  RADIUS_MIN_M,
  isVrstaKod,
  prozorKvadrature,
  type KomparativPretragaQuery,
  type Nepokretnost,
  type VrstaKod,
} from '@rp/contract';
import { RANGE_FIELDS, type RangeField } from '../nepokretnosti/filters.ts';

/** The comparable search as the add screen's address holds it. */
export interface PretragaFilter {
  /** Metres around the subject. */
  radius: number;
  vrste: readonly VrstaKod[];
  ranges: Partial<Record<RangeField, number>>;
}

/**
 * The starting search around a subject (part 2 §9): 750 m, the subject's type, and its area ±25 %.
 */
export function defaultPretraga(predmet: Pick<Nepokretnost, 'kvadratura' | 'vrsta'>): PretragaFilter {
  const prozor = prozorKvadrature(predmet.kvadratura);
  return {
    radius: RADIUS_DEFAULT_M,
    vrste: isVrstaKod(predmet.vrsta.id) ? [predmet.vrsta.id] : [],
    ranges: prozor ? { prviKvadratura: prozor.od, drugiKvadratura: prozor.do } : {},
  };
}

const number = (value: string | null) => {
  if (value === null || value.trim() === '') return undefined;
  const parsed = Number(value);
  return Number.isFinite(parsed) && parsed >= 0 ? parsed : undefined;
};

/** `?r=750&vrste=811,812&prviKvadratura=45&drugiKvadratura=75`; no search parameters: the subject's defaults. */
export function pretragaFromParams(params: URLSearchParams, fallback: PretragaFilter): PretragaFilter {
  const isSet = params.has('r') || params.has('vrste') || RANGE_FIELDS.some((field) => params.has(field));
  if (!isSet) return fallback;
  const r = number(params.get('r'));
  const ranges: Partial<Record<RangeField, number>> = {};
  for (const field of RANGE_FIELDS) {
    const value = number(params.get(field));
    if (value !== undefined) ranges[field] = value;
  }
  return {
    radius: r === undefined ? RADIUS_DEFAULT_M : Math.min(RADIUS_MAX_M, Math.max(RADIUS_MIN_M, Math.round(r))),
    vrste: (params.get('vrste') ?? '')
      .split(',')
      .map(Number)
      .filter((kod): kod is VrstaKod => isVrstaKod(kod)),
    ranges,
  };
}

export function paramsFromPretraga(filter: PretragaFilter): URLSearchParams {
  const params = new URLSearchParams();
  params.set('r', String(filter.radius));
  params.set('vrste', filter.vrste.join(','));
  for (const field of RANGE_FIELDS) {
    const value = filter.ranges[field];
    if (value !== undefined) params.set(field, String(value));
  }
  return params;
}

/** The call's query: the radius, the types and the ranges (paging is the list's). */
export function queryFromPretraga(
  filter: PretragaFilter,
): Omit<KomparativPretragaQuery, 'predmetKomparativ' | 'offset' | 'currentPage' | 'itemsPerPage'> {
  return {
    radiusInMeters: filter.radius,
    ...(filter.vrste.length > 0 ? { idVrste: [...filter.vrste] } : {}),
    ...filter.ranges,
  };
}
