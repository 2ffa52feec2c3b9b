import { createHash } from 'node:crypto';
import {
  VRSTE_NEPOKRETNOSTI,
  isVrstaKod,
  kljucPretrage,
  nepokretnostCreateSchema,
  type ImportKolonaKljuc,
  type NepokretnostCreateParsed,
} from '@rp/contract';
import {
  INVALID,
  dateCell,
  numberCell,
  textCell,
  type ImportCell,
  type ImportHeader,
  type Invalid,
} from './import-cells.ts';
import type { ImportLokacije } from './import-repository.ts';

export type ImportRowResult = { ok: true; value: NepokretnostCreateParsed; kljuc: string } | { ok: false };

const VRSTE_BY_NAME = new Map<string, number>(
  VRSTE_NEPOKRETNOSTI.flatMap((vrsta) => [
    [kljucPretrage(vrsta.naziv), vrsta.id] as [string, number],
    [kljucPretrage(vrsta.nazivEn), vrsta.id] as [string, number],
  ]),
);

/** An id written as a number or as digits, else undefined. */
function idOf(cell: ImportCell | undefined): number | undefined {
  if (typeof cell === 'number') return Number.isSafeInteger(cell) && cell > 0 ? cell : undefined;
  if (typeof cell === 'string' && /^\s*\d{1,8}\s*$/.test(cell)) return Number(cell);
  return undefined;
}

function vrstaOf(cell: ImportCell | undefined): number | Invalid {
  const id = idOf(cell);
  if (id !== undefined) return isVrstaKod(id) ? id : INVALID;
  if (typeof cell !== 'string') return INVALID;
  // '811 Stan' and 'Stan' alike.
  const code = /^\s*(\d{3})\b/.exec(cell);
  if (code) return isVrstaKod(Number(code[1])) ? Number(code[1]) : INVALID;
  return VRSTE_BY_NAME.get(kljucPretrage(cell)) ?? INVALID;
}

function opstinaOf(cell: ImportCell | undefined, lokacije: ImportLokacije): number | Invalid {
  const id = idOf(cell);
  if (id !== undefined) return lokacije.opstinaIds.has(id) ? id : INVALID;
  if (typeof cell !== 'string') return INVALID;
  const ids = lokacije.opstineByName.get(kljucPretrage(cell)) ?? [];
  return ids.length === 1 ? ids[0]! : INVALID;
}

/** A settlement or cadastral municipality of the row's municipality: by id or by name; empty is none. */
function mestoOf(
  cell: ImportCell | undefined,
  opstinaId: number,
  byId: Map<number, number>,
  byName: Map<string, number>,
): number | null | Invalid {
  if (cell === null || cell === undefined || (typeof cell === 'string' && cell.trim() === '')) return null;
  const id = idOf(cell);
  if (id !== undefined) return byId.get(id) === opstinaId ? id : INVALID;
  if (typeof cell !== 'string') return INVALID;
  return byName.get(`${opstinaId}:${kljucPretrage(cell)}`) ?? INVALID;
}

const AMOUNTS = ['kvadratura', 'trazenaCena', 'umanjenje', 'trzisnaZakupnina', 'gradjevinskaVrednost'] as const;
const TEXTS = ['adresa', 'spratSpratnost', 'spratnostObjekta', 'izvorInformacija', 'dodatneKarakteristike'] as const;

/**
 * One data row to the property it describes, validated by the same schema as the form (nepokretnostCreateSchema)
 * after the places are mapped to ids of the reference data. Any formula, error value, unknown place or broken rule
 * refuses the row. `kljuc` is the SHA-256 of the validated values (a missing date stays missing, so that a file
 * imported on another day gives the same keys): the duplicate rule of the import.
 */
export function readImportRow(
  cells: readonly ImportCell[],
  header: ImportHeader,
  lokacije: ImportLokacije,
): ImportRowResult {
  const cell = (kljuc: ImportKolonaKljuc): ImportCell | undefined => {
    const index = header[kljuc];
    return index === undefined ? undefined : cells[index];
  };
  if (cells.some((value) => value !== null && typeof value === 'object' && 'invalid' in value)) return { ok: false };

  const vrstaId = vrstaOf(cell('vrsta'));
  const opstinaId = opstinaOf(cell('opstina'), lokacije);
  if (vrstaId === INVALID || opstinaId === INVALID) return { ok: false };
  const gradId = mestoOf(cell('mesto'), opstinaId, lokacije.gradovi, lokacije.gradoviByName);
  const katastarId = mestoOf(cell('katastar'), opstinaId, lokacije.katastri, lokacije.katastriByName);
  const latitude = numberCell(cell('latitude'), 'coordinate');
  const longitude = numberCell(cell('longitude'), 'coordinate');
  const datum = dateCell(cell('datum'));
  if (gradId === INVALID || katastarId === INVALID || latitude === INVALID || longitude === INVALID)
    return { ok: false };
  if (datum === INVALID) return { ok: false };

  const input: Record<string, unknown> = {
    vrstaId,
    opstinaId,
    gradId,
    katastarId,
    latitude: latitude ?? null,
    longitude: longitude ?? null,
    ...(datum === undefined ? {} : { datum }),
  };
  for (const kljuc of AMOUNTS) {
    const value = numberCell(cell(kljuc), 'amount');
    if (value === INVALID) return { ok: false };
    if (value !== undefined) input[kljuc] = value;
  }
  for (const kljuc of TEXTS) {
    const value = textCell(cell(kljuc));
    if (value === INVALID) return { ok: false };
    input[kljuc] = value;
  }

  const parsed = nepokretnostCreateSchema.safeParse(input);
  if (!parsed.success) return { ok: false };
  const kljuc = createHash('sha256').update(JSON.stringify(parsed.data)).digest('hex');
  return { ok: true, value: parsed.data, kljuc };
}
