import { RADNI_NALOG_NEMA_ID, type RadniNalogLista } from '@rp/contract';

type Opcija = readonly [naziv: string, nazivEn: string];

const NEMA: Opcija = ['Nema', 'None'];

/**
 * The work order's master data: the vocabulary of a Serbian building survey (zapisnik o pregledu objekta), Serbian and
 * English. Ids are the position in each list, starting at 1; in the lists where "none" is an answer, 'Nema' is the first
 * (RADNI_NALOG_NEMA_ID). Append-only: a new option goes at the end of its list, so stored orders keep their meaning.
 */
export const RADNI_NALOG_OPCIJE: Record<RadniNalogLista, readonly Opcija[]> = {
  temelj: [
    ['Trakasti temelji', 'Strip foundations'],
    ['Temeljna ploča', 'Raft (mat) foundation'],
    ['Temelji samci', 'Pad (isolated) footings'],
    ['Temelji samci sa temeljnim gredama', 'Pad footings with ground beams'],
    ['Šipovi', 'Piles'],
    ['Kameni temelji', 'Stone foundations'],
    ['Nabijeni beton bez armature', 'Unreinforced mass concrete'],
    ['Nepoznato (nije moguće utvrditi)', 'Unknown (cannot be determined)'],
  ],
  nosecaKonstr: [
    ['Masivni zidani sistem (opeka)', 'Load-bearing masonry (brick)'],
    ['Zidani sistem sa AB serklažima', 'Confined masonry (RC tie beams and columns)'],
    ['Skeletni armiranobetonski sistem', 'Reinforced concrete frame'],
    ['Armiranobetonski zidovi (platna)', 'Reinforced concrete shear walls'],
    ['Mešoviti sistem (AB skelet i zidovi)', 'Mixed system (RC frame and walls)'],
    ['Montažni sistem (IMS, prefabrikovani)', 'Precast system (IMS, prefabricated)'],
    ['Čelična konstrukcija', 'Steel structure'],
    ['Drvena konstrukcija', 'Timber structure'],
    ['Naboj / čerpič', 'Rammed earth / adobe'],
  ],
  medjuspratnaKonstr: [
    ['Puna armiranobetonska ploča', 'Solid reinforced concrete slab'],
    ['Sitnorebrasta tavanica (fert)', 'Ribbed slab with clay blocks (Fert)'],
    ['Polumontažna tavanica (Avramenko)', 'Semi-precast slab (Avramenko)'],
    ['Montažne prednapregnute ploče', 'Precast prestressed planks'],
    ['Drvena tavanica', 'Timber floor'],
    ['Pruski svodovi (čelični nosači i opeka)', 'Jack-arch (steel beams and brick vaults)'],
    ['Čelični nosači sa limom i betonom', 'Composite steel deck'],
  ],
  zidoviSpoljasnji: [
    ['Puna opeka', 'Solid brick'],
    ['Šuplji blok (giter blok)', 'Hollow clay block'],
    ['Gas-beton (siporeks, ytong)', 'Aerated concrete (Siporex, Ytong)'],
    ['Armirani beton', 'Reinforced concrete'],
    ['Betonski blok', 'Concrete block'],
    ['Kamen', 'Stone'],
    ['Naboj / čerpič', 'Rammed earth / adobe'],
    ['Sendvič paneli', 'Sandwich panels'],
    ['Drvo', 'Timber'],
  ],
  krovnaKonstr: [
    ['Drvena dvovodna', 'Timber gable roof'],
    ['Drvena četvorovodna', 'Timber hip roof'],
    ['Drvena jednovodna', 'Timber mono-pitch roof'],
    ['Mansardni krov', 'Mansard roof'],
    ['Ravan armiranobetonski krov', 'Flat reinforced concrete roof'],
    ['Čelična krovna konstrukcija', 'Steel roof structure'],
    ['Lepljeno lamelirano drvo', 'Glued laminated timber'],
  ],
  krovniPrekrivac: [
    ['Glineni crep', 'Clay tiles'],
    ['Betonski crep', 'Concrete tiles'],
    ['Bitumenska šindra (tegola)', 'Bitumen shingles'],
    ['Pocinkovani ili plastificirani lim', 'Galvanised or coated steel sheet'],
    ['Falcovani lim (bakar, cink-titan)', 'Standing-seam metal (copper, titanium zinc)'],
    ['Salonit ploče (azbestcement)', 'Asbestos-cement sheets'],
    ['Hidroizolacija ravnog krova', 'Flat-roof waterproofing membrane'],
    ['Zeleni (ozelenjeni) krov', 'Green roof'],
    ['Sendvič paneli', 'Sandwich panels'],
  ],
  podneObloge: [
    ['Hrastov parket', 'Oak parquet'],
    ['Brodski pod', 'Plank flooring'],
    ['Laminat', 'Laminate'],
    ['Keramičke pločice', 'Ceramic tiles'],
    ['Granitna keramika', 'Porcelain stoneware'],
    ['Kamen (mermer, granit)', 'Stone (marble, granite)'],
    ['Vinil / PVC', 'Vinyl / PVC'],
    ['Tapison', 'Wall-to-wall carpet'],
    ['Teraco', 'Terrazzo'],
    ['Cementna košuljica (estrih)', 'Cement screed'],
    ['Epoksidni pod', 'Epoxy floor'],
  ],
  obradaPlafona: [
    ['Malterisan i okrečen', 'Plastered and whitewashed'],
    ['Gletovan i bojen', 'Skimmed and painted'],
    ['Spušteni plafon od gips-kartona', 'Plasterboard suspended ceiling'],
    ['Kasetirani spušteni plafon (Armstrong)', 'Grid suspended ceiling (Armstrong)'],
    ['Drvena obloga (lamperija)', 'Timber panelling'],
    ['Bez obrade (grubo)', 'Unfinished'],
  ],
  obradaZidova: [
    ['Malterisani i okrečeni', 'Plastered and whitewashed'],
    ['Gletovani i bojeni', 'Skimmed and painted'],
    ['Tapete', 'Wallpaper'],
    ['Keramičke pločice', 'Ceramic tiles'],
    ['Dekorativni malter', 'Decorative plaster'],
    ['Drvena obloga (lamperija)', 'Timber panelling'],
    ['Bez obrade (grubo)', 'Unfinished'],
  ],
  spoljasnjeStolarije: [
    ['PVC sa termopan staklom', 'PVC with double glazing'],
    ['Aluminijum sa prekinutim termičkim mostom', 'Thermally broken aluminium'],
    ['Drvena sa termopan staklom (evroprofil)', 'Timber with double glazing (Euro profile)'],
    ['Drvena krilo na krilo (duplo staklo)', 'Timber coupled sashes (two panes)'],
    ['Čelična (metalna)', 'Steel'],
    ['Roletne (PVC, aluminijum)', 'Roller shutters (PVC, aluminium)'],
    ['Drveni kapci / griljaže', 'Timber shutters'],
    ['Sigurnosna (blindirana) ulazna vrata', 'Security entrance door'],
  ],
  unutrasnjaStolarija: [
    ['Furnirana drvena vrata', 'Veneered timber doors'],
    ['Vrata od masivnog drveta', 'Solid timber doors'],
    ['MDF vrata', 'MDF doors'],
    ['PVC vrata', 'PVC doors'],
    ['Aluminijum i staklo', 'Aluminium and glass'],
    ['Nema unutrašnje stolarije', 'No interior joinery'],
  ],
  fasada: [
    ['Demit fasada (termoizolacija i malter)', 'ETICS (insulation and render)'],
    ['Malterisana i bojena', 'Rendered and painted'],
    ['Fasadna opeka', 'Facing brick'],
    ['Kamena obloga', 'Stone cladding'],
    ['Ventilisana fasada (ploče)', 'Ventilated façade (panels)'],
    ['Staklena (strukturalna) fasada', 'Glass curtain wall'],
    ['Drvena obloga', 'Timber cladding'],
    ['Bez fasadne obrade', 'No façade finish'],
  ],
  javnoParkiranje: [
    NEMA,
    ['Slobodno parkiranje na ulici', 'Free street parking'],
    ['Parkiranje u naplatnoj zoni', 'Paid parking zone'],
    ['Parking u dvorištu', 'Parking in the yard'],
    ['Garaža u objektu', 'Garage in the building'],
    ['Javna garaža u blizini', 'Public garage nearby'],
  ],
  telefonskeLinije: [
    NEMA,
    ['Jedna linija', 'One line'],
    ['Dve linije', 'Two lines'],
    ['Tri ili više linija', 'Three or more lines'],
    ['Optički priključak (FTTH)', 'Fibre connection (FTTH)'],
  ],
  instalacije: [
    NEMA,
    ['Elektroinstalacije', 'Electrical installation'],
    ['Vodovod i kanalizacija', 'Plumbing and drainage'],
    ['Gasna instalacija', 'Gas installation'],
    ['Kablovska televizija', 'Cable television'],
    ['Internet (optika)', 'Internet (fibre)'],
    ['Interfon / video-interfon', 'Intercom / video intercom'],
    ['Alarmni sistem', 'Alarm system'],
    ['Video nadzor', 'CCTV'],
    ['Gromobranska instalacija', 'Lightning protection'],
    ['Solarni paneli', 'Solar panels'],
  ],
  klimatizacija: [
    NEMA,
    ['Split klima uređaj', 'Split air conditioner'],
    ['Multi-split sistem', 'Multi-split system'],
    ['Centralna klimatizacija (VRV/VRF)', 'Central air conditioning (VRV/VRF)'],
    ['Toplotna pumpa vazduh-voda', 'Air-to-water heat pump'],
    ['Ventilacija sa rekuperacijom', 'Ventilation with heat recovery'],
  ],
  vodovod: [
    NEMA,
    ['Gradski vodovod', 'Public water supply'],
    ['Seoski (lokalni) vodovod', 'Village (local) water supply'],
    ['Sopstveni bunar', 'Own well'],
    ['Bunar sa hidroforom', 'Well with pressure tank'],
  ],
  kanalizacija: [
    NEMA,
    ['Gradska kanalizacija', 'Public sewer'],
    ['Septička jama', 'Septic tank'],
    ['Vodonepropusna sabirna jama', 'Sealed cesspool'],
    ['Biološki prečistač', 'Biological treatment plant'],
  ],
  grejanje: [
    NEMA,
    ['Daljinsko grejanje (toplana)', 'District heating'],
    ['Etažno grejanje na gas', 'Gas central heating'],
    ['Etažno grejanje na čvrsto gorivo', 'Solid-fuel central heating'],
    ['Etažno grejanje na struju', 'Electric central heating'],
    ['Kotao na pelet', 'Pellet boiler'],
    ['Toplotna pumpa', 'Heat pump'],
    ['Podno grejanje', 'Underfloor heating'],
    ['TA peći', 'Storage heaters'],
    ['Klima uređaji (inverter)', 'Air conditioners (inverter)'],
    ['Peć na drva / kamin', 'Wood stove / fireplace'],
  ],
  pomocneProstorije: [
    NEMA,
    ['Podrum', 'Cellar'],
    ['Tavan', 'Attic'],
    ['Ostava', 'Storage room'],
    ['Garaža', 'Garage'],
    ['Garažno mesto', 'Parking space'],
    ['Terasa', 'Terrace'],
    ['Balkon', 'Balcony'],
    ['Lođa', 'Loggia'],
    ['Šupa / pomoćni objekat', 'Shed / outbuilding'],
    ['Vešernica', 'Laundry room'],
  ],
};

/** Every option with its fixed id (its position, from 1). */
export function radniNalogOpcijeRows() {
  return Object.entries(RADNI_NALOG_OPCIJE).flatMap(([lista, opcije]) =>
    opcije.map(([naziv, nazivEn], index) => ({ lista, id: index + 1, naziv, nazivEn })),
  );
}

// The lists with 'Nema' have it at RADNI_NALOG_NEMA_ID; a reordering would change what stored orders say.
for (const [lista, opcije] of Object.entries(RADNI_NALOG_OPCIJE))
  if (opcije.includes(NEMA) && opcije.indexOf(NEMA) + 1 !== RADNI_NALOG_NEMA_ID)
    throw new Error(`radni nalog: 'Nema' of ${lista} is not at id ${RADNI_NALOG_NEMA_ID}`);
