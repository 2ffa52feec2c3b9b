/**
 * The property import's file layout (part 2 §4): one header row, then one property per row. The template, the
 * server's parser, the API README and the portal's import screen all read this one list. Columns are found by their
 * header (case, accents and Cyrillic ignored), so their order in a file is free; `aliases` are other headers taken
 * for the same column (the English name and the API field).
 */
export const IMPORT_KOLONE = [
  { kljuc: 'vrsta', naziv: 'Vrsta', nazivEn: 'Type', obavezna: true, primer: '811', aliases: ['vrstaId'] },
  {
    kljuc: 'opstina',
    naziv: 'Opština',
    nazivEn: 'Municipality',
    obavezna: true,
    primer: 'Novi Sad',
    aliases: ['opstinaId'],
  },
  {
    kljuc: 'mesto',
    naziv: 'Mesto',
    nazivEn: 'Place',
    obavezna: false,
    primer: 'Petrovaradin',
    aliases: ['Grad', 'gradId', 'City'],
  },
  {
    kljuc: 'katastar',
    naziv: 'Katastarska opština',
    nazivEn: 'Cadastral municipality',
    obavezna: false,
    primer: 'Petrovaradin',
    aliases: ['katastarId'],
  },
  { kljuc: 'adresa', naziv: 'Adresa', nazivEn: 'Address', obavezna: false, primer: 'Preradovićeva 12', aliases: [] },
  {
    kljuc: 'latitude',
    naziv: 'Geografska širina',
    nazivEn: 'Latitude',
    obavezna: false,
    primer: '45.2530',
    aliases: ['Širina'],
  },
  {
    kljuc: 'longitude',
    naziv: 'Geografska dužina',
    nazivEn: 'Longitude',
    obavezna: false,
    primer: '19.8635',
    aliases: ['Dužina'],
  },
  {
    kljuc: 'kvadratura',
    naziv: 'Površina (m²)',
    nazivEn: 'Area (m²)',
    obavezna: false,
    primer: '58.5',
    aliases: ['Površina', 'Kvadratura'],
  },
  {
    kljuc: 'trazenaCena',
    naziv: 'Tražena cena (€)',
    nazivEn: 'Asking price (€)',
    obavezna: false,
    primer: '98000',
    aliases: ['Tražena cena', 'Cena'],
  },
  {
    kljuc: 'umanjenje',
    naziv: 'Umanjenje (%)',
    nazivEn: 'Reduction (%)',
    obavezna: false,
    primer: '5',
    aliases: ['Umanjenje'],
  },
  {
    kljuc: 'trzisnaZakupnina',
    naziv: 'Tržišna zakupnina (€)',
    nazivEn: 'Market rent (€)',
    obavezna: false,
    primer: '450',
    aliases: ['Tržišna zakupnina', 'Zakupnina'],
  },
  {
    kljuc: 'gradjevinskaVrednost',
    naziv: 'Građevinska vrednost (€)',
    nazivEn: 'Construction value (€)',
    obavezna: false,
    primer: '61000',
    aliases: ['Građevinska vrednost'],
  },
  {
    kljuc: 'spratSpratnost',
    naziv: 'Sprat/spratnost',
    nazivEn: 'Floor',
    obavezna: false,
    primer: '3/5',
    aliases: ['Sprat'],
  },
  {
    kljuc: 'spratnostObjekta',
    naziv: 'Spratnost objekta',
    nazivEn: 'Floors of the building',
    obavezna: false,
    primer: 'P+4',
    aliases: ['Spratnost'],
  },
  {
    kljuc: 'izvorInformacija',
    naziv: 'Izvor informacija',
    nazivEn: 'Source of information',
    obavezna: false,
    primer: 'Oglas',
    aliases: ['Izvor'],
  },
  {
    kljuc: 'dodatneKarakteristike',
    naziv: 'Dodatne karakteristike',
    nazivEn: 'Additional features',
    obavezna: false,
    primer: 'Terasa, lift, centralno grejanje',
    aliases: ['Napomena'],
  },
  { kljuc: 'datum', naziv: 'Datum', nazivEn: 'Date', obavezna: false, primer: '15.03.2026', aliases: [] },
] as const;

export type ImportKolona = (typeof IMPORT_KOLONE)[number];
export type ImportKolonaKljuc = ImportKolona['kljuc'];

/** The multipart field the import file is sent in. */
export const IMPORT_FIELD = 'file';
/** The largest import file (bytes); a larger one is refused with 413. */
export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;
/** The most data rows one file may hold; a file with more is refused with 400 before anything is written. */
export const IMPORT_MAX_ROWS = 50_000;
/** What the file picker offers; the server decides by the content, not by the name. */
export const IMPORT_ACCEPT = '.xlsx,.csv';
/** The template's file name (GET NEPOKRETNOSTI_PATHS.importTemplate). */
export const IMPORT_TEMPLATE_NAME = 'nepokretnosti-sablon.xlsx';

/** 'Uspešno uvezeno N nepokretnosti.' and its counterpart with refused rows, as the server's Message. */
export function importPoruka(saved: number, skipped: number, refused: number): string {
  const parts = [`Uvezeno nepokretnosti: ${saved}.`];
  if (skipped > 0) parts.push(`Već postoje u bazi (preskočeno): ${skipped}.`);
  if (refused > 0) parts.push(`Neispravnih redova: ${refused}.`);
  return parts.join(' ');
}
