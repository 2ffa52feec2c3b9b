import { seededRandom } from '../data-table.fixtures.ts';
import type { MapItem } from './map-panel.tsx';

const palette = ['#0f766e', '#b45309', '#1d4ed8', '#be123c', '#4d7c0f', '#7c3aed'];
const streets = [
  'Bulevar oslobođenja',
  'Zmaj Jovina',
  'Dunavska',
  'Futoška',
  'Kisačka',
  'Temerinska',
  'Narodnog fronta',
];

/** Deterministic properties around Novi Sad for stories and the benchmark. */
function makeMapItems(count: number, seed = 11): MapItem[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, (_, index) => {
    const angle = random() * Math.PI * 2;
    const radius = Math.sqrt(random()) * 0.06;
    return {
      id: index + 1,
      naziv: `Stan ${index + 1}`,
      latitude: 45.255 + Math.sin(angle) * radius * 0.7,
      longitude: 19.845 + Math.cos(angle) * radius,
      color: palette[index % palette.length],
      adresa: `${streets[index % streets.length]} ${1 + Math.floor(random() * 120)}`,
      grad: { naziv: 'Novi Sad' },
      opstina: { naziv: 'Novi Sad' },
      drzava: { naziv: 'Srbija' },
      jedinicnaCena: 1400 + Math.round(random() * 1800),
    };
  });
}

/** A tiny offline tile: a light grid with the tile's coordinates, so stories never reach a tile server. */
const offlineTileUrl = `data:image/svg+xml;utf8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><rect width="256" height="256" fill="#eef2f4"/><path d="M0 0H256V256" fill="none" stroke="#d5dde2"/></svg>',
)}#{z}/{x}/{y}`;

export { makeMapItems, offlineTileUrl };
