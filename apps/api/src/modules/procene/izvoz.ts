import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import {
  FAZE_PLACANJA,
  FAZE_PROCENE,
  TIPOVI_PROCENE,
  VRSTE_NEPOKRETNOSTI,
  type JezikPoruka,
  type ProcenaListItem,
} from '@rp/contract';
import { localDate } from '../../lib/time.ts';

/**
 * The valuations' export (GET procene/izvoz): the filtered list as an xlsx written row by row with ExcelJS's streaming
 * writer (typed cells: dates as dates, prices as numbers in RSD, a frozen header), or as a csv for any spreadsheet
 * (`;`, UTF-8 with a BOM, cells that a spreadsheet would run as a formula made text).
 */

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const CSV_MIME = 'text/csv; charset=utf-8';
export const RSD_FORMAT = '#,##0.00 "RSD"';
export const DATUM_FORMAT = 'dd/mm/yyyy';

type Vrednost = string | number | Date | null;

interface Kolona {
  sr: string;
  en: string;
  width: number;
  vrsta: 'tekst' | 'broj' | 'datum' | 'cena';
  vrednost: (item: ProcenaListItem, jezik: JezikPoruka) => Vrednost;
}

/**
 * The first subject's name. A subject without a name of its own is named by its type, in Serbian (the list call's
 * value): in an English file it is the type's English name, as the list shows it; a name someone gave stays as given.
 */
function predmet(item: ProcenaListItem, jezik: JezikPoruka): string | null {
  const name = item.nazivPrvogPredmetaProcene;
  if (jezik !== 'en' || !name || item.vrstaId === null) return name;
  const vrsta = VRSTE_NEPOKRETNOSTI.find((entry) => entry.id === item.vrstaId);
  return vrsta && vrsta.naziv === name ? vrsta.nazivEn : name;
}

const naziv = (list: readonly { id: number; naziv: string; nazivEn: string }[], id: number, jezik: JezikPoruka) => {
  const item = list.find((candidate) => candidate.id === id);
  return item ? (jezik === 'en' ? item.nazivEn : item.naziv) : String(id);
};

/** The firm's day of an instant as a date at UTC midnight: what a spreadsheet shows as that day. */
function dan(instant: string | null): Date | null {
  if (!instant) return null;
  return new Date(`${localDate(new Date(instant))}T00:00:00Z`);
}

const PRIORITETI: Record<number, [string, string]> = {
  1: ['Visok', 'High'],
  2: ['Srednji', 'Medium'],
  3: ['Nizak', 'Low'],
};

export const KOLONE: readonly Kolona[] = [
  { sr: 'ID', en: 'ID', width: 9, vrsta: 'broj', vrednost: (i) => i.id },
  { sr: 'Datum unosa', en: 'Entered', width: 12, vrsta: 'datum', vrednost: (i) => dan(i.datumUnosa) },
  { sr: 'Naziv', en: 'Name', width: 38, vrsta: 'tekst', vrednost: (i) => i.naziv },
  {
    sr: 'Tip procene',
    en: 'Valuation type',
    width: 20,
    vrsta: 'tekst',
    vrednost: (i, j) => naziv(TIPOVI_PROCENE, i.tip, j),
  },
  { sr: 'Faza', en: 'Phase', width: 13, vrsta: 'tekst', vrednost: (i, j) => naziv(FAZE_PROCENE, i.faza, j) },
  {
    sr: 'Faza plaćanja',
    en: 'Payment phase',
    width: 18,
    vrsta: 'tekst',
    vrednost: (i, j) => naziv(FAZE_PLACANJA, i.fazaPlacanjaId, j),
  },
  {
    sr: 'Prioritet',
    en: 'Priority',
    width: 10,
    vrsta: 'tekst',
    vrednost: (i, j) => PRIORITETI[i.prioritet]?.[j === 'en' ? 1 : 0] ?? String(i.prioritet),
  },
  { sr: 'Banka', en: 'Bank', width: 32, vrsta: 'tekst', vrednost: (i) => i.bankaNaziv },
  { sr: 'Bankar', en: 'Banker', width: 22, vrsta: 'tekst', vrednost: (i) => i.bankarNaziv },
  { sr: 'Klijent', en: 'Client', width: 30, vrsta: 'tekst', vrednost: (i) => i.klijentNaziv },
  { sr: 'Vođa', en: 'Leader', width: 20, vrsta: 'tekst', vrednost: (i) => i.vodjaIme },
  { sr: 'Inspektor', en: 'Inspector', width: 20, vrsta: 'tekst', vrednost: (i) => i.inspektorIme },
  { sr: 'Dogovorena cena', en: 'Agreed price', width: 18, vrsta: 'cena', vrednost: (i) => i.dogovorenaCena },
  { sr: 'Datum završetka', en: 'Completed', width: 12, vrsta: 'datum', vrednost: (i) => dan(i.datumZavrsetka) },
  { sr: 'Datum slanja', en: 'Sent', width: 12, vrsta: 'datum', vrednost: (i) => dan(i.datumSlanja) },
  { sr: 'Predmet procene', en: 'Subject', width: 22, vrsta: 'tekst', vrednost: predmet },
  { sr: 'Adresa', en: 'Address', width: 28, vrsta: 'tekst', vrednost: (i) => i.adresa },
  { sr: 'Opština', en: 'Municipality', width: 16, vrsta: 'tekst', vrednost: (i) => i.opstina },
  { sr: 'Mesto', en: 'Place', width: 16, vrsta: 'tekst', vrednost: (i) => i.grad },
  {
    sr: 'Snimanje',
    en: 'Recorded',
    width: 10,
    vrsta: 'tekst',
    vrednost: (i, j) => (i.inspekcijaSnimanje ? (j === 'en' ? 'Yes' : 'Da') : j === 'en' ? 'No' : 'Ne'),
  },
  { sr: 'Opis', en: 'Description', width: 40, vrsta: 'tekst', vrednost: (i) => i.opis },
];

/** The export's file name: procene-<the firm's today>.<format>. */
export const izvozNaziv = (format: 'xlsx' | 'csv', now = new Date()) => `procene-${localDate(now)}.${format}`;

/** Streams the rows as an xlsx; the stream ends when the workbook is complete. */
export function xlsxStream(items: readonly ProcenaListItem[], jezik: JezikPoruka): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  workbook.creator = 'RP';
  const sheet = workbook.addWorksheet(jezik === 'en' ? 'Valuations' : 'Procene', {
    views: [{ state: 'frozen', ySplit: 1, xSplit: 0 }],
  });
  sheet.columns = KOLONE.map((kolona, index) => ({
    key: String(index),
    width: kolona.width,
    style:
      kolona.vrsta === 'cena'
        ? { numFmt: RSD_FORMAT }
        : kolona.vrsta === 'datum'
          ? { numFmt: DATUM_FORMAT }
          : kolona.vrsta === 'broj'
            ? { numFmt: '0' }
            : {},
  }));
  const header = sheet.addRow(KOLONE.map((kolona) => (jezik === 'en' ? kolona.en : kolona.sr)));
  header.font = { bold: true };
  header.eachCell((cell) => {
    cell.numFmt = 'General';
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE8EEF4' } };
  });
  header.commit();
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: KOLONE.length } };
  void (async () => {
    try {
      for (const item of items) sheet.addRow(KOLONE.map((kolona) => kolona.vrednost(item, jezik))).commit();
      sheet.commit();
      await workbook.commit();
    } catch (error) {
      out.destroy(error as Error);
    }
  })();
  return out;
}

/** A spreadsheet runs a cell that starts with these as a formula (CSV injection): such text gets a leading `'`. */
const FORMULA = /^[=+\-@\t\r]/;

function csvCell(value: Vrednost, vrsta: Kolona['vrsta'], jezik: JezikPoruka): string {
  if (value === null) return '';
  let text: string;
  if (value instanceof Date) {
    const [godina, mesec, danUMesecu] = value.toISOString().slice(0, 10).split('-');
    text = `${danUMesecu}/${mesec}/${godina}`;
  } else if (typeof value === 'number') {
    text = vrsta === 'cena' ? value.toFixed(2) : String(value);
    if (jezik === 'sr') text = text.replace('.', ',');
  } else {
    text = FORMULA.test(value) ? `'${value}` : value;
  }
  return /[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Streams the rows as csv: a BOM (so spreadsheets read UTF-8), `;` between cells, CRLF between rows. */
export function csvStream(items: readonly ProcenaListItem[], jezik: JezikPoruka): Readable {
  const out = new PassThrough();
  void (async () => {
    const write = (chunk: string) =>
      out.write(chunk) ? Promise.resolve() : new Promise<void>((resolve) => out.once('drain', resolve));
    await write(
      `\uFEFF${KOLONE.map((kolona) => csvCell(jezik === 'en' ? kolona.en : kolona.sr, 'tekst', jezik)).join(';')}\r\n`,
    );
    let batch = '';
    for (const [index, item] of items.entries()) {
      batch += `${KOLONE.map((kolona) => csvCell(kolona.vrednost(item, jezik), kolona.vrsta, jezik)).join(';')}\r\n`;
      if (index % 500 === 499) {
        await write(batch);
        batch = '';
      }
    }
    if (batch) await write(batch);
    out.end();
  })();
  return out;
}
