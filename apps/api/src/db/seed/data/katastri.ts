import { OPSTINE_SRBIJE } from './lokacije.ts';

/**
 * Cadastral municipalities (katastarske opštine) under their municipality of OPSTINE_SRBIJE. Ids are the position in
 * KATASTRI (first = 1), so the list is append-only: a new one goes at the end, even for a municipality named earlier;
 * never reorder, rename into another place or delete. The City of Novi Sad and Belgrade's municipalities are covered
 * in full detail; elsewhere the seat's cadastral municipalities and those of the settlements in lokacije.
 */
export interface KatastarData {
  /** The municipality's name, exactly as in OPSTINE_SRBIJE. */
  opstina: string;
  naziv: string;
}

const u = (opstina: string, ...nazivi: string[]): KatastarData[] => nazivi.map((naziv) => ({ opstina, naziv }));

export const KATASTRI: readonly KatastarData[] = [
  // Grad Novi Sad
  ...u('Novi Sad', 'Novi Sad I', 'Novi Sad II', 'Novi Sad III', 'Novi Sad IV'),
  ...u('Novi Sad', 'Petrovaradin', 'Sremska Kamenica', 'Ledinci', 'Stari Ledinci', 'Bukovac'),
  ...u('Novi Sad', 'Futog', 'Veternik', 'Begeč', 'Kać', 'Kovilj', 'Budisava', 'Čenej', 'Rumenka', 'Kisač'),
  ...u('Novi Sad', 'Stepanovićevo'),
  // Grad Beograd
  ...u('Vračar', 'Vračar'),
  ...u('Stari grad', 'Stari grad'),
  ...u('Savski venac', 'Savski venac'),
  ...u('Palilula', 'Palilula', 'Višnjica', 'Krnjača', 'Borča', 'Ovča', 'Padinska Skela', 'Slanci', 'Veliko Selo'),
  ...u('Zvezdara', 'Zvezdara', 'Mirijevo', 'Mali Mokri Lug', 'Veliki Mokri Lug'),
  ...u('Voždovac', 'Voždovac', 'Jajinci', 'Kumodraž', 'Pinosava', 'Beli Potok', 'Zuce', 'Ripanj'),
  ...u('Čukarica', 'Čukarica', 'Banovo Brdo', 'Železnik', 'Sremčica', 'Umka', 'Ostružnica', 'Velika Moštanica'),
  ...u('Čukarica', 'Rušanj'),
  ...u('Rakovica', 'Rakovica', 'Resnik', 'Kneževac'),
  ...u('Novi Beograd', 'Novi Beograd'),
  ...u('Zemun', 'Zemun', 'Zemun Polje', 'Batajnica', 'Ugrinovci'),
  ...u('Surčin', 'Surčin', 'Jakovo', 'Bečmen', 'Dobanovci', 'Boljevci'),
  ...u('Grocka', 'Grocka', 'Vinča', 'Kaluđerica', 'Leštane', 'Boleč', 'Vrčin'),
  ...u('Barajevo', 'Barajevo', 'Lisović', 'Meljak'),
  ...u('Sopot', 'Sopot', 'Ralja', 'Mali Požarevac'),
  ...u('Obrenovac', 'Obrenovac', 'Zvečka', 'Barič', 'Stubline'),
  ...u('Lazarevac', 'Lazarevac', 'Vreoci', 'Stepojevac'),
  ...u('Mladenovac', 'Mladenovac varoš', 'Mladenovac selo', 'Rajkovac', 'Međulužje'),
  // Around Novi Sad
  ...u('Sremski Karlovci', 'Sremski Karlovci'),
  ...u('Temerin', 'Temerin', 'Bački Jarak', 'Sirig'),
  ...u('Beočin', 'Beočin', 'Banoštor', 'Grabovo', 'Lug', 'Rakovac', 'Susek', 'Sviloš', 'Čerević'),
  ...u('Bački Petrovac', 'Bački Petrovac', 'Gložan', 'Kulpin', 'Maglić'),
  ...u('Žabalj', 'Žabalj', 'Čurug', 'Đurđevo', 'Gospođinci'),
  ...u('Titel', 'Titel', 'Šajkaš', 'Lok', 'Mošorin', 'Vilovo', 'Gardinovci'),
  ...u('Bačka Palanka', 'Bačka Palanka', 'Čelarevo', 'Gajdobra', 'Obrovac', 'Tovariševo', 'Mladenovo'),
  ...u('Vrbas', 'Vrbas', 'Bačko Dobro Polje', 'Zmajevo', 'Kucura', 'Savino Selo'),
  ...u('Srbobran', 'Srbobran', 'Nadalj', 'Turija'),
  ...u('Bač', 'Bač', 'Bačko Novo Selo', 'Bođani', 'Vajska', 'Plavna', 'Selenča'),
  ...u('Bečej', 'Bečej', 'Bačko Gradište', 'Bačko Petrovo Selo', 'Mileševo', 'Radičević'),
  ...u('Irig', 'Irig', 'Vrdnik', 'Rivica', 'Šatrinci', 'Jazak'),
  ...u('Inđija', 'Inđija', 'Beška', 'Novi Karlovci', 'Stari Slankamen', 'Novi Slankamen', 'Maradik', 'Čortanovci'),
  ...u('Stara Pazova', 'Stara Pazova', 'Nova Pazova', 'Banovci', 'Belegiš', 'Golubinci', 'Vojka', 'Surduk'),
  ...u('Ruma', 'Ruma', 'Putinci', 'Hrtkovci', 'Platičevo', 'Vogan', 'Dobrinci'),
  ...u('Pećinci', 'Pećinci', 'Šimanovci', 'Karlovčić', 'Kupinovo', 'Obrež'),
  ...u('Sremska Mitrovica', 'Sremska Mitrovica', 'Mačvanska Mitrovica', 'Laćarak', 'Martinci', 'Kuzmin'),
  ...u('Šid', 'Šid', 'Adaševci', 'Batrovci', 'Erdevik', 'Kukujevci', 'Morović'),
  // Around Belgrade
  ...u('Pančevo', 'Pančevo', 'Starčevo', 'Omoljica', 'Banatski Brestovac', 'Kačarevo', 'Jabuka', 'Glogonj'),
  ...u('Pančevo', 'Dolovo'),
  ...u('Opovo', 'Opovo', 'Baranda', 'Sakule', 'Sefkerin'),
  ...u('Kovačica', 'Kovačica', 'Padina', 'Crepaja', 'Debeljača', 'Uzdin'),
  ...u('Kovin', 'Kovin', 'Bavanište', 'Deliblato', 'Gaj', 'Dubovac'),
  ...u('Smederevo', 'Smederevo', 'Radinac', 'Vranovo', 'Osipaonica'),
  // The rest of Vojvodina
  ...u('Subotica', 'Stari grad', 'Novi grad', 'Donji grad', 'Palić', 'Bajmok', 'Čantavir', 'Hajdukovo'),
  ...u('Bačka Topola', 'Bačka Topola', 'Mali Beograd', 'Pačir', 'Stara Moravica'),
  ...u('Mali Iđoš', 'Mali Iđoš', 'Feketić', 'Lovćenac'),
  ...u('Sombor', 'Sombor 1', 'Sombor 2', 'Bezdan', 'Kljajićevo', 'Čonoplja', 'Stanišić', 'Riđica'),
  ...u('Apatin', 'Apatin', 'Kupusina', 'Prigrevica', 'Sonta', 'Svilojevo'),
  ...u('Kula', 'Kula', 'Crvenka', 'Ruski Krstur', 'Sivac', 'Kruščić', 'Lipar'),
  ...u('Odžaci', 'Odžaci', 'Bački Gračac', 'Bogojevo', 'Deronje', 'Karavukovo', 'Ratkovo'),
  ...u('Zrenjanin', 'Zrenjanin I', 'Zrenjanin II', 'Ečka', 'Elemir', 'Melenci', 'Aradac', 'Lukino Selo'),
  ...u('Zrenjanin', 'Perlez', 'Mužlja'),
  ...u('Novi Bečej', 'Novi Bečej', 'Kumane', 'Novo Miloševo', 'Bočar'),
  ...u('Nova Crnja', 'Nova Crnja', 'Srpska Crnja', 'Vojvoda Stepa'),
  ...u('Žitište', 'Žitište', 'Banatski Dvor', 'Banatsko Karađorđevo', 'Torda'),
  ...u('Sečanj', 'Sečanj', 'Jaša Tomić', 'Banatska Dubica', 'Neuzina'),
  ...u('Kikinda', 'Kikinda', 'Bašaid', 'Mokrin', 'Nakovo', 'Rusko Selo'),
  ...u('Ada', 'Ada', 'Mol', 'Utrine'),
  ...u('Senta', 'Senta', 'Gornji Breg', 'Tornjoš'),
  ...u('Kanjiža', 'Kanjiža', 'Horgoš', 'Martonoš', 'Adorjan'),
  ...u('Čoka', 'Čoka', 'Padej', 'Sanad'),
  ...u('Novi Kneževac', 'Novi Kneževac', 'Banatsko Aranđelovo', 'Đala'),
  ...u('Vršac', 'Vršac', 'Gudurica', 'Uljma', 'Izbište', 'Vlajkovac'),
  ...u('Bela Crkva', 'Bela Crkva', 'Kruščica', 'Jasenovo', 'Grebenac'),
  ...u('Plandište', 'Plandište', 'Margita', 'Velika Greda'),
  ...u('Alibunar', 'Alibunar', 'Banatski Karlovac', 'Vladimirovac', 'Seleuš'),
  // Central and southern Serbia
  ...u('Niš', 'Niš-Bubanj', 'Niš-Crveni krst', 'Niš-Pantelej', 'Niška Banja', 'Medoševac'),
  ...u('Kragujevac', 'Kragujevac 1', 'Kragujevac 2', 'Kragujevac 3', 'Kragujevac 4', 'Stanovo', 'Ilićevo'),
  ...u('Kragujevac', 'Grošnica'),
  ...u('Čačak', 'Čačak', 'Preljina', 'Mrčajevci', 'Zablaće'),
  ...u('Kraljevo', 'Kraljevo', 'Mataruška Banja', 'Ušće', 'Ratina'),
  ...u('Novi Pazar', 'Novi Pazar', 'Deževa'),
  ...u('Leskovac', 'Leskovac', 'Vučje', 'Grdelica', 'Pečenjevce'),
  ...u('Valjevo', 'Valjevo', 'Divci', 'Brankovina'),
  ...u('Šabac', 'Šabac', 'Majur', 'Štitar', 'Bogosavac'),
  ...u('Užice', 'Užice', 'Sevojno', 'Zlakusa'),
  ...u('Vranje', 'Vranje', 'Vranjska Banja'),
  ...u('Zaječar', 'Zaječar', 'Gamzigrad', 'Zvezdan'),
  ...u('Pirot', 'Pirot grad', 'Gnjilan'),
  ...u('Jagodina', 'Jagodina', 'Bukovče'),
  ...u('Kruševac', 'Kruševac', 'Jasika', 'Pakaševo'),
  ...u('Loznica', 'Loznica', 'Banja Koviljača', 'Lešnica'),
  ...u('Požarevac', 'Požarevac', 'Kostolac'),
  ...u('Bor', 'Bor', 'Brestovac'),
  ...u('Prokuplje', 'Prokuplje'),
  ...u('Paraćin', 'Paraćin', 'Popovac'),
  ...u('Ćuprija', 'Ćuprija'),
  ...u('Aranđelovac', 'Aranđelovac', 'Bukovik'),
  ...u('Gornji Milanovac', 'Gornji Milanovac', 'Takovo'),
  ...u('Negotin', 'Negotin'),
  ...u('Smederevska Palanka', 'Smederevska Palanka'),
  ...u('Vrnjačka Banja', 'Vrnjačka Banja'),
  ...u('Sokobanja', 'Sokobanja'),
  ...u('Knjaževac', 'Knjaževac'),
  ...u('Aleksinac', 'Aleksinac'),
  ...u('Trstenik', 'Trstenik'),
  ...u('Ivanjica', 'Ivanjica'),
  ...u('Prijepolje', 'Prijepolje'),
  ...u('Čajetina', 'Čajetina'),
  ...u('Sjenica', 'Sjenica'),
  ...u('Bujanovac', 'Bujanovac'),
  ...u('Vladičin Han', 'Vladičin Han'),
  ...u('Veliko Gradište', 'Veliko Gradište'),
  ...u('Mionica', 'Mionica'),
  ...u('Lajkovac', 'Lajkovac'),
  ...u('Ub', 'Ub'),
];

/** The municipality id (position in OPSTINE_SRBIJE + 1) of a municipality's name; throws for a name not there. */
export function opstinaIdOf(naziv: string): number {
  const index = OPSTINE_SRBIJE.findIndex((opstina) => opstina.naziv === naziv);
  if (index < 0) throw new Error(`no municipality ${naziv} in OPSTINE_SRBIJE`);
  return index + 1;
}

/** The rows with their fixed ids. */
export function katastarRows(): { id: number; opstinaId: number; naziv: string }[] {
  return KATASTRI.map((katastar, index) => ({
    id: index + 1,
    opstinaId: opstinaIdOf(katastar.opstina),
    naziv: katastar.naziv,
  }));
}
