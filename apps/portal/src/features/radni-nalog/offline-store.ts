import type { RadniNalog, RadniNalogMasterData, RadniNalogPolja } from '@rp/contract';

/**
 * What the work order keeps on the device (IndexedDB), so an inspection goes on without a connection (issue 16
 * item 3): the master data and each order as last read from the server, the order being edited (its draft), and
 * photos waiting to be sent. A draft names the version it was edited from; the server refuses it (409) when the order
 * changed meanwhile, and the form then shows both versions.
 */
export type StanjeNacrta =
  /** Edited while online and not saved yet (the leave guard warns). */
  | 'izmena'
  /** Saved on this phone, to be sent when the connection returns. */
  | 'naCekanju'
  /** The server's order changed since the draft's version: both are kept until the user chooses. */
  | 'konflikt';

export interface Nacrt {
  procenaId: number;
  polja: RadniNalogPolja;
  /** The server's version the edits started from (0: no order on the server yet). */
  verzija: number;
  stanje: StanjeNacrta;
  /** When the draft was last changed on this device (an instant). */
  izmenjeno: string;
  /** The server's newer order, in a conflict. */
  server?: RadniNalog;
}

export interface CekaSlika {
  id?: number;
  procenaId: number;
  /** The valuation's first subject: its images are the valuation's. */
  predmetId: number;
  naziv: string;
  tip: string;
  blob: Blob;
  dodato: string;
}

const DB_NAME = 'rp-radni-nalog';
const PODACI = 'podaci';
const NACRTI = 'nacrti';
const SLIKE = 'slike';

let opening: Promise<IDBDatabase> | null = null;

function open(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => {
      const db = request.result;
      db.createObjectStore(PODACI);
      db.createObjectStore(NACRTI, { keyPath: 'procenaId' });
      db.createObjectStore(SLIKE, { keyPath: 'id', autoIncrement: true }).createIndex('procenaId', 'procenaId');
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => {
      opening = null;
      reject(request.error ?? new Error('IndexedDB'));
    };
  });
  return opening;
}

function run<T>(store: string, mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest): Promise<T> {
  return open().then(
    (db) =>
      new Promise<T>((resolve, reject) => {
        const transaction = db.transaction(store, mode);
        const request = work(transaction.objectStore(store));
        transaction.oncomplete = () => resolve(request.result as T);
        transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB'));
        transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB'));
      }),
  );
}

const masterDataKey = 'masterData';
const nalogKey = (procenaId: number) => `nalog:${procenaId}`;

export const citajMasterData = () =>
  run<RadniNalogMasterData | undefined>(PODACI, 'readonly', (s) => s.get(masterDataKey));
export const upisiMasterData = (data: RadniNalogMasterData) =>
  run<void>(PODACI, 'readwrite', (s) => s.put(data, masterDataKey));
export const citajNalog = (procenaId: number) =>
  run<RadniNalog | undefined>(PODACI, 'readonly', (s) => s.get(nalogKey(procenaId)));
export const upisiNalog = (nalog: RadniNalog) =>
  run<void>(PODACI, 'readwrite', (s) => s.put(nalog, nalogKey(nalog.procenaId)));

export const citajNacrt = (procenaId: number) =>
  run<Nacrt | undefined>(NACRTI, 'readonly', (s) => s.get(procenaId)).then((nacrt) => nacrt ?? null);
export const upisiNacrt = (nacrt: Nacrt) => run<void>(NACRTI, 'readwrite', (s) => s.put(nacrt));
export const obrisiNacrt = (procenaId: number) => run<void>(NACRTI, 'readwrite', (s) => s.delete(procenaId));
export const sviNacrti = () => run<Nacrt[]>(NACRTI, 'readonly', (s) => s.getAll());

export const dodajSliku = (slika: CekaSlika) => run<number>(SLIKE, 'readwrite', (s) => s.add(slika));
export const obrisiSliku = (id: number) => run<void>(SLIKE, 'readwrite', (s) => s.delete(id));
export const sveSlike = () => run<CekaSlika[]>(SLIKE, 'readonly', (s) => s.getAll());
export const slikeProcene = (procenaId: number) =>
  run<CekaSlika[]>(SLIKE, 'readonly', (s) => s.index('procenaId').getAll(procenaId));
