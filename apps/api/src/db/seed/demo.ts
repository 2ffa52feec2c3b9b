import { eq, inArray, sql } from 'drizzle-orm';
import { DEMO_LOGINS, type Role } from '@rp/contract';
import type { Db } from '../client.ts';
import { gradovi, opstine, radnici } from '../schema/index.ts';
import { UNUSABLE_HASH, hashPassword } from '../../lib/password.ts';
import type { FileStore } from '../../plugins/files.ts';
import { seedDemoFirm, type DemoFirmOptions } from './demo-firma.ts';
import { seedDemoNepokretnosti } from './nepokretnosti.ts';
import { seedDemoProcene } from './procene.ts';
import { seedDemoRadniNalozi } from './radni-nalog.ts';
import { seedDemoKomparativi } from './komparativi.ts';

interface DemoWorker {
  ime: string;
  prezime: string;
  username: string;
  role: Role;
  /**
   * The hourly cost to the firm in RSD (pay with its taxes): 950–1,600, about 160,000–270,000 a month, what a Serbian
   * valuation office pays. With the demo's valuations and jobs the firm makes a profit in most months, as a firm that
   * stays in business does (the money statistics show it).
   */
  cenaRada: number;
  slobodniDani: number;
  iskoristeniDani: number;
}

/** The demo firm's staff: one login per role (the demo logins) and colleagues without a known password. */
export const DEMO_WORKERS: readonly DemoWorker[] = [
  {
    ime: 'Marko',
    prezime: 'Petrović',
    username: 'admin',
    role: 'Admin',
    cenaRada: 1600,
    slobodniDani: 25,
    iskoristeniDani: 6,
  },
  {
    ime: 'Jelena',
    prezime: 'Jovanović',
    username: 'demo',
    role: 'Demo',
    cenaRada: 1250,
    slobodniDani: 20,
    iskoristeniDani: 3,
  },
  {
    ime: 'Nikola',
    prezime: 'Nikolić',
    username: 'user',
    role: 'User',
    cenaRada: 1000,
    slobodniDani: 20,
    iskoristeniDani: 8,
  },
  {
    ime: 'Ana',
    prezime: 'Marković',
    username: 'ops',
    role: 'Operations',
    cenaRada: 1150,
    slobodniDani: 22,
    iskoristeniDani: 5,
  },
  {
    ime: 'Milan',
    prezime: 'Stojanović',
    username: 'mstojanovic',
    role: 'User',
    cenaRada: 1100,
    slobodniDani: 20,
    iskoristeniDani: 11,
  },
  {
    ime: 'Ivana',
    prezime: 'Ilić',
    username: 'iilic',
    role: 'User',
    cenaRada: 1050,
    slobodniDani: 21,
    iskoristeniDani: 2,
  },
  {
    ime: 'Stefan',
    prezime: 'Đorđević',
    username: 'sdjordjevic',
    role: 'User',
    cenaRada: 950,
    slobodniDani: 20,
    iskoristeniDani: 0,
  },
  {
    ime: 'Milica',
    prezime: 'Pavlović',
    username: 'mpavlovic',
    role: 'Operations',
    cenaRada: 1100,
    slobodniDani: 23,
    iskoristeniDani: 9,
  },
];

/** Where the demo staff live: [municipality, settlement] (reference data of lokacije). */
const DEMO_MESTA: Record<string, readonly [string, string]> = {
  admin: ['Novi Sad', 'Novi Sad'],
  demo: ['Novi Sad', 'Petrovaradin'],
  user: ['Novi Sad', 'Sremska Kamenica'],
  ops: ['Novi Sad', 'Futog'],
  mstojanovic: ['Novi Sad', 'Veternik'],
  iilic: ['Bačka Palanka', 'Bačka Palanka'],
  sdjordjevic: ['Novi Sad', 'Kać'],
  mpavlovic: ['Novi Sad', 'Novi Sad'],
};

/** Municipality and city ids of the demo staff's places, looked up by name (null where one is missing). */
async function demoPlaces(db: Db): Promise<Map<string, { idOpstine: number | null; idGrada: number | null }>> {
  const rows = await db
    .select({ opstina: opstine.naziv, idOpstine: opstine.id, grad: gradovi.naziv, idGrada: gradovi.id })
    .from(gradovi)
    .innerJoin(opstine, eq(gradovi.opstinaId, opstine.id))
    .where(inArray(opstine.naziv, [...new Set(Object.values(DEMO_MESTA).map(([opstina]) => opstina))]));
  const places = new Map<string, { idOpstine: number | null; idGrada: number | null }>();
  for (const [username, [opstina, grad]] of Object.entries(DEMO_MESTA)) {
    const row = rows.find((candidate) => candidate.opstina === opstina && candidate.grad === grad);
    places.set(username, { idOpstine: row?.idOpstine ?? null, idGrada: row?.idGrada ?? null });
  }
  return places;
}

export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(radnici);
  return (row?.count ?? 0) === 0;
}

export interface DemoOptions extends DemoFirmOptions {
  /** Where the demo properties' images are stored (the app's FileStore); without one they get none. */
  files?: FileStore | undefined;
}

/** Seeds the demo firm on an empty database. Returns false when there was something already. */
export async function seedDemo(db: Db, options: DemoOptions = {}): Promise<boolean> {
  if (!(await isEmpty(db))) return false;
  const known = new Map<string, string>(DEMO_LOGINS.map((login) => [login.username, login.password]));
  const places = await demoPlaces(db);
  const rows = await Promise.all(
    DEMO_WORKERS.map(async (worker) => ({
      ime: worker.ime,
      prezime: worker.prezime,
      username: worker.username,
      ...places.get(worker.username),
      permission: worker.role,
      cenaRada: worker.cenaRada,
      slobodniDani: worker.slobodniDani,
      iskoristeniDani: worker.iskoristeniDani,
      // Only the demo logins get a password; the colleagues share a hash that no password matches (fast seeding).
      passwordHash: known.has(worker.username) ? await hashPassword(known.get(worker.username)!) : UNUSABLE_HASH,
    })),
  );
  // Image bytes are written before the rows that name them commit; a failed seed removes them again.
  const written: string[] = [];
  try {
    await db.transaction(async (tx) => {
      const inserted = await tx.insert(radnici).values(rows).returning({ id: radnici.id, username: radnici.username });
      const workers = new Map(inserted.map((row) => [row.username, row.id]));
      await seedDemoFirm(tx, workers, options);
      const idKreatora = workers.get('admin') ?? null;
      await seedDemoNepokretnosti(tx, { files: options.files, idKreatora, now: options.now }, written);
      const radniciProcena = inserted.map((row) => row.id);
      await seedDemoProcene(tx, { files: options.files, radnici: radniciProcena, now: options.now }, written);
      await seedDemoRadniNalozi(tx, options.now);
      await seedDemoKomparativi(tx, { idKreatora });
    });
  } catch (error) {
    await Promise.allSettled(written.map((key) => options.files?.delete(key)));
    throw error;
  }
  return true;
}
