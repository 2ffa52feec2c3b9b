import { MISSING_DATE, type Evidencija } from '@rp/contract';

/**
 * One day of a worker's record as the server answers it, for stories and tests (the time record, the working day):
 * a weekday with eight hours planned, nothing worked and not signed in, unless `over` says otherwise.
 */
export function storyDay(radnikId: number, datum: string, over: Partial<Evidencija> = {}): Evidencija {
  return {
    RadnikId: radnikId,
    Datum: datum,
    Pocetak: MISSING_DATE,
    Kraj: MISSING_DATE,
    TrajanjePocetak: '09:00:00',
    TrajanjeKraj: '17:00:00',
    Planirano: '08:00:00',
    Odradjeno: '00:00:00',
    MerenoVreme: '00:00:00',
    OdradjenoMereno: '00:00:00',
    Ispravljeno: false,
    NaCekanju: false,
    Zaposlen: true,
    Vikend: false,
    Praznik: false,
    Godisnji: false,
    Stanje: 'odjavljen',
    ...over,
  };
}
