import { sql, type SQL } from 'drizzle-orm';
import { manyRows, resultRows, type Db } from '../../db/client.ts';
import { FIRM_TIME_ZONE } from '../../lib/time.ts';

/**
 * The money model's SQL (README, "Statistics: the money model"). Every sum is computed by PostgreSQL; JavaScript
 * only lays the grouped rows out as the wire's lists. Valuations are read from their monthly roll-ups
 * (`db/schema/statistika.ts`, kept by triggers), work time and jobs from their own tables.
 */

const TZ = sql.raw(`'${FIRM_TIME_ZONE}'`);

/** A period of whole months in the firm's time zone: `od` the first day, `do` the first day after the last month. */
export interface Period {
  od: string;
  do: string;
}

const pocetak = (period: Period) => sql`(${period.od}::timestamp at time zone ${TZ})`;
const kraj = (period: Period) => sql`(${period.do}::timestamp at time zone ${TZ})`;
/** The month of an instant in the firm's zone, as a timestamp: grouping on it is cheaper than on text. */
const mesecOd = (instant: SQL) => sql`date_trunc('month', ${instant} at time zone ${TZ})`;
const mesecDana = (datum: SQL) => sql`date_trunc('month', ${datum}::timestamp)`;
/** A roll-up's month (its first day) lies in the period. */
const uPeriodu = (mesec: SQL, period: Period) => sql`${mesec} >= ${period.od}::date and ${mesec} < ${period.do}::date`;

/** Worked seconds per worker and day: the hand-set worked time of the day, else its closed sign-in intervals. */
const radniDani = (period: Period, radnici?: number[]) => sql`
  select coalesce(e.radnik_id, i.radnik_id) as radnik_id, coalesce(e.datum, i.datum) as datum,
         coalesce(e.odradjeno_rucno, i.sekundi, 0)::float8 as sekundi
  from (
    select radnik_id, datum, odradjeno_rucno from evidencija
    where datum >= ${period.od}::date and datum < ${period.do}::date and odradjeno_rucno is not null
      ${radnici ? sql`and radnik_id = any(${sql.param(radnici)}::int[])` : sql``}
  ) e
  full join (
    select radnik_id, datum, sum(extract(epoch from kraj - pocetak)) as sekundi from evidencija_intervali
    where datum >= ${period.od}::date and datum < ${period.do}::date and kraj is not null
      ${radnici ? sql`and radnik_id = any(${sql.param(radnici)}::int[])` : sql``}
    group by radnik_id, datum
  ) i on i.radnik_id = e.radnik_id and i.datum = e.datum`;

/** Closed task intervals that started in the period, in hours, with their job. */
const zadatakSati = (period: Period) => sql`
  select zi.zadatak_id, zi.radnik_id, z.posao_id, ${mesecOd(sql`zi.pocetak`)} as mesec,
         extract(epoch from zi.kraj - zi.pocetak)::float8 / 3600 as sati
  from zadatak_intervali zi join zadaci z on z.id = zi.zadatak_id
  where zi.kraj is not null and zi.pocetak >= ${pocetak(period)} and zi.pocetak < ${kraj(period)}`;

/** Jobs whose every task is finished, completed at their last task's finish, when that falls in the period. */
const posloviZavrseni = (period: Period) => sql`
  select * from (
    select p.id, p.id_klijenta, p.dogovorena_cena::float8 as cena, max(z.zavrseno) as zavrseno
    from poslovi p join zadaci z on z.posao_id = p.id
    group by p.id
    having bool_and(z.status = 'zavrsen') and count(z.zavrseno) = count(*)
  ) j where j.zavrseno >= ${pocetak(period)} and j.zavrseno < ${kraj(period)}`;

export interface MesecIznos {
  mesec: string;
  prihod: number;
  rashod: number;
}

/** Income and expenses of the firm per month of the period (months without any are absent). */
export async function novacPoMesecima(db: Db, period: Period): Promise<MesecIznos[]> {
  const result = await db.execute(sql`
    with
    prihod as (
      select mesec::timestamp as mesec, cena::float8 as iznos from statistika_klijenti_mesec
      where ${uPeriodu(sql`mesec`, period)}
      union all
      select ${mesecOd(sql`zavrseno`)}, cena from (${posloviZavrseni(period)}) j
    ),
    rashod as (
      select ${mesecDana(sql`d.datum`)} as mesec, d.sekundi / 3600 * r.cena_rada::float8 as iznos
      from (${radniDani(period)}) d join radnici r on r.id = d.radnik_id
      union all
      select zs.mesec, zs.sati * m.cena_po_satu::float8
      from (${zadatakSati(period)}) zs
        join zadatak_oprema zo on zo.zadatak_id = zs.zadatak_id
        join masine m on m.id = zo.masina_id
    ),
    sve as (
      select mesec, iznos as prihod, 0::float8 as rashod from prihod
      union all
      select mesec, 0::float8, iznos from rashod
    )
    select to_char(mesec, 'YYYY-MM') as mesec, sum(prihod)::float8 as prihod, sum(rashod)::float8 as rashod
    from sve group by sve.mesec order by sve.mesec`);
  return resultRows<MesecIznos>(result);
}

export interface ResursMesec extends MesecIznos {
  kljuc: string;
}

/**
 * Income and expenses per resource (`r{id}` worker, `m{id}` machine) and month. A valuation's price is shared
 * equally by its leader and its inspector; a job's price by the hours each worker and machine spent on its tasks.
 */
export async function resursiPoMesecima(
  db: Db,
  period: Period,
  radnici: number[],
  masine: number[],
): Promise<ResursMesec[]> {
  const kljucevi = [...radnici.map((id) => `r${id}`), ...masine.map((id) => `m${id}`)];
  if (kljucevi.length === 0) return [];
  const result = await db.execute(sql`
    with
    vprihod as (
      select 'r' || radnik_id as kljuc, mesec::timestamp as mesec, prihod::float8 as iznos
      from statistika_radnici_mesec
      where ${uPeriodu(sql`mesec`, period)} and radnik_id = any(${sql.param(radnici)}::int[])
    ),
    pz as (${posloviZavrseni(period)}),
    zadaci_poslova as (
      select zi.zadatak_id, zi.radnik_id, z.posao_id, extract(epoch from zi.kraj - zi.pocetak)::float8 / 3600 as sati
      from pz join zadaci z on z.posao_id = pz.id join zadatak_intervali zi on zi.zadatak_id = z.id
      where zi.kraj is not null
    ),
    resurs_sati as (
      select posao_id, 'r' || radnik_id as kljuc, sum(sati) as sati from zadaci_poslova
      where radnik_id is not null group by posao_id, radnik_id
      union all
      select zp.posao_id, 'm' || zo.masina_id, sum(zp.sati) from zadaci_poslova zp
        join zadatak_oprema zo on zo.zadatak_id = zp.zadatak_id group by zp.posao_id, zo.masina_id
    ),
    jprihod as (
      select rs.kljuc, ${mesecOd(sql`pz.zavrseno`)} as mesec,
             pz.cena * rs.sati / nullif(sum(rs.sati) over (partition by rs.posao_id), 0) as iznos
      from resurs_sati rs join pz on pz.id = rs.posao_id
    ),
    rashod as (
      select 'r' || d.radnik_id as kljuc, ${mesecDana(sql`d.datum`)} as mesec,
             d.sekundi / 3600 * r.cena_rada::float8 as iznos
      from (${radniDani(period, radnici)}) d join radnici r on r.id = d.radnik_id
      union all
      select 'm' || m.id, zs.mesec, zs.sati * m.cena_po_satu::float8
      from (${zadatakSati(period)}) zs
        join zadatak_oprema zo on zo.zadatak_id = zs.zadatak_id
        join masine m on m.id = zo.masina_id
      where m.id = any(${sql.param(masine)}::int[])
    ),
    sve as (
      select kljuc, mesec, iznos as prihod, 0::float8 as rashod from vprihod
      union all
      select kljuc, mesec, iznos, 0 from jprihod where iznos is not null
      union all
      select kljuc, mesec, 0, iznos from rashod
    )
    select kljuc, to_char(mesec, 'YYYY-MM') as mesec, sum(prihod)::float8 as prihod, sum(rashod)::float8 as rashod
    from sve where kljuc = any(${sql.param(kljucevi)}::text[])
    group by kljuc, sve.mesec order by kljuc, sve.mesec`);
  return resultRows<ResursMesec>(result);
}

export interface KlijentIznos {
  id: number;
  naziv: string;
  prihod: number;
  rashod: number;
  profit: number;
  prihodPostotak: number;
  rashodPostotak: number;
  profitPostotak: number;
}

/**
 * Income and direct expenses per client over the period, with each one's share (2 decimals) of the clients' positive
 * totals. A valuation belongs to its client, else to its bank; a job to its client. Direct expenses are the hours
 * worked on the client's job tasks at the workers' and machines' rates.
 */
export async function klijentiUdeli(db: Db, period: Period): Promise<KlijentIznos[]> {
  // Every client with income or expenses in the period: tens of thousands in a busy year (see manyRows).
  const query = sql`
    with
    sve as (
      select klijent_id, cena::float8 as prihod, 0::float8 as rashod
      from statistika_klijenti_mesec
      where ${uPeriodu(sql`mesec`, period)} and klijent_id <> 0
      union all
      select id_klijenta, cena, 0 from (${posloviZavrseni(period)}) j where id_klijenta is not null
      union all
      select p.id_klijenta, 0, zs.sati * r.cena_rada::float8
      from (${zadatakSati(period)}) zs join poslovi p on p.id = zs.posao_id join radnici r on r.id = zs.radnik_id
      where p.id_klijenta is not null
      union all
      select p.id_klijenta, 0, zs.sati * m.cena_po_satu::float8
      from (${zadatakSati(period)}) zs join poslovi p on p.id = zs.posao_id
        join zadatak_oprema zo on zo.zadatak_id = zs.zadatak_id join masine m on m.id = zo.masina_id
      where p.id_klijenta is not null
    ),
    po_klijentu as (
      select klijent_id, sum(prihod) as prihod, sum(rashod) as rashod, sum(prihod) - sum(rashod) as profit
      from sve group by klijent_id
    ),
    udeli as (
      select *,
        sum(greatest(prihod, 0)) over () as uk_prihod,
        sum(greatest(rashod, 0)) over () as uk_rashod,
        sum(greatest(profit, 0)) over () as uk_profit
      from po_klijentu
    )
    select u.klijent_id as id, k.naziv,
      round(u.prihod::numeric, 2)::float8 as prihod,
      round(u.rashod::numeric, 2)::float8 as rashod,
      round(u.profit::numeric, 2)::float8 as profit,
      coalesce(round((100 * greatest(u.prihod, 0) / nullif(u.uk_prihod, 0))::numeric, 2), 0)::float8 as "prihodPostotak",
      coalesce(round((100 * greatest(u.rashod, 0) / nullif(u.uk_rashod, 0))::numeric, 2), 0)::float8 as "rashodPostotak",
      coalesce(round((100 * greatest(u.profit, 0) / nullif(u.uk_profit, 0))::numeric, 2), 0)::float8 as "profitPostotak"
    from udeli u join klijenti k on k.id = u.klijent_id`;
  return manyRows<KlijentIznos>(db, query, sql`x.prihod desc, x.naziv, x.id`);
}

export interface BankarGrupa {
  bankarId: number;
  bankarNaziv: string;
  bankaId: number | null;
  bankaNaziv: string | null;
  /** The property type code; null in the banker's total rows; 0 = a valuation without a subject. */
  tip: number | null;
  /** The month (1–12); null in the rows over the whole year. */
  mesec: number | null;
  broj: number;
  cena: number;
  vrednost: number;
}

/**
 * The valuations that bankers brought and that were completed in the year: per banker, property type and month, and
 * the same without the type (the banker's totals) and without the month (the year's totals), in one grouping.
 */
export async function bankariGrupe(db: Db, godina: number): Promise<BankarGrupa[]> {
  const period = { od: `${godina}-01-01`, do: `${godina + 1}-01-01` };
  const result = await db.execute(sql`
    with v as (
      select r.bankar_id, coalesce(b.id_banke, nullif(r.id_klijenta, 0)) as banka_id,
             extract(month from r.mesec)::int as mesec, r.broj, r.cena, r.vrednost, r.tip
      from statistika_bankari_mesec r join klijenti b on b.id = r.bankar_id
      where ${uPeriodu(sql`r.mesec`, period)}
    ),
    g as (
      select bankar_id, banka_id, case when grouping(tip) = 0 then tip end as tip,
             case when grouping(mesec) = 0 then mesec end as mesec,
             sum(broj)::int as broj, sum(cena)::float8 as cena, sum(vrednost)::float8 as vrednost
      from v
      group by grouping sets ((bankar_id, banka_id, tip, mesec), (bankar_id, banka_id, mesec),
                              (bankar_id, banka_id, tip), (bankar_id, banka_id))
    )
    select g.bankar_id as "bankarId", bk.naziv as "bankarNaziv", g.banka_id as "bankaId", bn.naziv as "bankaNaziv",
           g.tip, g.mesec, g.broj, g.cena, g.vrednost
    from g join klijenti bk on bk.id = g.bankar_id left join klijenti bn on bn.id = g.banka_id
    order by bn.naziv nulls last, bk.naziv, g.bankar_id, g.tip nulls last, g.mesec nulls first`);
  return resultRows<BankarGrupa>(result);
}

export interface BankarProceneRed {
  bankarId: number;
  /** The banker's valuations as the JSON text of an array of `{ datumZavrsetka, dogovorenaCena }`. */
  procene: string;
}

/**
 * Each banker's valuations completed in the year, in order of completion: the completion day (`MM/DD/YYYY`, Belgrade)
 * and the price. They are read in order from the index `procene_bankar_zavrsetak` alone and joined into one JSON text
 * per banker (a busy year has 40,000: objects built row by row in SQL cost more than the rest of the call). The text
 * goes into the answer as it is (statistikaBankari): parsing it into objects and writing them again cost ~20 ms more.
 * The day is the stored `dan_zavrsetka`, written out by PostgreSQL's own date output in the SQL style with the month
 * first (`set local`: this transaction only): a third of the time `to_char` over the converted instant took.
 */
export async function bankariProcene(db: Db, godina: number): Promise<BankarProceneRed[]> {
  const period = { od: `${godina}-01-01`, do: `${godina + 1}-01-01` };
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local datestyle = 'SQL, MDY'`);
    const result = await tx.execute(sql`
      select bankar_id as "bankarId",
             '[' || string_agg('{"datumZavrsetka":"' || dan || '","dogovorenaCena":' || cena || '}', ',') || ']'
               as procene
      from (
        select p.id_klijenta3 as bankar_id, p.dan_zavrsetka::text as dan, p.dogovorena_cena::float8 as cena
        from procene p
        where p.id_klijenta3 is not null
          and p.datum_zavrsetka >= ${pocetak(period)} and p.datum_zavrsetka < ${kraj(period)}
        order by p.id_klijenta3, p.datum_zavrsetka, p.id
      ) v
      group by bankar_id`);
    // The day is digits and slashes and the price a finite number, so the text is JSON as built.
    return resultRows<BankarProceneRed>(result);
  });
}

/** Which of the ids exist, per table. */
export async function postojeciResursi(db: Db, radnici: number[], masine: number[]) {
  const result = await db.execute(sql`
    select 'r' || id as kljuc, trim(ime || ' ' || prezime) as naziv from radnici
    where id = any(${sql.param(radnici)}::int[])
    union all
    select 'm' || id, ime from masine where id = any(${sql.param(masine)}::int[])`);
  return resultRows<{ kljuc: string; naziv: string }>(result);
}
