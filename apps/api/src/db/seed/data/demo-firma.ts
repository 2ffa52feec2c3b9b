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
  /** The agreed price in RSD, as every amount of the firm's money model (a valuation's price too). */
  cena: number;
  zadaci: readonly DemoZadatak[];
}[] = [
  {
    naziv: 'Procena stana – Liman 3, Novi Sad',
    opis: 'Procena tržišne vrednosti stana od 64 m² za potrebe hipotekarnog kredita.',
    prioritet: 1,
    cena: 21_000,
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
    cena: 49_000,
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
    cena: 76_000,
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
    cena: 35_000,
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
    cena: 140_000,
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
    cena: 58_000,
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

type VrstaPosla = 'stan' | 'kuca' | 'poslovni' | 'portfolio' | 'teren' | 'zemljiste';

/** The task sequence of each kind of job: name, hours, whether it waits for the previous task, equipment. */
const KORACI: Record<VrstaPosla, readonly { naziv: string; sati: number; zavisi: boolean; oprema?: readonly number[] }[]> = {
  stan: [
    { naziv: 'Prikupljanje dokumentacije', sati: 4, zavisi: false },
    { naziv: 'Izlazak na teren i snimanje', sati: 6, zavisi: true, oprema: [0, 2, 6] },
    { naziv: 'Analiza komparativa', sati: 8, zavisi: true },
    { naziv: 'Izrada izveštaja o proceni', sati: 12, zavisi: true, oprema: [7] },
    { naziv: 'Kontrola i potpis izveštaja', sati: 2, zavisi: true },
  ],
  kuca: [
    { naziv: 'Uvid u list nepokretnosti', sati: 3, zavisi: false },
    { naziv: 'Izlazak na teren', sati: 8, zavisi: true, oprema: [0, 3, 6] },
    { naziv: 'Procena građevinske vrednosti', sati: 10, zavisi: true },
    { naziv: 'Uporedna analiza tržišta', sati: 6, zavisi: false },
    { naziv: 'Završni izveštaj', sati: 10, zavisi: true },
  ],
  poslovni: [
    { naziv: 'Uvid u dokumentaciju objekta', sati: 3, zavisi: false },
    { naziv: 'Merenje prostora', sati: 6, zavisi: true, oprema: [0, 2] },
    { naziv: 'Obračun prihodnim pristupom', sati: 12, zavisi: true },
    { naziv: 'Izveštaj za banku', sati: 10, zavisi: true, oprema: [7] },
  ],
  portfolio: [
    { naziv: 'Preuzimanje podataka od banke', sati: 2, zavisi: false },
    { naziv: 'Desktop procene – prva serija', sati: 24, zavisi: true },
    { naziv: 'Desktop procene – druga serija', sati: 24, zavisi: false },
    { naziv: 'Zbirni izveštaj za banku', sati: 8, zavisi: true },
    { naziv: 'Fakturisanje', sati: 1, zavisi: true },
  ],
  teren: [
    { naziv: 'Uvid u katastar', sati: 3, zavisi: false },
    { naziv: 'Snimanje GNSS prijemnikom', sati: 8, zavisi: true, oprema: [4, 3] },
    { naziv: 'Snimanje dronom', sati: 4, zavisi: false, oprema: [1] },
    { naziv: 'Obrada podataka', sati: 12, zavisi: true, oprema: [7] },
    { naziv: 'Izrada elaborata', sati: 8, zavisi: true },
  ],
  zemljiste: [
    { naziv: 'Obilazak parcela', sati: 6, zavisi: false, oprema: [3, 1] },
    { naziv: 'Analiza cena zemljišta', sati: 6, zavisi: false },
    { naziv: 'Izveštaj o proceni zemljišta', sati: 8, zavisi: true },
  ],
};

/** More jobs of the firm, spread over the past and the next three months (start in working days from today). */
const DODATNI: readonly { naziv: string; opis: string; vrsta: VrstaPosla; dan: number; prioritet: number; cena: number }[] = [
  { naziv: 'Procena stana – Grbavica, Novi Sad', opis: 'Dvosoban stan 52 m², hipotekarni kredit.', vrsta: 'stan', dan: -58, prioritet: 2, cena: 19_000 },
  { naziv: 'Portfolio procena – UniCredit (25 stanova)', opis: 'Revizija kolaterala: desktop procene u Novom Sadu i Zrenjaninu.', vrsta: 'portfolio', dan: -54, prioritet: 1, cena: 304_000 },
  { naziv: 'Procena lokala – Zmaj Jovina 8', opis: 'Lokal 38 m² u pešačkoj zoni, procena tržišne zakupnine.', vrsta: 'poslovni', dan: -49, prioritet: 2, cena: 33_000 },
  { naziv: 'Geodetski elaborat – Veternik', opis: 'Snimanje objekta radi ozakonjenja.', vrsta: 'teren', dan: -45, prioritet: 3, cena: 63_000 },
  { naziv: 'Procena kuće – Petrovaradin', opis: 'Kuća P+Pk 140 m² za ostavinski postupak.', vrsta: 'kuca', dan: -40, prioritet: 2, cena: 37_000 },
  { naziv: 'Procena stana – Detelinara', opis: 'Trosoban stan 71 m², kupovina uz kredit.', vrsta: 'stan', dan: -36, prioritet: 1, cena: 22_000 },
  { naziv: 'Procena zemljišta – Kać', opis: 'Tri parcele građevinskog zemljišta, 24 ara.', vrsta: 'zemljiste', dan: -31, prioritet: 3, cena: 44_000 },
  { naziv: 'Portfolio procena – OTP banka (40 stanova)', opis: 'Godišnja revalorizacija stambenih kolaterala.', vrsta: 'portfolio', dan: -27, prioritet: 1, cena: 445_000 },
  { naziv: 'Procena poslovne zgrade – Industrijska zona Sever', opis: 'Upravna zgrada 1.200 m² i magacin.', vrsta: 'poslovni', dan: -22, prioritet: 1, cena: 176_000 },
  { naziv: 'Procena stana – Novo naselje', opis: 'Garsonjera 31 m², procena za prodaju.', vrsta: 'stan', dan: -17, prioritet: 3, cena: 14_000 },
  { naziv: 'Snimanje stambenog bloka – Adice', opis: 'Geodetsko snimanje za projekat parcelacije.', vrsta: 'teren', dan: -13, prioritet: 2, cena: 105_000 },
  { naziv: 'Procena kuće – Bukovac', opis: 'Vikend kuća sa voćnjakom, 9 ari.', vrsta: 'kuca', dan: -9, prioritet: 2, cena: 30_000 },
  { naziv: 'Procena stana – Salajka', opis: 'Stan 58 m² u novogradnji, hipoteka.', vrsta: 'stan', dan: -5, prioritet: 1, cena: 20_000 },
  { naziv: 'Portfolio procena – AIK banka (15 lokala)', opis: 'Desktop procene poslovnih prostora u Vojvodini.', vrsta: 'portfolio', dan: -3, prioritet: 2, cena: 246_000 },
  { naziv: 'Procena poljoprivrednog zemljišta – Rumenka', opis: 'Oranice 12 ha, procena za zalogu.', vrsta: 'zemljiste', dan: 2, prioritet: 2, cena: 73_000 },
  { naziv: 'Procena lokala – Bulevar Evrope', opis: 'Lokal 85 m² u prizemlju stambene zgrade.', vrsta: 'poslovni', dan: 6, prioritet: 2, cena: 40_000 },
  { naziv: 'Procena stana – Telep', opis: 'Dvoiposoban stan 63 m², kredit Raiffeisen banke.', vrsta: 'stan', dan: 11, prioritet: 2, cena: 21_000 },
  { naziv: 'Geodetsko snimanje – Čenej salaš', opis: 'Snimanje salaša i pomoćnih objekata.', vrsta: 'teren', dan: 17, prioritet: 3, cena: 82_000 },
  { naziv: 'Procena kuće – Sremski Karlovci', opis: 'Kuća pod zaštitom, 210 m², procena za osiguranje.', vrsta: 'kuca', dan: 24, prioritet: 1, cena: 53_000 },
  { naziv: 'Portfolio procena – Erste banka (30 stanova)', opis: 'Kvartalna revizija portfolija stambenih kredita.', vrsta: 'portfolio', dan: 31, prioritet: 1, cena: 363_000 },
  { naziv: 'Procena stana – Podbara', opis: 'Stan 45 m² u staroj gradnji.', vrsta: 'stan', dan: 40, prioritet: 3, cena: 18_000 },
  { naziv: 'Procena magacina – Kisač', opis: 'Magacin 800 m² sa platoom, procena za banku.', vrsta: 'poslovni', dan: 52, prioritet: 2, cena: 105_000 },
];

const TIMOVI: readonly (readonly string[])[] = [
  ['user', 'mstojanovic'],
  ['iilic'],
  ['sdjordjevic', 'mstojanovic'],
  ['demo'],
  ['admin', 'user'],
  ['iilic', 'sdjordjevic'],
  ['ops'],
];

/** The task of step `index` of a job that starts `dan` working days from today, its state read from the dates. */
function zadaciPosla(vrsta: VrstaPosla, dan: number, redni: number): DemoZadatak[] {
  let day = dan;
  return KORACI[vrsta].map((korak, index) => {
    const duration = Math.max(1, Math.ceil(korak.sati / 8));
    if (index > 0 && korak.zavisi) day += 1;
    const start = day;
    day = start + duration - 1;
    const team = TIMOVI[(redni + index) % TIMOVI.length]!;
    const status: DemoZadatak['status'] =
      day < 0 ? 'zavrsen' : start > 0 ? 'nijePoceo' : (redni + index) % 3 === 0 ? 'uToku' : 'pauziran';
    return { naziv: korak.naziv, dan: start, sati: korak.sati, radnici: team, oprema: korak.oprema, status, zavisi: korak.zavisi };
  });
}

export const DEMO_POSLOVI_DODATNI = DODATNI.map((posao, redni) => ({
  naziv: posao.naziv,
  opis: posao.opis,
  prioritet: posao.prioritet,
  cena: posao.cena,
  zadaci: zadaciPosla(posao.vrsta, posao.dan, redni),
}));

/** The firm's two job templates (šabloni): their tasks, dependencies, workers and equipment. */
export const DEMO_SABLONI = [
  { naziv: 'Šablon – Procena stana za banku', opis: 'Standardni tok procene stana za hipotekarni kredit.', zadaci: zadaciPosla('stan', 1, 0) },
  { naziv: 'Šablon – Geodetsko snimanje parcele', opis: 'Katastar, snimanje GNSS-om i dronom, obrada i elaborat.', zadaci: zadaciPosla('teren', 1, 2) },
];
