import {
  RADNI_NALOG_LISTE,
  RADNI_NALOG_LISTA_IMENA,
  type RadniNalog,
  type RadniNalogMasterData,
  type RadniNalogSaveParsed,
} from '@rp/contract';
import type { Db } from '../../db/client.ts';
import { badRequest, notFound, stale } from '../../lib/http-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { diffFields } from '../audit/diff.ts';
import { recordChange } from '../audit/repository.ts';
import {
  findProcenaAdresa,
  findRadniNalog,
  insertRadniNalog,
  listOpcije,
  lockRadniNalog,
  opcijeIds,
  updateRadniNalog,
  type RadniNalogRow,
  type RadniNalogValues,
} from './repository.ts';

const missing = (procenaId: number) => notFound(`Procena sa id-em ${procenaId}`);

/** GET radninalog/masterdata: every list, each option in id order. */
export async function getMasterData(db: Db): Promise<RadniNalogMasterData> {
  const byLista = await listOpcije(db);
  return Object.fromEntries(
    RADNI_NALOG_LISTA_IMENA.map((lista) => [lista, byLista.get(lista) ?? []]),
  ) as RadniNalogMasterData;
}

function valuesOfRow(row: RadniNalogRow): RadniNalogValues {
  const { procenaId: _p, verzija: _v, izmenio: _i, izmenjeno: _z, ...values } = row;
  return values;
}

function answerOf(procenaId: number, values: RadniNalogValues, stamp: Stamp): RadniNalog {
  return {
    procenaId,
    adresa: values.adresa ?? '',
    dodatneKarakteristike: values.dodatneKarakteristike ?? '',
    sprat: values.sprat ?? '',
    svetlaVisina: values.svetlaVisina ?? null,
    netoPovrsina: values.netoPovrsina ?? null,
    datumInspekcije: values.datumInspekcije ?? null,
    temeljId: values.temeljId ?? null,
    nosecaKonstrId: values.nosecaKonstrId ?? null,
    medjuspratnaKonstrId: values.medjuspratnaKonstrId ?? null,
    zidoviSpoljasnjiId: values.zidoviSpoljasnjiId ?? null,
    krovnaKonstrId: values.krovnaKonstrId ?? null,
    krovniPrekrivacId: values.krovniPrekrivacId ?? null,
    podneObloge: values.podneObloge ?? [],
    obradaPlafonaId: values.obradaPlafonaId ?? null,
    obradaZidovaId: values.obradaZidovaId ?? null,
    spoljasnjeStolarije: values.spoljasnjeStolarije ?? [],
    unutrasnjaStolarijaId: values.unutrasnjaStolarijaId ?? null,
    fasadaId: values.fasadaId ?? null,
    fasadeDodatne: values.fasadeDodatne ?? '',
    javnoParkiranjeId: values.javnoParkiranjeId ?? null,
    telefonskeLinijeId: values.telefonskeLinijeId ?? null,
    instalacije: values.instalacije ?? [],
    klimatizacijaId: values.klimatizacijaId ?? null,
    lift: (values.lift ?? 'nepoznato') as RadniNalog['lift'],
    vodovodId: values.vodovodId ?? null,
    kanalizacijaId: values.kanalizacijaId ?? null,
    grejanje: values.grejanje ?? [],
    godinaGradnje: values.godinaGradnje ?? null,
    adaptacija: values.adaptacija ?? '',
    radoviPriAdaptaciji: values.radoviPriAdaptaciji ?? '',
    pomocneProstorije: values.pomocneProstorije ?? [],
    tekuceOdrzavanje: values.tekuceOdrzavanje ?? '',
    ...stamp,
  };
}

interface Stamp {
  predmetId: number | null;
  verzija: number;
  izmenjeno: string | null;
  izmenioIme: string | null;
}

/**
 * GET radninalog/{procenaId}: the saved order, or (verzija 0) an empty one whose address and floor come from the
 * valuation's first subject. Undefined when the valuation does not exist.
 */
export async function getRadniNalog(db: Db, procenaId: number): Promise<RadniNalog | undefined> {
  const procena = await findProcenaAdresa(db, procenaId);
  if (!procena) return undefined;
  const predmetId = procena.predmet?.id ?? null;
  const found = await findRadniNalog(db, procenaId);
  if (found) {
    return answerOf(procenaId, valuesOfRow(found.nalog), {
      predmetId,
      verzija: found.nalog.verzija,
      izmenjeno: found.nalog.izmenjeno.toISOString(),
      izmenioIme: found.izmenioIme,
    });
  }
  return answerOf(
    procenaId,
    { adresa: procena.predmet?.adresa ?? '', sprat: procena.predmet?.sprat ?? '' },
    { predmetId, verzija: 0, izmenjeno: null, izmenioIme: null },
  );
}

/** Every option id must exist in its field's list (the 'nema' and duplicate rules are the contract's schema). */
async function checkOpcije(tx: Db, input: RadniNalogSaveParsed): Promise<void> {
  const ids = await opcijeIds(tx);
  for (const { lista, polje } of RADNI_NALOG_LISTE) {
    const value = input[polje];
    const chosen = Array.isArray(value) ? value : value === null ? [] : [value];
    const known = ids.get(lista);
    for (const id of chosen)
      if (!known?.has(id)) throw badRequest(`Izabrana opcija (id ${id}) ne postoji u polju ${polje}.`);
  }
}

function valuesOf(input: RadniNalogSaveParsed): RadniNalogValues {
  const { procenaId: _procenaId, verzija: _verzija, ...values } = input;
  return values;
}

/**
 * POST radninalog/{procenaId}: the whole order, in one transaction under the valuation's row lock (two first saves
 * cannot both insert). A `verzija` other than the stored one (0 when none is stored) is refused with 409; nothing is
 * written on any refusal. The change is audited under the valuation (`Kontekst.RadniNalog`).
 */
export async function saveRadniNalog(
  db: Db,
  procenaId: number,
  input: RadniNalogSaveParsed,
  user: AuthUser,
): Promise<RadniNalog> {
  if (input.procenaId !== undefined && input.procenaId !== procenaId)
    throw badRequest('Id u telu zahteva nije id iz putanje.');
  await db.transaction(async (tx) => {
    if (!(await findProcenaAdresa(tx, procenaId, true))) throw missing(procenaId);
    const stored = await lockRadniNalog(tx, procenaId);
    if (input.verzija !== undefined && input.verzija !== (stored?.verzija ?? 0)) throw stale();
    await checkOpcije(tx, input);
    const values = valuesOf(input);
    if (stored) await updateRadniNalog(tx, procenaId, values, user.id);
    else await insertRadniNalog(tx, procenaId, values, user.id);
    await recordChange(tx, {
      entitet: 'procene',
      zapisId: procenaId,
      akcija: 'update',
      autorId: user.id,
      izmene: diffFields(stored ? valuesOfRow(stored) : null, values),
      kontekst: { RadniNalog: true },
    });
  });
  return (await getRadniNalog(db, procenaId))!;
}
