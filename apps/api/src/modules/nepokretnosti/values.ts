import { derivePropertyValues } from '@rp/fields';
import type { NepokretnostCreateParsed } from '@rp/contract';
import type { nepokretnosti } from '../../db/schema/index.ts';

type NepokretnostInsert = typeof nepokretnosti.$inferInsert;

/**
 * The columns a property is written with: the validated inputs plus the derived values, always recomputed here from
 * the inputs (the client's are never read). `datum` falls back to `today` (the firm's day, Europe/Belgrade). The form,
 * the API and the import all write through this one function.
 */
export function nepokretnostValues(
  input: NepokretnostCreateParsed,
  today: string,
): Omit<NepokretnostInsert, 'id' | 'idKreatora' | 'kreirano' | 'verzija' | 'importKljuc'> {
  const derived = derivePropertyValues(input);
  return {
    vrstaId: input.vrstaId,
    drzavaId: input.drzavaId,
    opstinaId: input.opstinaId,
    gradId: input.gradId,
    katastarId: input.katastarId,
    adresa: input.adresa,
    latitude: input.latitude,
    longitude: input.longitude,
    kvadratura: input.kvadratura,
    trazenaCena: input.trazenaCena,
    umanjenje: input.umanjenje,
    jedinicnaCena: derived.jedinicnaCena,
    korigovanaCena: derived.korigovanaCena,
    jedCenaNakonKor: derived.jedCenaNakonKor,
    trzisnaZakupnina: input.trzisnaZakupnina,
    jedinicnaCenaZakupnine: derived.jedinicnaCenaZakupnine,
    gradjevinskaVrednost: input.gradjevinskaVrednost,
    prethodnoProceTrzisnaVrednost: input.prethodnoProceTrzisnaVrednost,
    prethodnoProcGradjevinskaVrednost: input.prethodnoProcGradjevinskaVrednost,
    spratSpratnost: input.spratSpratnost,
    spratnostObjekta: input.spratnostObjekta,
    izvorInformacija: input.izvorInformacija,
    dodatneKarakteristike: input.dodatneKarakteristike,
    predmetProcene: input.predmetProcene,
    datum: input.datum ?? today,
  };
}
