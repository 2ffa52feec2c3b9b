/**
 * Where the demo and large property data sets place their properties: neighbourhoods of Novi Sad, Belgrade and their
 * surroundings with their centres (real locations, a few hundred metres of spread), streets of each, and the asking
 * price per m² of a flat there (€, 2024–2025 market levels). Other types are priced from the flat price (see
 * VRSTE_PROFIL). The cadastral municipality of a neighbourhood is the one it mostly lies in; the properties are made up.
 */
export interface Kvart {
  naziv: string;
  /** Municipality and settlement as in OPSTINE_SRBIJE (the settlement defaults to the seat). */
  opstina: string;
  grad?: string;
  /** The cadastral municipality, as in KATASTRI. */
  katastar: string;
  centar: readonly [number, number];
  /** Radius of the neighbourhood in metres. */
  radius: number;
  ulice: readonly string[];
  /** Flat asking price per m² in €, from–to. */
  cenaStana: readonly [number, number];
  /** How many of the demo's properties fall here, relative to the others. */
  tezina: number;
}

// prettier-ignore
export const KVARTOVI: readonly Kvart[] = [
  // Novi Sad
  { naziv: 'Centar', opstina: 'Novi Sad', katastar: 'Novi Sad I', centar: [45.2551, 19.8452], radius: 700, cenaStana: [2600, 3200], tezina: 10,
    ulice: ['Zmaj Jovina', 'Dunavska', 'Pašićeva', 'Jevrejska', 'Modene', 'Laze Telečkog', 'Ilije Ogrizovića', 'Njegoševa', 'Svetozara Miletića', 'Kralja Aleksandra'] },
  { naziv: 'Rotkvarija', opstina: 'Novi Sad', katastar: 'Novi Sad I', centar: [45.2615, 19.8395], radius: 500, cenaStana: [2100, 2700], tezina: 5,
    ulice: ['Kisačka', 'Temerinska', 'Vojvode Šupljikca', 'Hadži Ruvimova', 'Bulevar oslobođenja', 'Đorđa Rajkovića'] },
  { naziv: 'Podbara', opstina: 'Novi Sad', katastar: 'Novi Sad I', centar: [45.2630, 19.8520], radius: 450, cenaStana: [2000, 2600], tezina: 4,
    ulice: ['Almaška', 'Vojvode Bojovića', 'Skerlićeva', 'Vuka Karadžića', 'Marka Miljanova'] },
  { naziv: 'Grbavica', opstina: 'Novi Sad', katastar: 'Novi Sad II', centar: [45.2470, 19.8380], radius: 550, cenaStana: [2300, 3000], tezina: 9,
    ulice: ['Puškinova', 'Gogoljeva', 'Šekspirova', 'Balzakova', 'Bulevar oslobođenja', 'Danila Kiša', 'Braće Ribnikar'] },
  { naziv: 'Liman', opstina: 'Novi Sad', katastar: 'Novi Sad II', centar: [45.2400, 19.8450], radius: 800, cenaStana: [2500, 3200], tezina: 11,
    ulice: ['Bulevar cara Lazara', 'Narodnog fronta', 'Fruškogorska', 'Ise Bajića', 'Sime Matavulja', 'Dr Sime Miloševića', 'Bulevar despota Stefana'] },
  { naziv: 'Detelinara', opstina: 'Novi Sad', katastar: 'Novi Sad IV', centar: [45.2625, 19.8205], radius: 600, cenaStana: [2000, 2700], tezina: 8,
    ulice: ['Rumenačka', 'Bulevar Jaše Tomića', 'Kornelija Stankovića', 'Janka Čmelika', 'Branimira Ćosića', 'Novosadskog sajma'] },
  { naziv: 'Novo naselje', opstina: 'Novi Sad', katastar: 'Novi Sad IV', centar: [45.2525, 19.8010], radius: 700, cenaStana: [1900, 2600], tezina: 8,
    ulice: ['Bulevar Slobodana Jovanovića', 'Bate Brkića', 'Kosovska', 'Jovana Dučića', 'Vladimira Nikolića'] },
  { naziv: 'Telep', opstina: 'Novi Sad', katastar: 'Novi Sad III', centar: [45.2420, 19.8090], radius: 700, cenaStana: [1800, 2400], tezina: 6,
    ulice: ['Ribarska', 'Bajči Žilinskog', 'Somborska', 'Ive Andrića', 'Lovćenska', 'Ivana Cankara'] },
  { naziv: 'Adice', opstina: 'Novi Sad', katastar: 'Novi Sad III', centar: [45.2380, 19.7830], radius: 800, cenaStana: [1600, 2100], tezina: 3,
    ulice: ['Adička', 'Ljubice Ravasi', 'Kamenjar', 'Slavonska', 'Miletićeva'] },
  { naziv: 'Klisa', opstina: 'Novi Sad', katastar: 'Novi Sad I', centar: [45.2830, 19.8330], radius: 900, cenaStana: [1500, 2000], tezina: 3,
    ulice: ['Sentandrejski put', 'Kanal DTD', 'Klisanski put', 'Svetosavska', 'Vidovdanska'] },
  { naziv: 'Petrovaradin', opstina: 'Novi Sad', grad: 'Petrovaradin', katastar: 'Petrovaradin', centar: [45.2500, 19.8720], radius: 800, cenaStana: [2000, 2700], tezina: 5,
    ulice: ['Preradovićeva', 'Beogradska', 'Karlovački drum', 'Račkog', 'Štrosmajerova', 'Dunavska'] },
  { naziv: 'Sremska Kamenica', opstina: 'Novi Sad', grad: 'Sremska Kamenica', katastar: 'Sremska Kamenica', centar: [45.2225, 19.8410], radius: 1100, cenaStana: [1900, 2600], tezina: 4,
    ulice: ['Vojvode Putnika', 'Fruškogorska', 'Novosadski put', 'Partizanska', 'Čardak', 'Ribnjak'] },
  { naziv: 'Veternik', opstina: 'Novi Sad', grad: 'Veternik', katastar: 'Veternik', centar: [45.2545, 19.7560], radius: 1100, cenaStana: [1500, 2000], tezina: 3,
    ulice: ['Novosadski put', 'Ive Andrića', 'Šumadijska', 'Banijska', 'Kralja Petra I'] },
  { naziv: 'Futog', opstina: 'Novi Sad', grad: 'Futog', katastar: 'Futog', centar: [45.2400, 19.7150], radius: 1300, cenaStana: [1300, 1800], tezina: 3,
    ulice: ['Carice Milice', 'Cara Lazara', 'Kralja Petra I', 'Ribarska', 'Dunavska'] },
  { naziv: 'Kać', opstina: 'Novi Sad', grad: 'Kać', katastar: 'Kać', centar: [45.2990, 19.9420], radius: 1000, cenaStana: [1200, 1700], tezina: 2,
    ulice: ['Svetozara Markovića', 'Nikole Tesle', 'Ribarska', 'Novosadska'] },
  { naziv: 'Rumenka', opstina: 'Novi Sad', grad: 'Rumenka', katastar: 'Rumenka', centar: [45.2950, 19.7440], radius: 900, cenaStana: [1200, 1600], tezina: 1,
    ulice: ['Ive Lole Ribara', 'Partizanska', 'Kralja Petra I'] },
  { naziv: 'Kisač', opstina: 'Novi Sad', grad: 'Kisač', katastar: 'Kisač', centar: [45.3560, 19.7290], radius: 900, cenaStana: [1000, 1400], tezina: 1,
    ulice: ['Slovačka', 'Kolarova', 'Maršala Tita'] },
  { naziv: 'Ledinci', opstina: 'Novi Sad', grad: 'Ledinci', katastar: 'Ledinci', centar: [45.2060, 19.8030], radius: 900, cenaStana: [1400, 1900], tezina: 1,
    ulice: ['Zorke Kasapinović', 'Fruškogorska', 'Dunavska'] },
  { naziv: 'Bukovac', opstina: 'Novi Sad', grad: 'Bukovac', katastar: 'Bukovac', centar: [45.2030, 19.9010], radius: 900, cenaStana: [1300, 1800], tezina: 1,
    ulice: ['Čerevićka', 'Lenjinova', 'Bukovački put'] },
  { naziv: 'Begeč', opstina: 'Novi Sad', grad: 'Begeč', katastar: 'Begeč', centar: [45.2360, 19.6260], radius: 800, cenaStana: [900, 1300], tezina: 1,
    ulice: ['Dunavska', 'Matije Gupca', 'Vojvođanska'] },
  { naziv: 'Kovilj', opstina: 'Novi Sad', grad: 'Kovilj', katastar: 'Kovilj', centar: [45.2320, 20.0240], radius: 900, cenaStana: [900, 1300], tezina: 1,
    ulice: ['Jovana Jovanovića Zmaja', 'Vojvode Stepe', 'Mokri put'] },
  { naziv: 'Čenej', opstina: 'Novi Sad', grad: 'Čenej', katastar: 'Čenej', centar: [45.3690, 19.8170], radius: 1200, cenaStana: [900, 1300], tezina: 1,
    ulice: ['Čenejski salaši', 'Nova ulica', 'Čenejska'] },
  { naziv: 'Budisava', opstina: 'Novi Sad', grad: 'Budisava', katastar: 'Budisava', centar: [45.2780, 19.9960], radius: 800, cenaStana: [900, 1300], tezina: 1,
    ulice: ['Kralja Petra I', 'Partizanska', 'Školska'] },
  { naziv: 'Stepanovićevo', opstina: 'Novi Sad', grad: 'Stepanovićevo', katastar: 'Stepanovićevo', centar: [45.4150, 19.7020], radius: 800, cenaStana: [800, 1200], tezina: 1,
    ulice: ['Vojvode Stepe', 'Ive Lole Ribara', 'Dositejeva'] },
  // Around Novi Sad
  { naziv: 'Sremski Karlovci', opstina: 'Sremski Karlovci', katastar: 'Sremski Karlovci', centar: [45.2030, 19.9340], radius: 1000, cenaStana: [1500, 2200], tezina: 2,
    ulice: ['Mitropolita Stratimirovića', 'Karlovačkog mira', 'Dobrička', 'Patrijarha Rajačića', 'Prote Mihalja'] },
  { naziv: 'Temerin', opstina: 'Temerin', katastar: 'Temerin', centar: [45.4080, 19.8890], radius: 1300, cenaStana: [1100, 1500], tezina: 2,
    ulice: ['Novosadska', 'Petefi Šandora', 'Kralja Petra I', 'Narodnih heroja', 'Zmaj Jovina'] },
  { naziv: 'Bački Jarak', opstina: 'Temerin', grad: 'Bački Jarak', katastar: 'Bački Jarak', centar: [45.3680, 19.8680], radius: 900, cenaStana: [1000, 1400], tezina: 1,
    ulice: ['Maršala Tita', 'Sremska', 'Braće Popović'] },
  { naziv: 'Beočin', opstina: 'Beočin', katastar: 'Beočin', centar: [45.2080, 19.7200], radius: 1000, cenaStana: [900, 1300], tezina: 1,
    ulice: ['Svetozara Markovića', 'Mihajla Pupina', 'Cara Lazara', 'Trg Cara Lazara'] },
  // Belgrade
  { naziv: 'Vračar', opstina: 'Vračar', grad: 'Beograd (Vračar)', katastar: 'Vračar', centar: [44.7985, 20.4755], radius: 800, cenaStana: [3200, 5500], tezina: 8,
    ulice: ['Njegoševa', 'Makenzijeva', 'Krunska', 'Kralja Milutina', 'Maksima Gorkog', 'Južni bulevar', 'Golsvordijeva', 'Molerova'] },
  { naziv: 'Dorćol', opstina: 'Stari grad', grad: 'Beograd (Stari grad)', katastar: 'Stari grad', centar: [44.8225, 20.4640], radius: 650, cenaStana: [3200, 6000], tezina: 7,
    ulice: ['Cara Dušana', 'Dositejeva', 'Gospodar Jevremova', 'Strahinjića Bana', 'Skadarska', 'Dobračina', 'Kralja Petra'] },
  { naziv: 'Senjak i Dedinje', opstina: 'Savski venac', grad: 'Beograd (Savski venac)', katastar: 'Savski venac', centar: [44.7830, 20.4480], radius: 900, cenaStana: [3500, 6000], tezina: 5,
    ulice: ['Bulevar kneza Aleksandra Karađorđevića', 'Užička', 'Tolstojeva', 'Ljutice Bogdana', 'Teodora Drajzera', 'Vase Pelagića'] },
  { naziv: 'Savamala', opstina: 'Savski venac', grad: 'Beograd (Savski venac)', katastar: 'Savski venac', centar: [44.8070, 20.4500], radius: 600, cenaStana: [3500, 6000], tezina: 4,
    ulice: ['Nemanjina', 'Kneza Miloša', 'Karađorđeva', 'Hercegovačka', 'Bulevar Vudroa Vilsona', 'Balkanska'] },
  { naziv: 'Novi Beograd', opstina: 'Novi Beograd', katastar: 'Novi Beograd', centar: [44.8060, 20.4080], radius: 1600, cenaStana: [2500, 4000], tezina: 14,
    ulice: ['Bulevar Mihajla Pupina', 'Bulevar Zorana Đinđića', 'Jurija Gagarina', 'Omladinskih brigada', 'Gandijeva', 'Nehruova', 'Vladimira Popovića', 'Bulevar Arsenija Čarnojevića'] },
  { naziv: 'Zemun', opstina: 'Zemun', katastar: 'Zemun', centar: [44.8440, 20.4030], radius: 1000, cenaStana: [2200, 3200], tezina: 6,
    ulice: ['Glavna', 'Gospodska', 'Karađorđev trg', 'Ugrinovačka', 'Prvomajska', 'Cara Dušana', 'Dubrovačka'] },
  { naziv: 'Zemun Polje', opstina: 'Zemun', grad: 'Zemun Polje', katastar: 'Zemun Polje', centar: [44.8700, 20.3210], radius: 1100, cenaStana: [1300, 1900], tezina: 2,
    ulice: ['Pukovnika Milenka Pavlovića', 'Ugrinovačka', 'Kamenolomska', 'Lole Ribara'] },
  { naziv: 'Batajnica', opstina: 'Zemun', grad: 'Batajnica', katastar: 'Batajnica', centar: [44.9020, 20.2830], radius: 1300, cenaStana: [1200, 1800], tezina: 2,
    ulice: ['Majora Zorana Radosavljevića', 'Pukovnika Milenka Pavlovića', 'Dobrivoja Stošića', 'Carice Milice'] },
  { naziv: 'Palilula', opstina: 'Palilula', grad: 'Beograd (Palilula)', katastar: 'Palilula', centar: [44.8140, 20.4800], radius: 700, cenaStana: [2600, 3800], tezina: 5,
    ulice: ['Takovska', '27. marta', 'Ruzveltova', 'Dalmatinska', 'Cvijićeva', 'Kosovska', 'Bulevar despota Stefana'] },
  { naziv: 'Karaburma', opstina: 'Palilula', grad: 'Beograd (Palilula)', katastar: 'Palilula', centar: [44.8200, 20.5020], radius: 700, cenaStana: [2100, 2900], tezina: 3,
    ulice: ['Mije Kovačevića', 'Višnjička', 'Marijane Gregoran', 'Dunavski venac', 'Severni bulevar'] },
  { naziv: 'Višnjica', opstina: 'Palilula', grad: 'Beograd (Palilula)', katastar: 'Višnjica', centar: [44.8230, 20.5480], radius: 900, cenaStana: [1800, 2400], tezina: 2,
    ulice: ['Višnjička', 'Slanački put', 'Zaplanjska', 'Dragoslava Srejovića'] },
  { naziv: 'Borča', opstina: 'Palilula', grad: 'Borča', katastar: 'Borča', centar: [44.8710, 20.4600], radius: 1400, cenaStana: [1300, 1800], tezina: 3,
    ulice: ['Zrenjaninski put', 'Bratstva i jedinstva', 'Ivana Milutinovića', 'Partizanske avijacije'] },
  { naziv: 'Zvezdara', opstina: 'Zvezdara', grad: 'Beograd (Zvezdara)', katastar: 'Zvezdara', centar: [44.8010, 20.4990], radius: 800, cenaStana: [2200, 3200], tezina: 5,
    ulice: ['Bulevar kralja Aleksandra', 'Dimitrija Tucovića', 'Vojislava Ilića', 'Volgina', 'Mitropolita Petra', 'Dragoslava Srejovića'] },
  { naziv: 'Mirijevo', opstina: 'Zvezdara', grad: 'Beograd (Zvezdara)', katastar: 'Mirijevo', centar: [44.7950, 20.5300], radius: 800, cenaStana: [1800, 2500], tezina: 3,
    ulice: ['Mirijevski bulevar', 'Matice srpske', 'Jovana Bijelića', 'Vitezova Karađorđeve zvezde'] },
  { naziv: 'Mali Mokri Lug', opstina: 'Zvezdara', grad: 'Mali Mokri Lug', katastar: 'Mali Mokri Lug', centar: [44.7760, 20.5330], radius: 800, cenaStana: [1600, 2200], tezina: 1,
    ulice: ['Bulevar kralja Aleksandra', 'Đorđa Kratovca', 'Pere Velimirovića'] },
  { naziv: 'Voždovac', opstina: 'Voždovac', grad: 'Beograd (Voždovac)', katastar: 'Voždovac', centar: [44.7820, 20.4800], radius: 900, cenaStana: [2300, 3200], tezina: 5,
    ulice: ['Vojvode Stepe', 'Ustanička', 'Kumodraška', 'Bulevar oslobođenja', 'Braće Jerković', 'Dimitrija Koturovića'] },
  { naziv: 'Banjica', opstina: 'Voždovac', grad: 'Beograd (Voždovac)', katastar: 'Voždovac', centar: [44.7660, 20.4710], radius: 700, cenaStana: [2200, 3000], tezina: 3,
    ulice: ['Crnotravska', 'Paunova', 'Pavla Jurišića Šturma', 'Vojvode Stepe', 'Banjičkih žrtava'] },
  { naziv: 'Ripanj', opstina: 'Voždovac', grad: 'Ripanj', katastar: 'Ripanj', centar: [44.6350, 20.5250], radius: 1500, cenaStana: [900, 1400], tezina: 1,
    ulice: ['Kružni put', 'Ripanjski put', 'Put za Trešnju'] },
  { naziv: 'Banovo Brdo', opstina: 'Čukarica', grad: 'Beograd (Čukarica)', katastar: 'Banovo Brdo', centar: [44.7790, 20.4150], radius: 800, cenaStana: [2200, 3100], tezina: 5,
    ulice: ['Požeška', 'Kirovljeva', 'Pere Velimirovića', 'Beogradskog bataljona', 'Trgovačka', 'Šumadijski trg'] },
  { naziv: 'Cerak', opstina: 'Čukarica', grad: 'Beograd (Čukarica)', katastar: 'Čukarica', centar: [44.7560, 20.4060], radius: 700, cenaStana: [1900, 2600], tezina: 2,
    ulice: ['Jablanička', 'Vladimira Radovanovića', 'Cerska', 'Golubačka'] },
  { naziv: 'Železnik', opstina: 'Čukarica', grad: 'Beograd (Čukarica)', katastar: 'Železnik', centar: [44.7320, 20.3800], radius: 1000, cenaStana: [1500, 2000], tezina: 2,
    ulice: ['Radnička', 'Milorada Mitrovića', 'Kneza Lazara', 'Nikole Pašića'] },
  { naziv: 'Rakovica', opstina: 'Rakovica', grad: 'Beograd (Rakovica)', katastar: 'Rakovica', centar: [44.7460, 20.4440], radius: 900, cenaStana: [1700, 2400], tezina: 4,
    ulice: ['Patrijarha Dimitrija', 'Vidikovački venac', 'Pilota Mihajla Petrovića', 'Miška Kranjca', 'Kijevska'] },
  { naziv: 'Resnik', opstina: 'Rakovica', grad: 'Resnik', katastar: 'Resnik', centar: [44.7080, 20.4590], radius: 900, cenaStana: [1300, 1800], tezina: 1,
    ulice: ['Kružni put', 'Bore Stankovića', 'Podgorska'] },
  { naziv: 'Surčin', opstina: 'Surčin', katastar: 'Surčin', centar: [44.7930, 20.2800], radius: 1200, cenaStana: [1200, 1700], tezina: 2,
    ulice: ['Vojvođanska', 'Ulica 4. jula', 'Dobanovački put', 'Karađorđeva'] },
  { naziv: 'Kaluđerica', opstina: 'Grocka', grad: 'Kaluđerica', katastar: 'Kaluđerica', centar: [44.7630, 20.5500], radius: 1000, cenaStana: [1100, 1600], tezina: 2,
    ulice: ['Smederevski put', 'Vojvode Stepe', 'Kosovska', 'Beogradska'] },
  // Around Belgrade
  { naziv: 'Pančevo', opstina: 'Pančevo', katastar: 'Pančevo', centar: [44.8710, 20.6400], radius: 1500, cenaStana: [1100, 1600], tezina: 3,
    ulice: ['Njegoševa', 'Vojvode Radomira Putnika', 'Žarka Zrenjanina', 'Kralja Petra I', 'Karađorđeva', 'Miloša Obrenovića'] },
  { naziv: 'Stara Pazova', opstina: 'Stara Pazova', katastar: 'Stara Pazova', centar: [44.9850, 20.1600], radius: 1200, cenaStana: [1000, 1400], tezina: 1,
    ulice: ['Kralja Petra I', 'Vladimira Hurbana', 'Ćirila i Metodija', 'Svetosavska'] },
  { naziv: 'Nova Pazova', opstina: 'Stara Pazova', grad: 'Nova Pazova', katastar: 'Nova Pazova', centar: [44.9450, 20.2200], radius: 1100, cenaStana: [1100, 1500], tezina: 1,
    ulice: ['Kralja Petra I', 'Cara Dušana', 'Svetog Save'] },
  { naziv: 'Obrenovac', opstina: 'Obrenovac', katastar: 'Obrenovac', centar: [44.6550, 20.2000], radius: 1200, cenaStana: [1100, 1500], tezina: 1,
    ulice: ['Miloša Obrenovića', 'Vojvode Mišića', 'Kralja Aleksandra I', 'Vuka Karadžića'] },
];

/**
 * The seat of every municipality (for the large seed across Serbia): its centre, how many properties it gets relative to
 * the others (about its population in thousands) and the flat price per m² there. Belgrade's and Novi Sad's
 * neighbourhoods are in KVARTOVI; their entries here cover the rest of those municipalities.
 */
export interface Sediste {
  opstina: string;
  centar: readonly [number, number];
  tezina: number;
  cenaStana: readonly [number, number];
}

// prettier-ignore
export const SEDISTA: readonly Sediste[] = ([
  ['Novi Sad', 45.2550, 19.8450, 380, 1800, 3000], ['Bač', 45.3920, 19.2380, 13, 500, 800],
  ['Bačka Palanka', 45.2500, 19.3920, 50, 800, 1200], ['Bački Petrovac', 45.3600, 19.5920, 13, 600, 900],
  ['Beočin', 45.2080, 19.7200, 15, 900, 1300], ['Bečej', 45.6160, 20.0490, 34, 700, 1000],
  ['Vrbas', 45.5710, 19.6400, 40, 800, 1100], ['Žabalj', 45.3720, 20.0630, 24, 700, 1000],
  ['Srbobran', 45.5480, 19.7940, 15, 700, 1000], ['Sremski Karlovci', 45.2030, 19.9340, 9, 1500, 2200],
  ['Temerin', 45.4080, 19.8890, 28, 1100, 1500], ['Titel', 45.2060, 20.2940, 14, 600, 900],
  ['Sremska Mitrovica', 44.9760, 19.6120, 73, 900, 1300], ['Šid', 45.1270, 19.2260, 30, 600, 900],
  ['Inđija', 45.0480, 20.0820, 44, 1000, 1400], ['Irig', 45.1010, 19.8580, 10, 700, 1100],
  ['Ruma', 45.0080, 19.8220, 50, 900, 1300], ['Stara Pazova', 44.9850, 20.1600, 65, 1000, 1500],
  ['Pećinci', 44.9090, 19.9640, 19, 800, 1100], ['Subotica', 46.1000, 19.6650, 125, 1100, 1600],
  ['Bačka Topola', 45.8150, 19.6320, 29, 600, 900], ['Mali Iđoš', 45.7080, 19.6650, 10, 500, 800],
  ['Sombor', 45.7740, 19.1120, 70, 800, 1200], ['Apatin', 45.6710, 18.9840, 25, 600, 900],
  ['Kula', 45.6080, 19.5270, 36, 600, 900], ['Odžaci', 45.5070, 19.2620, 26, 500, 800],
  ['Zrenjanin', 45.3810, 20.3900, 105, 900, 1300], ['Novi Bečej', 45.5990, 20.1360, 21, 600, 900],
  ['Nova Crnja', 45.6680, 20.6050, 8, 400, 700], ['Žitište', 45.4850, 20.5500, 14, 400, 700],
  ['Sečanj', 45.3680, 20.7720, 11, 400, 700], ['Kikinda', 45.8290, 20.4650, 52, 700, 1000],
  ['Ada', 45.8030, 20.1290, 14, 500, 800], ['Senta', 45.9280, 20.0780, 20, 600, 900],
  ['Kanjiža', 46.0670, 20.0500, 22, 500, 800], ['Čoka', 45.9420, 20.1430, 10, 400, 700],
  ['Novi Kneževac', 46.0470, 20.1000, 10, 400, 700], ['Pančevo', 44.8710, 20.6400, 115, 1100, 1600],
  ['Vršac', 45.1160, 21.3030, 45, 800, 1200], ['Bela Crkva', 44.8980, 21.4170, 15, 500, 800],
  ['Kovačica', 45.1120, 20.6210, 22, 500, 800], ['Kovin', 44.7480, 20.9760, 30, 600, 900],
  ['Opovo', 45.0520, 20.4310, 9, 500, 800], ['Plandište', 45.2270, 21.1220, 10, 400, 700],
  ['Alibunar', 45.0810, 20.9660, 17, 400, 700], ['Barajevo', 44.5780, 20.4150, 27, 900, 1300],
  ['Voždovac', 44.7800, 20.4800, 170, 2000, 3000], ['Vračar', 44.7980, 20.4760, 55, 3200, 5500],
  ['Grocka', 44.6720, 20.7170, 85, 900, 1400], ['Zvezdara', 44.8000, 20.5000, 170, 2000, 3000],
  ['Zemun', 44.8430, 20.4010, 170, 1800, 2800], ['Lazarevac', 44.3850, 20.2570, 55, 900, 1300],
  ['Mladenovac', 44.4380, 20.6940, 52, 900, 1300], ['Novi Beograd', 44.8050, 20.4050, 210, 2500, 4000],
  ['Obrenovac', 44.6550, 20.2000, 70, 1100, 1500], ['Palilula', 44.8130, 20.4780, 180, 1800, 3000],
  ['Rakovica', 44.7450, 20.4450, 110, 1700, 2400], ['Savski venac', 44.7850, 20.4450, 38, 3500, 6000],
  ['Sopot', 44.5200, 20.5750, 20, 700, 1100], ['Stari grad', 44.8200, 20.4600, 45, 3200, 6000],
  ['Surčin', 44.7930, 20.2800, 45, 1200, 1700], ['Čukarica', 44.7780, 20.4150, 180, 1900, 2900],
  ['Niš', 43.3210, 21.8960, 260, 1200, 1900], ['Kragujevac', 44.0120, 20.9110, 170, 1000, 1500],
  ['Čačak', 43.8910, 20.3490, 105, 900, 1300], ['Kraljevo', 43.7240, 20.6870, 110, 800, 1200],
  ['Novi Pazar', 43.1370, 20.5120, 105, 900, 1300], ['Leskovac', 42.9980, 21.9460, 125, 700, 1000],
  ['Valjevo', 44.2700, 19.8860, 82, 900, 1300], ['Šabac', 44.7550, 19.6940, 105, 900, 1300],
  ['Smederevo', 44.6650, 20.9280, 98, 800, 1200], ['Užice', 43.8590, 19.8490, 70, 1000, 1400],
  ['Vranje', 42.5510, 21.9000, 75, 700, 1000], ['Zaječar', 43.9040, 22.2850, 50, 500, 800],
  ['Pirot', 43.1530, 22.5860, 50, 600, 900], ['Jagodina', 43.9770, 21.2610, 65, 700, 1000],
  ['Kruševac', 43.5800, 21.3340, 110, 800, 1100], ['Loznica', 44.5340, 19.2240, 70, 700, 1000],
  ['Požarevac', 44.6200, 21.1870, 70, 800, 1200], ['Bor', 44.0750, 22.0950, 40, 400, 700],
  ['Prokuplje', 43.2340, 21.5880, 40, 500, 800], ['Paraćin', 43.8600, 21.4080, 48, 600, 900],
  ['Ćuprija', 43.9280, 21.3700, 27, 500, 800], ['Aranđelovac', 44.3070, 20.5600, 42, 700, 1000],
  ['Gornji Milanovac', 44.0250, 20.4600, 40, 700, 1000], ['Negotin', 44.2260, 22.5310, 32, 400, 700],
  ['Smederevska Palanka', 44.3650, 20.9590, 45, 500, 800], ['Vrnjačka Banja', 43.6230, 20.8940, 25, 1000, 1600],
  ['Sokobanja', 43.6430, 21.8700, 15, 900, 1400], ['Knjaževac', 43.5660, 22.2570, 28, 400, 700],
  ['Aleksinac', 43.5410, 21.7070, 45, 500, 800], ['Trstenik', 43.6170, 21.0020, 38, 500, 800],
  ['Ivanjica', 43.5820, 20.2290, 28, 600, 900], ['Prijepolje', 43.3900, 19.6480, 33, 600, 900],
  ['Čajetina', 43.7500, 19.7150, 15, 1500, 2500], ['Sjenica', 43.2730, 20.0000, 24, 500, 800],
  ['Bujanovac', 42.4590, 21.7670, 40, 400, 700], ['Vladičin Han', 42.7080, 22.0650, 18, 400, 700],
  ['Veliko Gradište', 44.7640, 21.5200, 16, 600, 1000], ['Mionica', 44.2520, 20.0830, 12, 500, 800],
  ['Lajkovac', 44.3700, 20.1650, 15, 600, 900], ['Ub', 44.4560, 20.0740, 27, 600, 900],
] as const).map(([opstina, lat, lon, tezina, od, doCene]) => ({ opstina, centar: [lat, lon], tezina, cenaStana: [od, doCene] }));

/** Seat cadastral municipalities whose names do not start with the municipality's (Subotica's town districts). */
export const KATASTRI_SEDISTA: Readonly<Record<string, readonly string[]>> = {
  Subotica: ['Stari grad', 'Novi grad', 'Donji grad'],
};

/** Where the information came from (izvorInformacija), with how often each occurs. */
export const IZVORI: readonly (readonly [string, number])[] = [
  ['DATA', 30],
  ['Oglas', 35],
  ['Kupoprodajni ugovor', 20],
  ['Procena', 10],
  ['Agencija za nekretnine', 5],
];

// prettier-ignore
export const KARAKTERISTIKE_STANA = [
  'Lift, terasa, centralno grejanje.', 'Renoviran, uknjižen, useljiv odmah.', 'Nova gradnja, podno grejanje, garažno mesto.',
  'Etažno grejanje na gas, dve terase.', 'Potrebna adaptacija, uknjižen.', 'Klima, lodža, podrum.',
  'Pogled na Dunav, lift, interfon.', 'Nameštena kuhinja, PVC stolarija.', 'Dupleks, dva kupatila.', '',
];
// prettier-ignore
export const KARAKTERISTIKE_KUCE = [
  'Dvorište, garaža, voćnjak.', 'Plac 6 ari, struja, voda, kanalizacija.', 'Stara gradnja, za rušenje ili renoviranje.',
  'Nova kuća, podno grejanje, bazen.', 'Dve stambene jedinice, letnja kuhinja.', '',
];
// prettier-ignore
export const KARAKTERISTIKE_POSLOVNOG = [
  'Izlog na ulicu, mokri čvor.', 'Open space, klima, parking mesta.', 'Rampa za istovar, visina 6 m.',
  'Ugaoni lokal, dva ulaza.', 'Izdat, ugovor o zakupu do isteka.', '',
];
// prettier-ignore
export const KARAKTERISTIKE_ZEMLJISTA = [
  'Građevinska dozvola za P+2.', 'Prilaz asfaltnim putem, struja na parceli.', 'Prva klasa zemljišta, navodnjavanje.',
  'Uz regionalni put.', 'Bez infrastrukture.', '',
];
