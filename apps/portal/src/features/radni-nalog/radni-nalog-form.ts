import { toggleOption } from '@rp/ui';
import {
  RADNI_NALOG_NEMA_ID,
  RADNI_NALOG_NEMA_LISTE,
  RADNI_NALOG_POLJA,
  type RadniNalog,
  type RadniNalogMasterData,
  type RadniNalogOpcija,
  type RadniNalogPolja,
  type RadniNalogSave,
} from '@rp/contract';

/** The fields the form edits, taken from an order as read. */
export function poljaOf(nalog: RadniNalog): RadniNalogPolja {
  const { procenaId: _p, verzija: _v, izmenjeno: _i, izmenioIme: _n, predmetId: _s, ...polja } = nalog;
  return polja;
}

/** The body of a save: the fields, the valuation and the version they were edited from. */
export function saveBody(procenaId: number, polja: RadniNalogPolja, verzija: number): RadniNalogSave {
  return { ...polja, procenaId, verzija };
}

const NEMA_POLJA: readonly string[] = RADNI_NALOG_NEMA_LISTE;

/**
 * One option of a multi-select toggled: for instalacije, grejanje and pomocneProstorije the 'nema' rule of part 2 §4
 * (none added to others → only none; another added to a lone none → none removed), else a plain toggle.
 */
export function toggleOpcija(polje: keyof RadniNalogPolja, selected: readonly number[], id: number): number[] {
  return toggleOption(selected, id, NEMA_POLJA.includes(polje) ? RADNI_NALOG_NEMA_ID : undefined);
}

/**
 * The inspection day as sent (part 2 §5): the picked date shifted by the time-zone offset before it is cut to a day,
 * so the day the inspector picked is the day saved, whatever their zone (a local midnight east of UTC is still the
 * previous day in UTC).
 */
export function danZaSlanje(date: Date): string {
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

/** A stored day as the local date the calendar shows. */
export function datumOf(dan: string | null): Date | null {
  if (!dan) return null;
  const [year, month, day] = dan.split('-').map(Number);
  return year && month && day ? new Date(year, month - 1, day) : null;
}

/** The day formats by language: a formatter is costly to build and the form shows the date on every render. */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** Day, month name and year (part 2 §2): '20. novembar 2026.' or '20 November 2026'. */
export function prikazDana(dan: string | null, language: string): string {
  const date = datumOf(dan);
  if (!date) return '';
  const locale = language === 'sr' ? 'sr-Latn-RS' : 'en-GB';
  let format = dayFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric' });
    dayFormats.set(locale, format);
  }
  return format.format(date);
}

export const nazivOpcije = (opcija: RadniNalogOpcija, language: string) =>
  language === 'sr' ? opcija.naziv : opcija.nazivEn;

/** The names of a field's value, for the two versions of a conflict: options by name, lists joined, empty as ''. */
export function prikazVrednosti(
  polje: keyof RadniNalogPolja,
  polja: RadniNalogPolja,
  masterData: RadniNalogMasterData,
  language: string,
  lista?: keyof RadniNalogMasterData,
): string {
  const value = polja[polje];
  if (value === null || value === '') return '';
  if (lista) {
    const ids = Array.isArray(value) ? value : [value as number];
    return ids
      .map((id) => {
        const opcija = masterData[lista].find((candidate) => candidate.id === id);
        return opcija ? nazivOpcije(opcija, language) : `#${id}`;
      })
      .join(', ');
  }
  if (polje === 'datumInspekcije') return prikazDana(value as string, language);
  return String(value);
}

/** The fields whose values differ between two versions, in the form's order. */
export function razlike(a: RadniNalogPolja, b: RadniNalogPolja): (keyof RadniNalogPolja)[] {
  return RADNI_NALOG_POLJA.filter((polje) => JSON.stringify(a[polje]) !== JSON.stringify(b[polje]));
}

/** A whole number typed as text: null when empty, NaN when it is not one. */
export function brojIzTeksta(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return null;
  return /^\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}
