import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import {
  drzave,
  gradovi,
  katastri,
  klijenti,
  nepokretnosti,
  nepokretnostiSlike,
  opstine,
  procene,
  proceneFaze,
  radnici,
  sabloniIzvestaja,
} from '../../db/schema/index.ts';

export type SablonRow = typeof sabloniIzvestaja.$inferSelect;

export function listSabloni(db: Db): Promise<SablonRow[]> {
  return db.select().from(sabloniIzvestaja).orderBy(desc(sabloniIzvestaja.ugradjen), asc(sabloniIzvestaja.naziv));
}

export async function findSablon(db: Db, id: number): Promise<SablonRow | undefined> {
  const [row] = await db.select().from(sabloniIzvestaja).where(eq(sabloniIzvestaja.id, id));
  return row;
}

/** Inserts a template; undefined when one of that name exists already. */
export async function insertSablon(db: Db, row: typeof sabloniIzvestaja.$inferInsert): Promise<SablonRow | undefined> {
  const [inserted] = await db.insert(sabloniIzvestaja).values(row).onConflictDoNothing().returning();
  return inserted;
}

/** Deletes an uploaded template (never a shipped one); answers the deleted row. */
export async function deleteSablon(db: Db, id: number): Promise<SablonRow | undefined> {
  const [row] = await db
    .delete(sabloniIzvestaja)
    .where(and(eq(sabloniIzvestaja.id, id), eq(sabloniIzvestaja.ugradjen, false)))
    .returning();
  return row;
}

export async function sablonNazivi(db: Db): Promise<Set<string>> {
  const rows = await db.select({ naziv: sabloniIzvestaja.naziv }).from(sabloniIzvestaja);
  return new Set(rows.map((row) => row.naziv));
}

const banka = alias(klijenti, 'banka');
const klijent = alias(klijenti, 'klijent');
const bankar = alias(klijenti, 'bankar');
const vodja = alias(radnici, 'vodja');
const inspektor = alias(radnici, 'inspektor');
const imeRadnika = (table: { ime: AnyPgColumn; prezime: AnyPgColumn }) =>
  sql<string | null>`${table.ime} || ' ' || ${table.prezime}`;

/** What the Word report is filled from: the valuation with its names, its first subject, the phases, the main image. */
export async function izvestajPodaci(db: Db, id: number) {
  const [procena] = await db
    .select({
      procena: procene,
      banka: banka.naziv,
      klijent: klijent.naziv,
      klijentAdresa: klijent.adresa,
      klijentMaticniBroj: klijent.maticniBroj,
      bankar: bankar.naziv,
      vodja: imeRadnika(vodja),
      inspektor: imeRadnika(inspektor),
    })
    .from(procene)
    .leftJoin(banka, eq(banka.id, procene.idKlijenta))
    .leftJoin(klijent, eq(klijent.id, procene.idKlijenta2))
    .leftJoin(bankar, eq(bankar.id, procene.idKlijenta3))
    .leftJoin(vodja, eq(vodja.id, procene.vodjaId))
    .leftJoin(inspektor, eq(inspektor.id, procene.inspekcijaId))
    .where(eq(procene.id, id));
  if (!procena) return undefined;
  const [predmet] = await db
    .select({
      nepokretnost: nepokretnosti,
      drzava: drzave.naziv,
      opstina: opstine.naziv,
      grad: gradovi.naziv,
      katastar: katastri.naziv,
    })
    .from(nepokretnosti)
    .leftJoin(drzave, eq(drzave.id, nepokretnosti.drzavaId))
    .leftJoin(opstine, eq(opstine.id, nepokretnosti.opstinaId))
    .leftJoin(gradovi, eq(gradovi.id, nepokretnosti.gradId))
    .leftJoin(katastri, eq(katastri.id, nepokretnosti.katastarId))
    .where(eq(nepokretnosti.procenaId, id))
    .orderBy(asc(nepokretnosti.id))
    .limit(1);
  const faze = await db
    .select({
      fazaId: proceneFaze.fazaId,
      aktivna: proceneFaze.aktivna,
      datumPromene: proceneFaze.datumPromene,
      radnik: sql<string | null>`${radnici.ime} || ' ' || ${radnici.prezime}`,
    })
    .from(proceneFaze)
    .leftJoin(radnici, eq(radnici.id, proceneFaze.radnikId))
    .where(eq(proceneFaze.procenaId, id))
    .orderBy(asc(proceneFaze.id));
  const [slika] = predmet
    ? await db
        .select({ kljuc: nepokretnostiSlike.kljuc, mime: nepokretnostiSlike.mime })
        .from(nepokretnostiSlike)
        .where(eq(nepokretnostiSlike.nepokretnostId, predmet.nepokretnost.id))
        .orderBy(desc(nepokretnostiSlike.glavna), asc(nepokretnostiSlike.redniBroj), asc(nepokretnostiSlike.id))
        .limit(1)
    : [];
  return { ...procena, predmet, faze, slika };
}

export type IzvestajPodaci = NonNullable<Awaited<ReturnType<typeof izvestajPodaci>>>;
