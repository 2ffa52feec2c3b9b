import { count, eq, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { gradovi, klijenti, opstine } from '../schema/index.ts';
import { kljucevi, type KlijentValues } from '../../modules/klijenti/repository.ts';
import { DEMO_BANKE, DEMO_KLIJENTI, type DemoKlijent } from './data/klijenti.ts';

interface Mesto {
  idOpstine: number;
  idGrada: number;
  opstina: string;
  grad: string;
}

/** Every settlement with its municipality (a few hundred rows of reference data). */
async function loadMesta(db: Db): Promise<Mesto[]> {
  return db
    .select({ idOpstine: opstine.id, idGrada: gradovi.id, opstina: opstine.naziv, grad: gradovi.naziv })
    .from(gradovi)
    .innerJoin(opstine, eq(gradovi.opstinaId, opstine.id));
}

type Row = typeof klijenti.$inferInsert;

function row(values: KlijentValues, mesto: Mesto | undefined): Row {
  return { ...values, ...kljucevi(values, { grad: mesto?.grad ?? null, opstina: mesto?.opstina ?? null }) };
}

function demoRow(klijent: DemoKlijent, tip: 1 | 2 | 3, idBanke: number | null, mesta: Mesto[]): Row {
  const [opstina, grad] = klijent.mesto;
  const seat = mesta.find((mesto) => mesto.opstina === opstina);
  const mesto = grad ? mesta.find((m) => m.opstina === opstina && m.grad === grad) : seat;
  return row(
    {
      naziv: klijent.naziv,
      tip,
      lice: klijent.lice,
      maticniBroj: klijent.maticniBroj ?? '',
      idOpstine: mesto?.idOpstine ?? null,
      idGrada: mesto?.idGrada ?? null,
      idBanke,
      adresa: klijent.adresa,
      telefon: klijent.telefon ?? '',
      email: klijent.email ?? '',
      latitude: klijent.koordinate?.[0] ?? null,
      longitude: klijent.koordinate?.[1] ?? null,
    },
    mesto,
  );
}

/** The demo register: the banks with their bankers, and the clients. Answers each record's id by its name. */
export async function seedDemoKlijenti(tx: Db): Promise<Map<string, number>> {
  const mesta = await loadMesta(tx);
  const ids = new Map<string, number>();
  const banke = await tx
    .insert(klijenti)
    .values(DEMO_BANKE.map((banka) => demoRow(banka, 2, null, mesta)))
    .returning({ id: klijenti.id, naziv: klijenti.naziv });
  banke.forEach((banka) => ids.set(banka.naziv, banka.id));
  const others = [
    ...DEMO_BANKE.flatMap((banka) => banka.bankari.map((b) => demoRow(b, 3, ids.get(banka.naziv)!, mesta))),
    ...DEMO_KLIJENTI.map((klijent) => demoRow(klijent, 1, null, mesta)),
  ];
  const inserted = await tx.insert(klijenti).values(others).returning({ id: klijenti.id, naziv: klijenti.naziv });
  inserted.forEach((klijent) => ids.set(klijent.naziv, klijent.id));
  return ids;
}

// Names drawn from lists as long as a real register's spread, so that one surname matches about 1% of the clients.
// prettier-ignore
const IMENA = [
  'Marko', 'Jelena', 'Nikola', 'Ana', 'Đorđe', 'Milica', 'Stefan', 'Ivana', 'Luka', 'Teodora', 'Miloš', 'Sanja',
  'Nemanja', 'Katarina', 'Vuk', 'Snežana', 'Uroš', 'Dušica', 'Željko', 'Tijana', 'Aleksandar', 'Marija', 'Dragan',
  'Jovana', 'Milan', 'Sofija', 'Nenad', 'Branislava', 'Igor', 'Ksenija', 'Slobodan', 'Nataša', 'Goran', 'Vesna',
  'Zoran', 'Gordana', 'Dejan', 'Maja', 'Bojan', 'Dragana', 'Vladimir', 'Biljana', 'Ivan', 'Tamara', 'Predrag',
  'Mirjana', 'Srđan', 'Ljiljana', 'Darko', 'Danijela', 'Filip', 'Anđela', 'Lazar', 'Mina', 'Petar', 'Nevena',
  'Ognjen', 'Kristina', 'Dušan', 'Jasmina',
];
// prettier-ignore
const PREZIMENA = [
  'Petrović', 'Jovanović', 'Nikolić', 'Đorđević', 'Marković', 'Ilić', 'Stojanović', 'Pavlović', 'Živković', 'Šević',
  'Ćirić', 'Lazić', 'Kovačević', 'Radović', 'Todorović', 'Mićić', 'Čolić', 'Đukić', 'Tadić', 'Žarković', 'Milošević',
  'Popović', 'Stanković', 'Simić', 'Kostić', 'Mitrović', 'Lukić', 'Marinković', 'Ristić', 'Vasić', 'Savić', 'Jović',
  'Obradović', 'Milovanović', 'Stevanović', 'Bogdanović', 'Pešić', 'Kovač', 'Babić', 'Knežević', 'Janković',
  'Vuković', 'Filipović', 'Radosavljević', 'Lazarević', 'Nedeljković', 'Ostojić', 'Gajić', 'Mladenović', 'Zorić',
  'Aleksić', 'Milić', 'Tomić', 'Krstić', 'Jakovljević', 'Đurić', 'Ranković', 'Nešić', 'Matić', 'Blagojević',
  'Despotović', 'Vujić', 'Cvetković', 'Dimitrijević', 'Antić', 'Grujić', 'Perić', 'Božić', 'Arsić', 'Veselinović',
  'Urošević', 'Trifunović', 'Sekulić', 'Ivković', 'Paunović', 'Zdravković', 'Šarić', 'Mandić', 'Rakić', 'Prodanović',
  'Hadžić', 'Kecman', 'Bjelica', 'Vukadinović', 'Tošić', 'Glišić', 'Spasić', 'Andrić', 'Bošković', 'Čabarkapa',
  'Dražić', 'Erić', 'Gavrilović', 'Ignjatović', 'Jeremić', 'Karanović', 'Ljubić', 'Maksimović', 'Nenadović', 'Šakić',
];
// prettier-ignore
const FIRME = [
  'Gradnja', 'Agrar', 'Promet', 'Invest', 'Trgovina', 'Logistika', 'Nekretnine', 'Energija', 'Metal', 'Inženjering',
  'Pekara', 'Štamparija', 'Mlin', 'Transport', 'Komerc', 'Elektro', 'Projekt', 'Stil', 'Dizajn', 'Konsalting',
  'Farm', 'Vino', 'Mleko', 'Građevina', 'Montaža', 'Servis', 'Auto', 'Drvo', 'Plast', 'Staklo', 'Beton', 'Kamen',
  'Turist', 'Medika', 'Optika', 'Apoteka', 'Softver', 'Telekom', 'Eko', 'Solar',
];
const OBLICI = ['d.o.o.', 'a.d.', 'preduzetnik', 'd.o.o.', 'o.d.'];
// prettier-ignore
const ULICE = [
  'Bulevar oslobođenja', 'Zmaj Jovina', 'Kralja Petra I', 'Njegoševa', 'Cara Dušana', 'Žarka Zrenjanina', 'Svetosavska',
  'Glavna', 'Đure Jakšića', 'Železnička', 'Vojvode Mišića', 'Nikole Tesle', 'Vuka Karadžića', 'Branka Radičevića',
  'Jovana Cvijića', 'Kneza Miloša', 'Maksima Gorkog', 'Partizanska', 'Dunavska', 'Školska', 'Lipa', 'Cvetna',
  'Sremska', 'Banatska', 'Bačka', 'Industrijska', 'Episkopa Visariona', 'Laze Kostića', 'Jevrejska', 'Futoška',
];

/** How many clients the large seed adds. */
export const LARGE_KLIJENTI = 100_000;

/** A small deterministic generator, so that every large data set is the same. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * `total` generated clients for benchmarks (the large seed): companies with unique 8-digit registry numbers from
 * 30000000 and people with 13-digit ones, across every settlement, most with coordinates. Multi-row inserts of 1,000
 * in one transaction, then VACUUM ANALYZE.
 */
export async function seedLargeKlijenti(db: Db, total: number): Promise<void> {
  const mesta = await loadMesta(db);
  // A second large seed continues the numbering, so registry numbers stay unique.
  const [{ base } = { base: 0 }] = await db.select({ base: count() }).from(klijenti);
  const next = random(13_000_013 + base);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  await db.transaction(async (tx) => {
    for (let start = 0; start < total; start += 1000) {
      const rows: Row[] = [];
      for (let index = base + start; index < base + Math.min(total, start + 1000); index++) {
        const pravno = index % 3 === 0;
        const mesto = pick(mesta);
        const naziv = pravno
          ? `${pick(PREZIMENA).replace(/ić$/, '')} ${pick(FIRME)} ${pick(OBLICI)}`
          : `${pick(IMENA)} ${pick(PREZIMENA)}`;
        const maticniBroj = pravno
          ? String(30_000_000 + index)
          : String(1_000_000_000_000 + Math.floor(next() * 8_999_999_999_999));
        const koordinate = next() < 0.9;
        rows.push(
          row(
            {
              naziv,
              tip: 1,
              lice: pravno ? 1 : 2,
              maticniBroj,
              idOpstine: mesto.idOpstine,
              idGrada: mesto.idGrada,
              idBanke: null,
              adresa: `${pick(ULICE)} ${1 + Math.floor(next() * 150)}`,
              telefon: '',
              email: '',
              latitude: koordinate ? 44.6 + next() * 1.5 : null,
              longitude: koordinate ? 19.2 + next() * 1.8 : null,
            },
            mesto,
          ),
        );
      }
      await tx.insert(klijenti).values(rows);
    }
  });
  // What autovacuum does on a server after a bulk load (PGlite has none): statistics for the planner, and the
  // visibility map that lets deep pages be read from the index alone (offset 9,990: 100 ms of CPU without, 9 with).
  await db.execute(sql`vacuum analyze klijenti`);
}
