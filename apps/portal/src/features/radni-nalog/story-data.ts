import type { RadniNalog, RadniNalogMasterData } from '@rp/contract';
import { radniNalogKeys } from './api.ts';

/** The first options of each list of the master data (the API's seed), for stories: stories never fetch. */
export const storyMasterData: RadniNalogMasterData = {
  temelj: [
    {
      id: 1,
      naziv: 'Trakasti temelji',
      nazivEn: 'Strip foundations',
    },
    {
      id: 2,
      naziv: 'Temeljna ploča',
      nazivEn: 'Raft (mat) foundation',
    },
    {
      id: 3,
      naziv: 'Temelji samci',
      nazivEn: 'Pad (isolated) footings',
    },
    {
      id: 4,
      naziv: 'Temelji samci sa temeljnim gredama',
      nazivEn: 'Pad footings with ground beams',
    },
    {
      id: 5,
      naziv: 'Šipovi',
      nazivEn: 'Piles',
    },
    {
      id: 6,
      naziv: 'Kameni temelji',
      nazivEn: 'Stone foundations',
    },
  ],
  nosecaKonstr: [
    {
      id: 1,
      naziv: 'Masivni zidani sistem (opeka)',
      nazivEn: 'Load-bearing masonry (brick)',
    },
    {
      id: 2,
      naziv: 'Zidani sistem sa AB serklažima',
      nazivEn: 'Confined masonry (RC tie beams and columns)',
    },
    {
      id: 3,
      naziv: 'Skeletni armiranobetonski sistem',
      nazivEn: 'Reinforced concrete frame',
    },
    {
      id: 4,
      naziv: 'Armiranobetonski zidovi (platna)',
      nazivEn: 'Reinforced concrete shear walls',
    },
    {
      id: 5,
      naziv: 'Mešoviti sistem (AB skelet i zidovi)',
      nazivEn: 'Mixed system (RC frame and walls)',
    },
    {
      id: 6,
      naziv: 'Montažni sistem (IMS, prefabrikovani)',
      nazivEn: 'Precast system (IMS, prefabricated)',
    },
  ],
  medjuspratnaKonstr: [
    {
      id: 1,
      naziv: 'Puna armiranobetonska ploča',
      nazivEn: 'Solid reinforced concrete slab',
    },
    {
      id: 2,
      naziv: 'Sitnorebrasta tavanica (fert)',
      nazivEn: 'Ribbed slab with clay blocks (Fert)',
    },
    {
      id: 3,
      naziv: 'Polumontažna tavanica (Avramenko)',
      nazivEn: 'Semi-precast slab (Avramenko)',
    },
    {
      id: 4,
      naziv: 'Montažne prednapregnute ploče',
      nazivEn: 'Precast prestressed planks',
    },
    {
      id: 5,
      naziv: 'Drvena tavanica',
      nazivEn: 'Timber floor',
    },
    {
      id: 6,
      naziv: 'Pruski svodovi (čelični nosači i opeka)',
      nazivEn: 'Jack-arch (steel beams and brick vaults)',
    },
  ],
  zidoviSpoljasnji: [
    {
      id: 1,
      naziv: 'Puna opeka',
      nazivEn: 'Solid brick',
    },
    {
      id: 2,
      naziv: 'Šuplji blok (giter blok)',
      nazivEn: 'Hollow clay block',
    },
    {
      id: 3,
      naziv: 'Gas-beton (siporeks, ytong)',
      nazivEn: 'Aerated concrete (Siporex, Ytong)',
    },
    {
      id: 4,
      naziv: 'Armirani beton',
      nazivEn: 'Reinforced concrete',
    },
    {
      id: 5,
      naziv: 'Betonski blok',
      nazivEn: 'Concrete block',
    },
    {
      id: 6,
      naziv: 'Kamen',
      nazivEn: 'Stone',
    },
  ],
  krovnaKonstr: [
    {
      id: 1,
      naziv: 'Drvena dvovodna',
      nazivEn: 'Timber gable roof',
    },
    {
      id: 2,
      naziv: 'Drvena četvorovodna',
      nazivEn: 'Timber hip roof',
    },
    {
      id: 3,
      naziv: 'Drvena jednovodna',
      nazivEn: 'Timber mono-pitch roof',
    },
    {
      id: 4,
      naziv: 'Mansardni krov',
      nazivEn: 'Mansard roof',
    },
    {
      id: 5,
      naziv: 'Ravan armiranobetonski krov',
      nazivEn: 'Flat reinforced concrete roof',
    },
    {
      id: 6,
      naziv: 'Čelična krovna konstrukcija',
      nazivEn: 'Steel roof structure',
    },
  ],
  krovniPrekrivac: [
    {
      id: 1,
      naziv: 'Glineni crep',
      nazivEn: 'Clay tiles',
    },
    {
      id: 2,
      naziv: 'Betonski crep',
      nazivEn: 'Concrete tiles',
    },
    {
      id: 3,
      naziv: 'Bitumenska šindra (tegola)',
      nazivEn: 'Bitumen shingles',
    },
    {
      id: 4,
      naziv: 'Pocinkovani ili plastificirani lim',
      nazivEn: 'Galvanised or coated steel sheet',
    },
    {
      id: 5,
      naziv: 'Falcovani lim (bakar, cink-titan)',
      nazivEn: 'Standing-seam metal (copper, titanium zinc)',
    },
    {
      id: 6,
      naziv: 'Salonit ploče (azbestcement)',
      nazivEn: 'Asbestos-cement sheets',
    },
  ],
  podneObloge: [
    {
      id: 1,
      naziv: 'Hrastov parket',
      nazivEn: 'Oak parquet',
    },
    {
      id: 2,
      naziv: 'Brodski pod',
      nazivEn: 'Plank flooring',
    },
    {
      id: 3,
      naziv: 'Laminat',
      nazivEn: 'Laminate',
    },
    {
      id: 4,
      naziv: 'Keramičke pločice',
      nazivEn: 'Ceramic tiles',
    },
    {
      id: 5,
      naziv: 'Granitna keramika',
      nazivEn: 'Porcelain stoneware',
    },
    {
      id: 6,
      naziv: 'Kamen (mermer, granit)',
      nazivEn: 'Stone (marble, granite)',
    },
  ],
  obradaPlafona: [
    {
      id: 1,
      naziv: 'Malterisan i okrečen',
      nazivEn: 'Plastered and whitewashed',
    },
    {
      id: 2,
      naziv: 'Gletovan i bojen',
      nazivEn: 'Skimmed and painted',
    },
    {
      id: 3,
      naziv: 'Spušteni plafon od gips-kartona',
      nazivEn: 'Plasterboard suspended ceiling',
    },
    {
      id: 4,
      naziv: 'Kasetirani spušteni plafon (Armstrong)',
      nazivEn: 'Grid suspended ceiling (Armstrong)',
    },
    {
      id: 5,
      naziv: 'Drvena obloga (lamperija)',
      nazivEn: 'Timber panelling',
    },
    {
      id: 6,
      naziv: 'Bez obrade (grubo)',
      nazivEn: 'Unfinished',
    },
  ],
  obradaZidova: [
    {
      id: 1,
      naziv: 'Malterisani i okrečeni',
      nazivEn: 'Plastered and whitewashed',
    },
    {
      id: 2,
      naziv: 'Gletovani i bojeni',
      nazivEn: 'Skimmed and painted',
    },
    {
      id: 3,
      naziv: 'Tapete',
      nazivEn: 'Wallpaper',
    },
    {
      id: 4,
      naziv: 'Keramičke pločice',
      nazivEn: 'Ceramic tiles',
    },
    {
      id: 5,
      naziv: 'Dekorativni malter',
      nazivEn: 'Decorative plaster',
    },
    {
      id: 6,
      naziv: 'Drvena obloga (lamperija)',
      nazivEn: 'Timber panelling',
    },
  ],
  spoljasnjeStolarije: [
    {
      id: 1,
      naziv: 'PVC sa termopan staklom',
      nazivEn: 'PVC with double glazing',
    },
    {
      id: 2,
      naziv: 'Aluminijum sa prekinutim termičkim mostom',
      nazivEn: 'Thermally broken aluminium',
    },
    {
      id: 3,
      naziv: 'Drvena sa termopan staklom (evroprofil)',
      nazivEn: 'Timber with double glazing (Euro profile)',
    },
    {
      id: 4,
      naziv: 'Drvena krilo na krilo (duplo staklo)',
      nazivEn: 'Timber coupled sashes (two panes)',
    },
    {
      id: 5,
      naziv: 'Čelična (metalna)',
      nazivEn: 'Steel',
    },
    {
      id: 6,
      naziv: 'Roletne (PVC, aluminijum)',
      nazivEn: 'Roller shutters (PVC, aluminium)',
    },
  ],
  unutrasnjaStolarija: [
    {
      id: 1,
      naziv: 'Furnirana drvena vrata',
      nazivEn: 'Veneered timber doors',
    },
    {
      id: 2,
      naziv: 'Vrata od masivnog drveta',
      nazivEn: 'Solid timber doors',
    },
    {
      id: 3,
      naziv: 'MDF vrata',
      nazivEn: 'MDF doors',
    },
    {
      id: 4,
      naziv: 'PVC vrata',
      nazivEn: 'PVC doors',
    },
    {
      id: 5,
      naziv: 'Aluminijum i staklo',
      nazivEn: 'Aluminium and glass',
    },
    {
      id: 6,
      naziv: 'Nema unutrašnje stolarije',
      nazivEn: 'No interior joinery',
    },
  ],
  fasada: [
    {
      id: 1,
      naziv: 'Demit fasada (termoizolacija i malter)',
      nazivEn: 'ETICS (insulation and render)',
    },
    {
      id: 2,
      naziv: 'Malterisana i bojena',
      nazivEn: 'Rendered and painted',
    },
    {
      id: 3,
      naziv: 'Fasadna opeka',
      nazivEn: 'Facing brick',
    },
    {
      id: 4,
      naziv: 'Kamena obloga',
      nazivEn: 'Stone cladding',
    },
    {
      id: 5,
      naziv: 'Ventilisana fasada (ploče)',
      nazivEn: 'Ventilated façade (panels)',
    },
    {
      id: 6,
      naziv: 'Staklena (strukturalna) fasada',
      nazivEn: 'Glass curtain wall',
    },
  ],
  javnoParkiranje: [
    {
      id: 1,
      naziv: 'Nema',
      nazivEn: 'None',
    },
    {
      id: 2,
      naziv: 'Slobodno parkiranje na ulici',
      nazivEn: 'Free street parking',
    },
    {
      id: 3,
      naziv: 'Parkiranje u naplatnoj zoni',
      nazivEn: 'Paid parking zone',
    },
    {
      id: 4,
      naziv: 'Parking u dvorištu',
      nazivEn: 'Parking in the yard',
    },
    {
      id: 5,
      naziv: 'Garaža u objektu',
      nazivEn: 'Garage in the building',
    },
    {
      id: 6,
      naziv: 'Javna garaža u blizini',
      nazivEn: 'Public garage nearby',
    },
  ],
  telefonskeLinije: [
    {
      id: 1,
      naziv: 'Nema',
      nazivEn: 'None',
    },
    {
      id: 2,
      naziv: 'Jedna linija',
      nazivEn: 'One line',
    },
    {
      id: 3,
      naziv: 'Dve linije',
      nazivEn: 'Two lines',
    },
    {
      id: 4,
      naziv: 'Tri ili više linija',
      nazivEn: 'Three or more lines',
    },
    {
      id: 5,
      naziv: 'Optički priključak (FTTH)',
      nazivEn: 'Fibre connection (FTTH)',
    },
  ],
  instalacije: [
    {
      id: 1,
      naziv: 'Nema',
      nazivEn: 'None',
    },
    {
      id: 2,
      naziv: 'Elektroinstalacije',
      nazivEn: 'Electrical installation',
    },
    {
      id: 3,
      naziv: 'Vodovod i kanalizacija',
      nazivEn: 'Plumbing and drainage',
    },
    {
      id: 4,
      naziv: 'Gasna instalacija',
      nazivEn: 'Gas installation',
    },
    {
      id: 5,
      naziv: 'Kablovska televizija',
      nazivEn: 'Cable television',
    },
    {
      id: 6,
      naziv: 'Internet (optika)',
      nazivEn: 'Internet (fibre)',
    },
  ],
  klimatizacija: [
    {
      id: 1,
      naziv: 'Nema',
      nazivEn: 'None',
    },
    {
      id: 2,
      naziv: 'Split klima uređaj',
      nazivEn: 'Split air conditioner',
    },
    {
      id: 3,
      naziv: 'Multi-split sistem',
      nazivEn: 'Multi-split system',
    },
    {
      id: 4,
      naziv: 'Centralna klimatizacija (VRV/VRF)',
      nazivEn: 'Central air conditioning (VRV/VRF)',
    },
    {
      id: 5,
      naziv: 'Toplotna pumpa vazduh-voda',
      nazivEn: 'Air-to-water heat pump',
    },
    {
      id: 6,
      naziv: 'Ventilacija sa rekuperacijom',
      nazivEn: 'Ventilation with heat recovery',
    },
  ],
  vodovod: [
    {
      id: 1,
      naziv: 'Nema',
      nazivEn: 'None',
    },
    {
      id: 2,
      naziv: 'Gradski vodovod',
      nazivEn: 'Public water supply',
    },
    {
      id: 3,
      naziv: 'Seoski (lokalni) vodovod',
      nazivEn: 'Village (local) water supply',
    },
    {
      id: 4,
      naziv: 'Sopstveni bunar',
      nazivEn: 'Own well',
    },
    {
      id: 5,
      naziv: 'Bunar sa hidroforom',
      nazivEn: 'Well with pressure tank',
    },
  ],
  kanalizacija: [
    {
      id: 1,
      naziv: 'Nema',
      nazivEn: 'None',
    },
    {
      id: 2,
      naziv: 'Gradska kanalizacija',
      nazivEn: 'Public sewer',
    },
    {
      id: 3,
      naziv: 'Septička jama',
      nazivEn: 'Septic tank',
    },
    {
      id: 4,
      naziv: 'Vodonepropusna sabirna jama',
      nazivEn: 'Sealed cesspool',
    },
    {
      id: 5,
      naziv: 'Biološki prečistač',
      nazivEn: 'Biological treatment plant',
    },
  ],
  grejanje: [
    {
      id: 1,
      naziv: 'Nema',
      nazivEn: 'None',
    },
    {
      id: 2,
      naziv: 'Daljinsko grejanje (toplana)',
      nazivEn: 'District heating',
    },
    {
      id: 3,
      naziv: 'Etažno grejanje na gas',
      nazivEn: 'Gas central heating',
    },
    {
      id: 4,
      naziv: 'Etažno grejanje na čvrsto gorivo',
      nazivEn: 'Solid-fuel central heating',
    },
    {
      id: 5,
      naziv: 'Etažno grejanje na struju',
      nazivEn: 'Electric central heating',
    },
    {
      id: 6,
      naziv: 'Kotao na pelet',
      nazivEn: 'Pellet boiler',
    },
  ],
  pomocneProstorije: [
    {
      id: 1,
      naziv: 'Nema',
      nazivEn: 'None',
    },
    {
      id: 2,
      naziv: 'Podrum',
      nazivEn: 'Cellar',
    },
    {
      id: 3,
      naziv: 'Tavan',
      nazivEn: 'Attic',
    },
    {
      id: 4,
      naziv: 'Ostava',
      nazivEn: 'Storage room',
    },
    {
      id: 5,
      naziv: 'Garaža',
      nazivEn: 'Garage',
    },
    {
      id: 6,
      naziv: 'Garažno mesto',
      nazivEn: 'Parking space',
    },
  ],
};

/** An order of a flat in Novi Sad, saved once by its inspector. */
export const storyNalog: RadniNalog = {
  procenaId: 21,
  predmetId: 12,
  adresa: 'Preradovićeva 4, Novi Sad',
  dodatneKarakteristike: '',
  sprat: '3/5',
  svetlaVisina: 2.6,
  netoPovrsina: 54.3,
  datumInspekcije: '2026-11-20',
  temeljId: 1,
  nosecaKonstrId: 3,
  medjuspratnaKonstrId: 2,
  zidoviSpoljasnjiId: 2,
  krovnaKonstrId: null,
  krovniPrekrivacId: 1,
  podneObloge: [1, 4],
  obradaPlafonaId: 2,
  obradaZidovaId: 2,
  spoljasnjeStolarije: [1],
  unutrasnjaStolarijaId: 1,
  fasadaId: 1,
  fasadeDodatne: '',
  javnoParkiranjeId: 2,
  telefonskeLinijeId: 2,
  instalacije: [2, 3],
  klimatizacijaId: 2,
  lift: 'da',
  vodovodId: 2,
  kanalizacijaId: 2,
  grejanje: [2],
  godinaGradnje: 1978,
  adaptacija: '2019, kompletna',
  radoviPriAdaptaciji: 'Zamenjena stolarija i instalacije',
  pomocneProstorije: [1],
  tekuceOdrzavanje: 'Redovno',
  verzija: 3,
  izmenjeno: '2026-11-20T10:15:00Z',
  izmenioIme: 'Nikola Nikolić',
};

/** The query data the work order screen finds loaded: master data, the order, no draft and no waiting photos. */
export const storyQueryData = (
  nalog: RadniNalog = storyNalog,
  nacrt: unknown = null,
  slike: unknown[] = [],
): Array<[readonly unknown[], unknown]> => [
  [radniNalogKeys.masterData(), storyMasterData],
  [radniNalogKeys.nalog(nalog.procenaId), nalog],
  [radniNalogKeys.nacrt(nalog.procenaId), nacrt],
  [radniNalogKeys.slike(nalog.procenaId), slike],
];
