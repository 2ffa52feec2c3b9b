// The property register's paths, type codes and search constants without zod (nepokretnosti.ts holds the schemas): a
// portal's first bundle starts the opened list's requests with these and carries no schema library.

/**
 * The property register (part 2 §2, §3, §7): every sold or offered flat, house, office and plot with its price per m².
 * A property's documents (`fileGroupId`) and images (`slikaGroupId`) are grouped by the property's own id.
 */
export const NEPOKRETNOSTI_PATHS = {
  list: '/api/nepokretnosti',
  /** The map of the same search: light items for every match (up to NEPOKRETNOSTI_MAPA_MAX). */
  mapa: '/api/nepokretnosti/mapa',
  byId: '/api/nepokretnosti/:id',
  create: '/api/nepokretnosti',
  update: '/api/nepokretnosti',
  delete: '/api/nepokretnosti/:id',
  /** The images of a property (its slikaGroupId), ordered by redniBroj. */
  slike: '/api/nepokretnosti/:id/slike',
  /** One image's bytes (GET), its rename (PUT, body { Naziv }) and its delete (DELETE). */
  slika: '/api/nepokretnosti/slike/:id',
  /** Marks one image of the group as the main one. */
  glavna: '/api/nepokretnosti/:groupId/glavna/:imageId',
  /** PUT: the whole image list of a group (order, names, main); POST: bulk delete of a list of ids. */
  slikeLista: '/api/nepokretnosti/slike/',
  /** Multipart upload of images (field UPLOAD_FIELD), up to MAX_FILES_PER_UPLOAD per request. */
  upload: '/api/nepokretnosti/:id/slike',
  /** Every image of a property as one zip. */
  sveSlike: '/api/nepokretnosti/:id/sveslike',
  /** Admin: multipart import of one xlsx or csv file. */
  import: '/api/nepokretnosti/file/loadNepokretnosti/',
  /** Admin: the import template (xlsx) with the column layout. */
  importTemplate: '/api/nepokretnosti/file/template',
  /** Cadastral municipalities of a municipality (GET ?opstinaId). */
  katastri: '/api/lokacija/katastri',
} as const;

/** Property groups (tipNepokretnosti): the first two digits of the type code. */
export const TIPOVI_NEPOKRETNOSTI = [
  { id: 81, naziv: 'Stambeni prostor', nazivEn: 'Residential' },
  { id: 82, naziv: 'Poslovni prostor', nazivEn: 'Commercial' },
  { id: 83, naziv: 'Zemljište i ostali objekti', nazivEn: 'Land and other buildings' },
] as const;

/** The property type codes of part 2 §9 (vrsta.id) with their Serbian and English names. */
export const VRSTE_NEPOKRETNOSTI = [
  { id: 811, naziv: 'Stan', nazivEn: 'Apartment' },
  { id: 812, naziv: 'Kuća', nazivEn: 'House' },
  { id: 813, naziv: 'Garaža', nazivEn: 'Garage' },
  { id: 814, naziv: 'Garažno ili parking mesto', nazivEn: 'Parking space' },
  { id: 821, naziv: 'Poslovni prostor (kancelarija)', nazivEn: 'Office' },
  { id: 822, naziv: 'Lokal', nazivEn: 'Retail unit' },
  { id: 823, naziv: 'Magacin', nazivEn: 'Warehouse' },
  { id: 824, naziv: 'Proizvodni objekat', nazivEn: 'Industrial building' },
  { id: 825, naziv: 'Ugostiteljski objekat', nazivEn: 'Hospitality building' },
  { id: 826, naziv: 'Poslovna zgrada', nazivEn: 'Office building' },
  { id: 831, naziv: 'Građevinsko zemljište', nazivEn: 'Building land' },
  { id: 832, naziv: 'Poljoprivredno zemljište', nazivEn: 'Agricultural land' },
  { id: 833, naziv: 'Šumsko zemljište', nazivEn: 'Forest land' },
  { id: 834, naziv: 'Vikendica', nazivEn: 'Holiday cottage' },
  { id: 835, naziv: 'Pomoćni objekat', nazivEn: 'Outbuilding' },
] as const;
export type VrstaNepokretnosti = (typeof VRSTE_NEPOKRETNOSTI)[number];
export const VRSTA_KODOVI = VRSTE_NEPOKRETNOSTI.map((vrsta) => vrsta.id);
export type VrstaKod = VrstaNepokretnosti['id'];

export function isVrstaKod(value: number): value is VrstaKod {
  return (VRSTA_KODOVI as readonly number[]).includes(value);
}

/** The group of a type code: 811 → 81. */
export function tipOdVrste(vrsta: number): number {
  return Math.floor(vrsta / 10);
}

/** List and search constants (part 2 §9). */
export const NEPOKRETNOSTI_LIMIT = 50;
export const NEPOKRETNOSTI_LOAD_MORE = 20;
/** The largest page one call answers. */
export const NEPOKRETNOSTI_MAX_LIMIT = 500;
/** The most map items one call answers; the answer says when more matched. */
export const NEPOKRETNOSTI_MAPA_MAX = 10_000;
export const RADIUS_DEFAULT_M = 750;
export const RADIUS_MIN_M = 10;
export const RADIUS_MAX_M = 50_000;
/**
 * The default search window: 31,622,400,000 ms (366 days) back to today. Part 2 §9 calls it "about 1000 days", but
 * the figure it gives is 366 days; the figure is taken.
 */
export const NEPOKRETNOSTI_PERIOD_MS = 31_622_400_000;

export const NEPOKRETNOST_SORT = ['datum', 'trazenaCena', 'kvadratura', 'jedinicnaCena', 'udaljenost'] as const;
export type NepokretnostSort = (typeof NEPOKRETNOST_SORT)[number];

/** A from–to pair of the search: the from-value may not exceed the to-value. */
export const OPSEZI_PRETRAGE = [
  ['prviKvadratura', 'drugiKvadratura'],
  ['prviCena', 'drugiCena'],
  ['prviCenaPoM2', 'drugiCenaPoM2'],
  ['prviCenaZakupaPoM2', 'drugiCenaZakupaPoM2'],
] as const;
