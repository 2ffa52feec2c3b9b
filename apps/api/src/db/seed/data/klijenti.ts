import { kljucPretrage } from '@rp/contract';

/**
 * The demo firm's register: the banks that lend on property in Serbia (names and head offices as they are public;
 * registry numbers left out rather than guessed), made-up bankers, and made-up clients. Every registry number, JMBG,
 * phone and e-mail below is invented. A place is [municipality, settlement]; the settlement defaults to the seat.
 */
export interface DemoKlijent {
  naziv: string;
  lice: 1 | 2;
  maticniBroj?: string;
  mesto: readonly [string, string?];
  adresa: string;
  /** [latitude, longitude]; left out for a few, so the map places them by their address. */
  koordinate?: readonly [number, number];
  telefon?: string;
  email?: string;
}

export interface DemoBanka extends DemoKlijent {
  bankari: readonly DemoKlijent[];
}

const NS = ['Novi Sad'] as const;
const SG = ['Stari grad', 'Beograd (Stari grad)'] as const;
const NBG = ['Novi Beograd'] as const;

const bankar = (naziv: string, mesto: readonly [string, string?], adresa: string, n: number): DemoKlijent => ({
  naziv,
  lice: 2,
  mesto,
  adresa,
  telefon: `+381 60 555 ${String(1000 + n).slice(1)}`,
  email: `${kljucPretrage(naziv)
    .replace(/[^a-z]+/g, '.')
    .replace(/^\.|\.$/g, '')}@banka.primer.rs`,
});

export const DEMO_BANKE: readonly DemoBanka[] = [
  {
    naziv: 'Banca Intesa a.d. Beograd',
    lice: 1,
    mesto: NBG,
    adresa: 'Milentija Popovića 7b',
    koordinate: [44.8125, 20.4241],
    bankari: [
      bankar('Jelena Marković', NS, 'Bulevar oslobođenja 56', 1),
      bankar('Nikola Savić', NBG, 'Milentija Popovića 7b', 2),
      bankar('Tamara Lukić', ['Subotica'], 'Korzo 5', 3),
    ],
  },
  {
    naziv: 'UniCredit Bank Srbija a.d.',
    lice: 1,
    mesto: SG,
    adresa: 'Rajićeva 27-29',
    koordinate: [44.8184, 20.4563],
    bankari: [bankar('Marko Jovanović', SG, 'Rajićeva 27-29', 4), bankar('Ana Kovačević', NS, 'Trg slobode 3', 5)],
  },
  {
    naziv: 'Raiffeisen banka a.d. Beograd',
    lice: 1,
    mesto: NBG,
    adresa: 'Đorđa Stanojevića 16',
    koordinate: [44.8046, 20.4018],
    bankari: [
      bankar('Dragana Stojanović', NS, 'Bulevar Mihajla Pupina 4', 6),
      bankar('Miloš Đorđević', NBG, 'Đorđa Stanojevića 16', 7),
      bankar('Ivana Pešić', ['Zrenjanin'], 'Kralja Aleksandra I Karađorđevića 2', 8),
    ],
  },
  {
    naziv: 'OTP banka Srbija a.d. Beograd',
    lice: 1,
    mesto: NBG,
    adresa: 'Bulevar Zorana Đinđića 50a/b',
    koordinate: [44.8162, 20.4163],
    bankari: [
      bankar('Bojan Ilić', NS, 'Trg slobode 5', 9),
      bankar('Sanja Radović', ['Sombor'], 'Kralja Petra I 10', 10),
    ],
  },
  {
    naziv: 'AIK banka a.d. Beograd',
    lice: 1,
    mesto: NBG,
    adresa: 'Bulevar Mihajla Pupina 115đ',
    koordinate: [44.8232, 20.4199],
    bankari: [
      bankar('Vladimir Nikolić', NBG, 'Bulevar Mihajla Pupina 115đ', 11),
      bankar('Milica Todorović', NS, 'Zmaj Jovina 12', 12),
    ],
  },
  {
    naziv: 'Erste Bank a.d. Novi Sad',
    lice: 1,
    mesto: NS,
    adresa: 'Bulevar oslobođenja 5',
    koordinate: [45.2587, 19.8325],
    bankari: [
      bankar('Aleksandra Popović', NS, 'Bulevar oslobođenja 5', 13),
      bankar('Stefan Mitrović', ['Pančevo'], 'Vojvode Radomira Putnika 6', 14),
      bankar('Jovana Živković', ['Vračar', 'Beograd (Vračar)'], 'Kralja Milana 11', 15),
    ],
  },
  {
    naziv: 'Addiko Bank a.d. Beograd',
    lice: 1,
    mesto: NBG,
    adresa: 'Bulevar Mihajla Pupina 6',
    koordinate: [44.8164, 20.4334],
    bankari: [
      bankar('Nemanja Stevanović', NBG, 'Bulevar Mihajla Pupina 6', 16),
      bankar('Katarina Milić', NS, 'Jevrejska 18', 17),
    ],
  },
  {
    naziv: 'ProCredit Bank a.d. Beograd',
    lice: 1,
    mesto: NBG,
    adresa: 'Milutina Milankovića 17',
    koordinate: [44.8057, 20.4132],
    bankari: [
      bankar('Dejan Kostić', ['Sremska Mitrovica'], 'Svetog Dimitrija 9', 18),
      bankar('Marija Vasić', NS, 'Bulevar cara Lazara 7', 19),
    ],
  },
  {
    naziv: 'NLB Komercijalna banka a.d. Beograd',
    lice: 1,
    mesto: SG,
    adresa: 'Svetogorska 42-44',
    koordinate: [44.8115, 20.4735],
    bankari: [
      bankar('Goran Pavlović', SG, 'Svetogorska 42-44', 20),
      bankar('Snežana Đurić', NS, 'Modene 1', 21),
      bankar('Uroš Lazić', ['Kikinda'], 'Trg srpskih dobrovoljaca 12', 22),
    ],
  },
  {
    naziv: 'Banka Poštanska štedionica a.d. Beograd',
    lice: 1,
    mesto: ['Palilula', 'Beograd (Palilula)'],
    adresa: 'Kraljice Marije 3',
    koordinate: [44.8083, 20.4773],
    bankari: [
      bankar('Zoran Janković', ['Palilula', 'Beograd (Palilula)'], 'Kraljice Marije 3', 23),
      bankar('Tijana Ristić', NS, 'Narodnih heroja 2', 24),
    ],
  },
];

export const DEMO_KLIJENTI: readonly DemoKlijent[] = [
  // Companies (legal persons): invented 8-digit registry numbers.
  {
    naziv: 'Gradnja Dunav d.o.o.',
    lice: 1,
    maticniBroj: '21045873',
    mesto: NS,
    adresa: 'Futoški put 32',
    koordinate: [45.2521, 19.8081],
    telefon: '+381 21 555 0101',
    email: 'office@gradnjadunav.primer.rs',
  },
  {
    naziv: 'Vojvođanska investiciona grupa a.d.',
    lice: 1,
    maticniBroj: '20876541',
    mesto: NS,
    adresa: 'Bulevar Mihajla Pupina 10',
    koordinate: [45.2555, 19.8474],
  },
  {
    naziv: 'Agro Bačka d.o.o.',
    lice: 1,
    maticniBroj: '08745126',
    mesto: ['Bačka Palanka'],
    adresa: 'Kralja Petra I 14',
    koordinate: [45.2497, 19.3919],
  },
  {
    naziv: 'Mlekara Srem d.o.o.',
    lice: 1,
    maticniBroj: '08123974',
    mesto: ['Ruma'],
    adresa: 'Industrijska zona bb',
    koordinate: [45.0079, 19.8253],
  },
  {
    naziv: 'Tehnopromet Novi Sad d.o.o.',
    lice: 1,
    maticniBroj: '21567432',
    mesto: NS,
    adresa: 'Kisačka 71',
    koordinate: [45.2703, 19.8376],
  },
  {
    naziv: 'Stanogradnja Liman d.o.o.',
    lice: 1,
    maticniBroj: '21398765',
    mesto: NS,
    adresa: 'Narodnog fronta 23',
    koordinate: [45.2437, 19.8434],
  },
  {
    naziv: 'Petrovaradin Nekretnine d.o.o.',
    lice: 1,
    maticniBroj: '21784510',
    mesto: ['Novi Sad', 'Petrovaradin'],
    adresa: 'Preradovićeva 8',
    koordinate: [45.2519, 19.8663],
  },
  {
    naziv: 'Futog Agrar d.o.o.',
    lice: 1,
    maticniBroj: '08654213',
    mesto: ['Novi Sad', 'Futog'],
    adresa: 'Carice Milice 45',
    koordinate: [45.2398, 19.7136],
  },
  {
    naziv: 'Beogradska razvojna kompanija d.o.o.',
    lice: 1,
    maticniBroj: '20345987',
    mesto: NBG,
    adresa: 'Bulevar Zorana Đinđića 64',
    koordinate: [44.8143, 20.4128],
  },
  {
    naziv: 'Savski Kej Invest d.o.o.',
    lice: 1,
    maticniBroj: '21876012',
    mesto: ['Savski venac', 'Beograd (Savski venac)'],
    adresa: 'Karađorđeva 48',
    koordinate: [44.8132, 20.4517],
  },
  {
    naziv: 'Zemun Logistika d.o.o.',
    lice: 1,
    maticniBroj: '20987345',
    mesto: ['Zemun'],
    adresa: 'Cara Dušana 212',
    koordinate: [44.8469, 20.3907],
  },
  {
    naziv: 'Vračar Residence d.o.o.',
    lice: 1,
    maticniBroj: '21123456',
    mesto: ['Vračar', 'Beograd (Vračar)'],
    adresa: 'Njegoševa 19',
    koordinate: [44.8027, 20.4752],
  },
  {
    naziv: 'Subotička pekara d.o.o.',
    lice: 1,
    maticniBroj: '08234561',
    mesto: ['Subotica'],
    adresa: 'Maksima Gorkog 22',
    koordinate: [46.0987, 19.6689],
  },
  {
    naziv: 'Banat Energija d.o.o.',
    lice: 1,
    maticniBroj: '20456312',
    mesto: ['Zrenjanin'],
    adresa: 'Bagljaš zapad bb',
    koordinate: [45.3955, 20.3761],
  },
  {
    naziv: 'Pančevački metal d.o.o.',
    lice: 1,
    maticniBroj: '08345672',
    mesto: ['Pančevo'],
    adresa: 'Spoljnostarčevačka 134',
    koordinate: [44.8611, 20.6712],
  },
  {
    naziv: 'Vršačka vinarija d.o.o.',
    lice: 1,
    maticniBroj: '08567123',
    mesto: ['Vršac', 'Gudurica'],
    adresa: 'Vinogradarska 3',
  },
  {
    naziv: 'Šabačka trgovina d.o.o.',
    lice: 1,
    maticniBroj: '07612345',
    mesto: ['Šabac'],
    adresa: 'Gospodar Jevremova 15',
    koordinate: [44.7553, 19.6931],
  },
  {
    naziv: 'Somborska ciglana a.d.',
    lice: 1,
    maticniBroj: '08012987',
    mesto: ['Sombor'],
    adresa: 'Staparski put bb',
    koordinate: [45.7668, 19.1336],
  },
  { naziv: 'Kikindski mlin a.d.', lice: 1, maticniBroj: '08098123', mesto: ['Kikinda'], adresa: 'Železnička 2' },
  {
    naziv: 'Inđija Biznis Park d.o.o.',
    lice: 1,
    maticniBroj: '21234098',
    mesto: ['Inđija'],
    adresa: 'Južna industrijska zona bb',
    koordinate: [45.0398, 20.0945],
  },
  {
    naziv: 'Sremski Karlovci Turizam d.o.o.',
    lice: 1,
    maticniBroj: '21456780',
    mesto: ['Sremski Karlovci'],
    adresa: 'Trg Branka Radičevića 1',
    koordinate: [45.2029, 19.9343],
  },
  {
    naziv: 'Temerinska štamparija d.o.o.',
    lice: 1,
    maticniBroj: '08712340',
    mesto: ['Temerin'],
    adresa: 'Novosadska 300',
    koordinate: [45.4041, 19.8852],
  },
  { naziv: 'Đurđevo Farm d.o.o.', lice: 1, maticniBroj: '21903456', mesto: ['Žabalj', 'Đurđevo'], adresa: 'Glavna 7' },
  {
    naziv: 'Čukarica Gradnja d.o.o.',
    lice: 1,
    maticniBroj: '20678901',
    mesto: ['Čukarica', 'Beograd (Čukarica)'],
    adresa: 'Požeška 81',
    koordinate: [44.7767, 20.4115],
  },
  // People (natural persons): invented JMBG-like 13-digit numbers.
  {
    naziv: 'Petar Petrović',
    lice: 2,
    maticniBroj: '1203985800012',
    mesto: NS,
    adresa: 'Bulevar kralja Petra I 21',
    koordinate: [45.2602, 19.8303],
    telefon: '+381 64 555 0201',
  },
  {
    naziv: 'Marija Đorđević',
    lice: 2,
    maticniBroj: '2507990805023',
    mesto: NS,
    adresa: 'Narodnog fronta 45',
    koordinate: [45.2433, 19.8397],
  },
  {
    naziv: 'Dragan Nikolić',
    lice: 2,
    maticniBroj: '0311978800034',
    mesto: ['Novi Sad', 'Veternik'],
    adresa: 'Kosovska 12',
    koordinate: [45.2541, 19.7602],
  },
  {
    naziv: 'Jovana Stanković',
    lice: 2,
    maticniBroj: '1706988805045',
    mesto: ['Novi Sad', 'Sremska Kamenica'],
    adresa: 'Vojvode Putnika 30',
    koordinate: [45.2228, 19.8413],
  },
  {
    naziv: 'Milan Vuković',
    lice: 2,
    maticniBroj: '0909982710056',
    mesto: NBG,
    adresa: 'Jurija Gagarina 150',
    koordinate: [44.8039, 20.3912],
  },
  {
    naziv: 'Ivana Ćirić',
    lice: 2,
    maticniBroj: '1402993715067',
    mesto: ['Zvezdara', 'Beograd (Zvezdara)'],
    adresa: 'Bulevar kralja Aleksandra 320',
    koordinate: [44.7944, 20.4984],
  },
  {
    naziv: 'Nenad Jocić',
    lice: 2,
    maticniBroj: '2112975710078',
    mesto: ['Zemun', 'Batajnica'],
    adresa: 'Pukovnika Milenka Pavlovića 55',
  },
  {
    naziv: 'Sofija Radosavljević',
    lice: 2,
    maticniBroj: '0505995805089',
    mesto: ['Novi Sad', 'Kać'],
    adresa: 'Svetosavska 4',
    koordinate: [45.3005, 19.9412],
  },
  {
    naziv: 'Aleksandar Đukić',
    lice: 2,
    maticniBroj: '1808980800090',
    mesto: ['Novi Sad', 'Futog'],
    adresa: 'Ive Lole Ribara 17',
  },
  {
    naziv: 'Branislava Šević',
    lice: 2,
    maticniBroj: '2906987805001',
    mesto: ['Subotica', 'Palić'],
    adresa: 'Olimpijska 9',
    koordinate: [46.1012, 19.7583],
  },
  {
    naziv: 'Vuk Tadić',
    lice: 2,
    maticniBroj: '1010991770012',
    mesto: ['Šabac'],
    adresa: 'Karađorđeva 40',
    koordinate: [44.7571, 19.6972],
  },
  {
    naziv: 'Teodora Žarković',
    lice: 2,
    maticniBroj: '0202997805023',
    mesto: ['Zrenjanin', 'Ečka'],
    adresa: 'Žarka Zrenjanina 18',
  },
  {
    naziv: 'Luka Mićić',
    lice: 2,
    maticniBroj: '1512984800034',
    mesto: ['Bečej'],
    adresa: 'Glavna 55',
    koordinate: [45.6174, 20.0456],
  },
  {
    naziv: 'Jelena Pantić',
    lice: 2,
    maticniBroj: '3003986805045',
    mesto: ['Sremska Mitrovica'],
    adresa: 'Stari šor 22',
    koordinate: [44.9748, 19.6118],
  },
  {
    naziv: 'Đorđe Lazarević',
    lice: 2,
    maticniBroj: '2404979800056',
    mesto: ['Vrbas'],
    adresa: 'Maršala Tita 88',
    koordinate: [45.5713, 19.6427],
  },
  {
    naziv: 'Nataša Bogdanović',
    lice: 2,
    maticniBroj: '1107992715067',
    mesto: ['Voždovac', 'Beograd (Voždovac)'],
    adresa: 'Vojvode Stepe 180',
    koordinate: [44.7774, 20.4819],
  },
  {
    naziv: 'Miroslav Čolić',
    lice: 2,
    maticniBroj: '0806976800078',
    mesto: ['Stara Pazova', 'Nova Pazova'],
    adresa: 'Kralja Petra I 90',
  },
  {
    naziv: 'Ksenija Filipović',
    lice: 2,
    maticniBroj: '1909989805089',
    mesto: ['Pančevo', 'Starčevo'],
    adresa: 'Maksima Gorkog 6',
    koordinate: [44.8183, 20.7033],
  },
  {
    naziv: 'Igor Simić',
    lice: 2,
    maticniBroj: '2708983800090',
    mesto: ['Beočin'],
    adresa: 'Svetosavska 13',
    koordinate: [45.2077, 19.7216],
  },
  {
    naziv: 'Dušica Marinković',
    lice: 2,
    maticniBroj: '0104994805001',
    mesto: ['Kula'],
    adresa: 'Lenjinova 27',
    koordinate: [45.6079, 19.5296],
  },
  {
    naziv: 'Slobodan Ostojić',
    lice: 2,
    maticniBroj: '1311970800012',
    mesto: ['Sombor', 'Bezdan'],
    adresa: 'Dunavska 3',
  },
];

/** Which client each demo job is for, by the job's name (jobs not named here have none). */
export const DEMO_POSAO_KLIJENT: Readonly<Record<string, string>> = {
  'Procena stana – Liman 3, Novi Sad': 'Petar Petrović',
  'Procena poslovnog prostora – Bulevar oslobođenja': 'Vojvođanska investiciona grupa a.d.',
  'Geodetsko snimanje parcele – Futog': 'Futog Agrar d.o.o.',
  'Procena porodične kuće – Sremska Kamenica': 'Jovana Stanković',
  'Portfolio procena – Banca Intesa (10 stanova)': 'Banca Intesa a.d. Beograd',
  'Procena poljoprivrednog zemljišta – Čenej': 'Agro Bačka d.o.o.',
};
