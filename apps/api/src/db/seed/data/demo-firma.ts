/** The demo firm's equipment, notes, feeds, jobs and tasks. */

export const DEMO_MASINE = [
  'Laserski daljinomer Leica Disto X4',
  'Dron DJI Mavic 3 Enterprise',
  'Službeni automobil Škoda Octavia NS-123-AB',
  'Službeni automobil Dacia Duster NS-456-CD',
  'GNSS prijemnik Trimble R12i',
  'Totalna stanica Leica TS16',
  'Fotoaparat Canon EOS R6',
  'Laptop Dell Latitude 5540',
] as const;

/** Each machine's cost per hour of use (RSD), in the order of DEMO_MASINE: depreciation, fuel, servicing. */
export const DEMO_MASINE_CENA_PO_SATU: readonly number[] = [150, 900, 700, 600, 1200, 1100, 250, 120];

export const DEMO_RSS = [
  { naziv: 'RTS – Vesti', url: 'https://www.rts.rs/page/stories/sr/rss.html' },
  { naziv: 'N1 Srbija', url: 'https://n1info.rs/feed/' },
  { naziv: 'Danas', url: 'https://www.danas.rs/feed/' },
  { naziv: '021 Novi Sad', url: 'https://www.021.rs/rss' },
] as const;

/** Notes: for a worker (by username) or for everyone (null). */
export const DEMO_NOTES: readonly { radnik: string | null; prioritet: number; tekst: string }[] = [
  { radnik: null, prioritet: 1, tekst: 'U petak u 10 časova kolegijum: pregled procena za Banca Intesa.' },
  { radnik: null, prioritet: 2, tekst: 'Novi cenovnik usluga važi od prvog u mesecu – proveriti ponude u toku.' },
  { radnik: 'user', prioritet: 1, tekst: 'Završiti izveštaj za stan u Ulici Bulevar oslobođenja 12 do srede.' },
  { radnik: 'user', prioritet: 3, tekst: 'Dogovoriti termin za obuku na dronu.' },
  { radnik: 'ops', prioritet: 2, tekst: 'Registracija službene Škode ističe krajem meseca.' },
  { radnik: 'mstojanovic', prioritet: 2, tekst: 'Preuzeti dokumentaciju iz katastra za parcelu u Futogu.' },
  { radnik: 'iilic', prioritet: 3, tekst: 'Ažurirati bazu komparativa za Liman i Grbavicu.' },
  { radnik: 'demo', prioritet: 2, tekst: 'Pripremiti prezentaciju portala za novog klijenta.' },
];

export interface DemoZadatak {
  naziv: string;
  /** Working days from today (negative = past). */
  dan: number;
  sati: number;
  radnici: readonly string[];
  oprema?: readonly number[];
  status: 'nijePoceo' | 'uToku' | 'pauziran' | 'zavrsen';
  /** Depends on the previous task of the same job. */
  zavisi?: boolean;
}

export const DEMO_POSLOVI: readonly {
  naziv: string;
  opis: string;
  prioritet: number;
  cena: number;
  zadaci: readonly DemoZadatak[];
}[] = [
  {
    naziv: 'Procena stana – Liman 3, Novi Sad',
    opis: 'Procena tržišne vrednosti stana od 64 m² za potrebe hipotekarnog kredita.',
    prioritet: 1,
    cena: 180,
    zadaci: [
      { naziv: 'Prikupljanje dokumentacije', dan: -12, sati: 4, radnici: ['user'], status: 'zavrsen' },
      {
        naziv: 'Izlazak na teren i snimanje',
        dan: -10,
        sati: 6,
        radnici: ['user', 'mstojanovic'],
        oprema: [0, 2, 6],
        status: 'zavrsen',
        zavisi: true,
      },
      { naziv: 'Analiza komparativa', dan: -2, sati: 8, radnici: ['user'], status: 'uToku', zavisi: true },
      { naziv: 'Izrada izveštaja o proceni', dan: 1, sati: 12, radnici: ['user'], status: 'nijePoceo', zavisi: true },
    ],
  },
  {
    naziv: 'Procena poslovnog prostora – Bulevar oslobođenja',
    opis: 'Poslovni prostor u prizemlju, 142 m², procena za banku.',
    prioritet: 2,
    cena: 420,
    zadaci: [
      { naziv: 'Uvid u katastar i list nepokretnosti', dan: -8, sati: 3, radnici: ['iilic'], status: 'zavrsen' },
      {
        naziv: 'Merenje prostora',
        dan: -6,
        sati: 5,
        radnici: ['iilic', 'sdjordjevic'],
        oprema: [0, 3],
        status: 'zavrsen',
        zavisi: true,
      },
      { naziv: 'Obračun prihodnim pristupom', dan: -1, sati: 10, radnici: ['iilic'], status: 'pauziran', zavisi: true },
      { naziv: 'Kontrola i potpis izveštaja', dan: 3, sati: 2, radnici: ['admin'], status: 'nijePoceo', zavisi: true },
    ],
  },
  {
    naziv: 'Geodetsko snimanje parcele – Futog',
    opis: 'Snimanje postojećeg stanja placa od 12 ari i objekta.',
    prioritet: 2,
    cena: 650,
    zadaci: [
      {
        naziv: 'Snimanje GNSS prijemnikom',
        dan: -5,
        sati: 8,
        radnici: ['mstojanovic', 'sdjordjevic'],
        oprema: [4, 3],
        status: 'zavrsen',
      },
      { naziv: 'Snimanje dronom', dan: -4, sati: 4, radnici: ['sdjordjevic'], oprema: [1], status: 'zavrsen' },
      {
        naziv: 'Obrada oblaka tačaka',
        dan: 0,
        sati: 16,
        radnici: ['mstojanovic'],
        oprema: [7],
        status: 'uToku',
        zavisi: true,
      },
      {
        naziv: 'Izrada situacionog plana',
        dan: 3,
        sati: 8,
        radnici: ['mstojanovic'],
        status: 'nijePoceo',
        zavisi: true,
      },
    ],
  },
  {
    naziv: 'Procena porodične kuće – Sremska Kamenica',
    opis: 'Kuća P+1, 180 m² na placu od 6 ari; procena za sudski postupak.',
    prioritet: 1,
    cena: 300,
    zadaci: [
      { naziv: 'Izlazak na teren', dan: 0, sati: 5, radnici: ['admin', 'user'], oprema: [2, 6], status: 'nijePoceo' },
      {
        naziv: 'Procena građevinske vrednosti',
        dan: 2,
        sati: 8,
        radnici: ['admin'],
        status: 'nijePoceo',
        zavisi: true,
      },
      { naziv: 'Uporedna analiza tržišta', dan: 4, sati: 6, radnici: ['iilic'], status: 'nijePoceo' },
      { naziv: 'Završni izveštaj za sud', dan: 6, sati: 8, radnici: ['admin'], status: 'nijePoceo', zavisi: true },
    ],
  },
  {
    naziv: 'Portfolio procena – Banca Intesa (10 stanova)',
    opis: 'Desktop procena deset stanova u Novom Sadu za reviziju portfolija.',
    prioritet: 3,
    cena: 1200,
    zadaci: [
      { naziv: 'Preuzimanje podataka od banke', dan: -15, sati: 2, radnici: ['ops'], status: 'zavrsen' },
      { naziv: 'Desktop procena stanova 1–5', dan: -9, sati: 20, radnici: ['demo'], status: 'zavrsen' },
      { naziv: 'Desktop procena stanova 6–10', dan: -3, sati: 20, radnici: ['demo'], status: 'uToku' },
      {
        naziv: 'Zbirni izveštaj za banku',
        dan: 5,
        sati: 6,
        radnici: ['demo', 'ops'],
        status: 'nijePoceo',
        zavisi: true,
      },
      { naziv: 'Fakturisanje', dan: 7, sati: 1, radnici: ['mpavlovic'], status: 'nijePoceo', zavisi: true },
    ],
  },
  {
    naziv: 'Procena poljoprivrednog zemljišta – Čenej',
    opis: 'Pet parcela oranica ukupno 7 ha.',
    prioritet: 2,
    cena: 500,
    zadaci: [
      { naziv: 'Obilazak parcela', dan: 2, sati: 6, radnici: ['sdjordjevic'], oprema: [3, 1], status: 'nijePoceo' },
      { naziv: 'Analiza cena zemljišta', dan: 4, sati: 6, radnici: ['iilic'], status: 'nijePoceo' },
      {
        naziv: 'Izveštaj o proceni zemljišta',
        dan: 6,
        sati: 8,
        radnici: ['sdjordjevic'],
        status: 'nijePoceo',
        zavisi: true,
      },
    ],
  },
  {
    naziv: 'Održavanje opreme i voznog parka',
    opis: 'Redovno održavanje instrumenata i službenih vozila.',
    prioritet: 3,
    cena: 0,
    zadaci: [
      { naziv: 'Kalibracija totalne stanice', dan: -7, sati: 3, radnici: ['ops'], oprema: [5], status: 'zavrsen' },
      { naziv: 'Servis Škode Octavia', dan: -1, sati: 4, radnici: ['mpavlovic'], oprema: [2], status: 'pauziran' },
      {
        naziv: 'Tehnički pregled Dacia Duster',
        dan: 8,
        sati: 3,
        radnici: ['mpavlovic'],
        oprema: [3],
        status: 'nijePoceo',
      },
      { naziv: 'Ažuriranje softvera drona', dan: 1, sati: 2, radnici: ['ops'], oprema: [1], status: 'nijePoceo' },
    ],
  },
];

/** A worker's slava (a day off), month and day. */
export const DEMO_SLAVE: Record<string, { mesec: number; dan: number }> = {
  admin: { mesec: 11, dan: 21 },
  demo: { mesec: 1, dan: 20 },
  user: { mesec: 12, dan: 19 },
  ops: { mesec: 11, dan: 8 },
  mstojanovic: { mesec: 5, dan: 6 },
  iilic: { mesec: 8, dan: 2 },
  sdjordjevic: { mesec: 5, dan: 6 },
  mpavlovic: { mesec: 10, dan: 27 },
};
