import { FAZE_PLACANJA, FAZE_PROCENE, TIPOVI_PROCENE } from '@rp/contract';

type Named = { readonly id: number; readonly naziv: string; readonly nazivEn: string };

const nameIn = (list: readonly Named[], id: number, language: string) => {
  const entry = list.find((item) => item.id === id);
  if (!entry) return String(id);
  return language === 'sr' ? entry.naziv : entry.nazivEn;
};

/** A phase, payment phase or valuation type by its id, in the interface's language. */
export const fazaNaziv = (id: number, language: string) => nameIn(FAZE_PROCENE, id, language);
export const fazaPlacanjaNaziv = (id: number, language: string) => nameIn(FAZE_PLACANJA, id, language);
export const tipProceneNaziv = (id: number, language: string) => nameIn(TIPOVI_PROCENE, id, language);

/** The options of a select over one of the lists. */
export const optionsOf = (list: readonly Named[], language: string) =>
  list.map((item) => ({ value: String(item.id), label: language === 'sr' ? item.naziv : item.nazivEn }));
