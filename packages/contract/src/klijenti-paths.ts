// The clients' paths and constants without zod (klijenti.ts holds the schemas): a portal's first bundle starts the
// opened list's request with these and carries no schema library.

export const KLIJENTI_PATHS = {
  list: '/api/klijenti',
  byId: '/api/klijenti/:id',
  /** The clients (type 1) for a picker: id and name only. */
  klijenti: '/api/klijenti/get/klijent',
  create: '/api/klijenti',
  update: '/api/klijenti',
  delete: '/api/klijenti/:id',
} as const;

/**
 * The client type (part 1 §3, the `tipoviKlijenta[]` filter): 1 client, 2 bank, 3 banker. A valuation names a bank
 * (idKlijenta), a client (idKlijenta2) and a banker (idKlijenta3), all rows of this one register.
 */
export const TIP_KLIJENTA = { klijent: 1, banka: 2, bankar: 3 } as const;
export const TIPOVI_KLIJENTA = [1, 2, 3] as const;
export type TipKlijenta = (typeof TIPOVI_KLIJENTA)[number];

export const KLIJENT_SORT = ['naziv', 'tip', 'lice', 'maticniBroj', 'mesto'] as const;
export type KlijentSort = (typeof KLIJENT_SORT)[number];
