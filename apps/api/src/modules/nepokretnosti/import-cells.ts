import { IMPORT_KOLONE, kljucPretrage, type ImportKolonaKljuc } from '@rp/contract';

/** A cell as a reader hands it over; `invalid` marks a formula or an Excel error value (the row is refused). */
export type ImportCell = string | number | boolean | Date | null | { invalid: 'formula' | 'error' };

/** One row of a file: its 1-based number in the file (the header is row 1) and its cells left to right. */
export interface ImportRawRow {
  number: number;
  cells: ImportCell[];
}

/** Where each known column sits in the file (0-based cell index). */
export type ImportHeader = Partial<Record<ImportKolonaKljuc, number>>;

export type HeaderResult =
  | { ok: true; header: ImportHeader }
  | { ok: false; reason: 'no-known-column'; message: string }
  | { ok: false; reason: 'invalid'; message: string };

const HEADER_NAMES = new Map<string, ImportKolonaKljuc>(
  IMPORT_KOLONE.flatMap((kolona) =>
    [kolona.naziv, kolona.nazivEn, kolona.kljuc, ...kolona.aliases].map(
      (name) => [headerKey(name), kolona.kljuc] as [string, ImportKolonaKljuc],
    ),
  ),
);

/** A header compared without case, accents, script, spaces or punctuation: 'Površina (m²)' = 'povrsina m2'. */
function headerKey(text: string): string {
  return kljucPretrage(text.replaceAll('²', '2')).replace(/[^a-z0-9]/g, '');
}

/**
 * Maps the header row to the known columns. A header cell that names no column, a column named twice, or a required
 * column missing refuses the file (400): its data would otherwise be dropped or read into the wrong field.
 */
export function readHeader(cells: readonly ImportCell[]): HeaderResult {
  const header: ImportHeader = {};
  let known = 0;
  const unknown: string[] = [];
  for (const [index, cell] of cells.entries()) {
    const text = typeof cell === 'string' ? cell.trim() : typeof cell === 'number' ? String(cell) : '';
    if (text === '') continue;
    const kljuc = HEADER_NAMES.get(headerKey(text));
    if (!kljuc) {
      unknown.push(text);
      continue;
    }
    if (header[kljuc] !== undefined)
      return { ok: false, reason: 'invalid', message: `Kolona „${text}“ se u zaglavlju pojavljuje dva puta.` };
    header[kljuc] = index;
    known++;
  }
  if (known === 0)
    return {
      ok: false,
      reason: 'no-known-column',
      message: 'Fajl nije tabela nepokretnosti: prvi red nema nijednu kolonu šablona. Preuzmite šablon i popunite ga.',
    };
  if (unknown.length > 0)
    return {
      ok: false,
      reason: 'invalid',
      message: `Nepoznate kolone u zaglavlju: ${unknown
        .slice(0, 5)
        .map((name) => `„${name.slice(0, 60)}“`)
        .join(', ')}. Kolone moraju imati nazive iz šablona.`,
    };
  const missing = IMPORT_KOLONE.filter((kolona) => kolona.obavezna && header[kolona.kljuc] === undefined);
  if (missing.length > 0)
    return {
      ok: false,
      reason: 'invalid',
      message: `U zaglavlju nedostaju obavezne kolone: ${missing.map((kolona) => kolona.naziv).join(', ')}.`,
    };
  return { ok: true, header };
}

export function isBlankRow(cells: readonly ImportCell[]): boolean {
  return cells.every((cell) => cell === null || (typeof cell === 'string' && cell.trim() === ''));
}

/** Marks a value the row cannot use: the whole row is refused. */
export const INVALID = Symbol('invalid');
export type Invalid = typeof INVALID;

/** Text of a text column; a date (Excel turning '3/5' into 5 March) or a formula is refused. */
export function textCell(cell: ImportCell | undefined): string | Invalid {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'string') return cell;
  if (typeof cell === 'number') return String(cell);
  return INVALID;
}

const GROUPED_DOT = /^[+-]?\d{1,3}(\.\d{3})+$/;
const GROUPED_COMMA = /^[+-]?\d{1,3}(,\d{3})+$/;

/**
 * A number from a cell. Written as text it may use a decimal comma or point; grouping is read when both appear
 * (1.234.567,89 or 1,234,567.89). One separator followed by exactly three digits (120.000) is ambiguous in a
 * Serbian file (120 or 120,000?) and is refused for amounts; coordinates read the point as decimal.
 */
export function numberCell(cell: ImportCell | undefined, kind: 'amount' | 'coordinate'): number | undefined | Invalid {
  if (cell === null || cell === undefined) return undefined;
  if (typeof cell === 'number') return Number.isFinite(cell) ? cell : INVALID;
  if (typeof cell !== 'string') return INVALID;
  const text = cell.replace(/[\s\u00a0\u202f]/g, '').replace(/(€|eur|m2|m²|%)$/i, '');
  if (text === '') return undefined;
  let normalised: string;
  const hasDot = text.includes('.');
  const hasComma = text.includes(',');
  if (hasDot && hasComma) {
    const decimal = text.lastIndexOf(',') > text.lastIndexOf('.') ? ',' : '.';
    const group = decimal === ',' ? '.' : ',';
    const [whole = '', fraction, ...rest] = text.split(decimal);
    if (rest.length > 0 || fraction === undefined) return INVALID;
    if (!new RegExp(`^[+-]?\\d{1,3}(\\${group}\\d{3})*$`).test(whole)) return INVALID;
    normalised = `${whole.replaceAll(group, '')}.${fraction}`;
  } else if (kind === 'amount' && (GROUPED_DOT.test(text) || GROUPED_COMMA.test(text))) {
    if ((text.match(/[.,]/g) ?? []).length === 1) return INVALID;
    normalised = text.replace(/[.,]/g, '');
  } else {
    normalised = text.replace(',', '.');
  }
  if (!/^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(normalised)) return INVALID;
  const value = Number(normalised);
  return Number.isFinite(value) ? value : INVALID;
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * A date: an Excel date cell, or text as dd.MM.yyyy (a trailing dot allowed), d.M.yyyy, dd/MM/yyyy or yyyy-mm-dd.
 * The contract's datumSchema then checks that the day exists and lies in the allowed years.
 */
export function dateCell(cell: ImportCell | undefined): string | undefined | Invalid {
  if (cell === null || cell === undefined) return undefined;
  // readXlsxRows gives a date cell as a UTC instant of that day (midnight, or the cell's time of day).
  if (cell instanceof Date)
    return Number.isNaN(cell.getTime())
      ? INVALID
      : `${cell.getUTCFullYear()}-${pad(cell.getUTCMonth() + 1)}-${pad(cell.getUTCDate())}`;
  if (typeof cell !== 'string') return INVALID;
  const text = cell.trim();
  if (text === '') return undefined;
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (iso) return text;
  const local = /^(\d{1,2})[./](\d{1,2})[./](\d{4})\.?$/.exec(text);
  if (local) return `${local[3]}-${pad(Number(local[2]))}-${pad(Number(local[1]))}`;
  return INVALID;
}
