import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';

/** How many of the newest demo valuations get comparables, and how many each at most. */
const PROCENA_SA_KOMPARATIVIMA = 60;
const KOMPARATIVA_PO_PREDMETU = 4;

/**
 * Comparables for the newest demo valuations: for the first subject of each (with coordinates), the nearest register
 * properties of its type (flats with flats, houses with houses) within about 1.5 km and within ±25 % of its area,
 * each adjusted by a percent from −10 to +10 in steps of 2.5 that follows from the ids (the same on every seed).
 */
export async function seedDemoKomparativi(tx: Db, { idKreatora }: { idKreatora: number | null }): Promise<void> {
  await tx.execute(sql`
    insert into komparativi (procena_id, predmet_id, nepokretnost_id, procentualno_uskladjivanje, id_kreatora)
    select s.procena_id, s.id, c.id, (((c.id * 7 + s.id) % 9) - 4) * 2.5, ${idKreatora}
    from (
      select distinct on (procena_id) id, procena_id, vrsta_id, kvadratura, latitude, longitude
      from nepokretnosti
      where procena_id in (select id from procene order by kreirano desc, id desc limit ${PROCENA_SA_KOMPARATIVIMA})
      order by procena_id, id
    ) s
    join lateral (
      select n.id from nepokretnosti n
      where n.procena_id is null and not n.predmet_procene and n.latitude is not null
        and n.vrsta_id = s.vrsta_id
        and n.kvadratura between s.kvadratura * 0.75 and s.kvadratura * 1.25
        and n.latitude between s.latitude - 0.0135 and s.latitude + 0.0135
        and n.longitude between s.longitude - 0.019 and s.longitude + 0.019
      order by power(n.latitude - s.latitude, 2) + power((n.longitude - s.longitude) * cos(radians(s.latitude)), 2), n.id
      limit ${KOMPARATIVA_PO_PREDMETU}
    ) c on true
    where s.latitude is not null and s.kvadratura > 0`);
}
