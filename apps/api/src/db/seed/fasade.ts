import { deflateSync } from 'node:zlib';

/**
 * Small real PNG pictures of a façade for the demo properties' images, drawn and encoded here (no image library):
 * sky, a building of `spratovi` floors in a colour, its windows, door and roof, a lawn. Deterministic by `seed`.
 */

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** Encodes an RGB picture (3 bytes a pixel, rows top to bottom) as a PNG. */
export function encodePng(width: number, height: number, rgb: Uint8Array): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    raw[y * (width * 3 + 1)] = 0; // filter: none
    raw.set(rgb.subarray(y * width * 3, (y + 1) * width * 3), y * (width * 3 + 1) + 1);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 6 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

type Rgb = readonly [number, number, number];

// prettier-ignore
const FASADE: readonly Rgb[] = [
  [236, 226, 200], [214, 170, 130], [200, 205, 210], [240, 240, 235], [190, 120, 95], [222, 200, 150],
  [170, 185, 160], [245, 215, 180],
];
const KROV: readonly Rgb[] = [
  [150, 60, 45],
  [90, 90, 95],
  [120, 75, 55],
];

export interface Fasada {
  /** Floors above the ground floor: 0 is a house, more a building. */
  spratovi: number;
  seed: number;
}

/** A façade picture of `width` × `height` pixels as PNG bytes. */
export function fasadaPng({ spratovi, seed }: Fasada, width = 192, height = 144): Buffer {
  const rgb = new Uint8Array(width * height * 3);
  const set = (x: number, y: number, [r, g, b]: Rgb) => {
    if (x < 0 || y < 0 || x >= width || y >= height) return;
    const at = (y * width + x) * 3;
    rgb[at] = r;
    rgb[at + 1] = g;
    rgb[at + 2] = b;
  };
  const rect = (x0: number, y0: number, x1: number, y1: number, colour: Rgb) => {
    for (let y = Math.max(0, y0); y < Math.min(height, y1); y++)
      for (let x = Math.max(0, x0); x < Math.min(width, x1); x++) set(x, y, colour);
  };
  for (let y = 0; y < height; y++) {
    const t = y / height;
    rect(0, y, width, y + 1, [Math.round(120 + 90 * t), Math.round(170 + 60 * t), 235]);
  }
  const ground = height - 18;
  rect(0, ground, width, height, [96, 150, 70]);
  rect(0, ground, width, ground + 3, [150, 150, 145]);

  const fasada = FASADE[seed % FASADE.length]!;
  const krov = KROV[Math.floor(seed / FASADE.length) % KROV.length]!;
  const floors = spratovi + 1;
  const floorHeight = Math.max(8, Math.min(26, Math.floor((ground - 30) / floors)));
  const buildingWidth = spratovi === 0 ? 110 : Math.min(width - 30, 90 + 8 * ((seed >> 3) % 6));
  const left = Math.floor((width - buildingWidth) / 2);
  const top = ground - floors * floorHeight;
  rect(left, top, left + buildingWidth, ground, fasada);

  const columns = Math.max(2, Math.floor(buildingWidth / 24));
  const glass: Rgb = [110, 150, 185];
  const frame: Rgb = [250, 250, 250];
  const windowWidth = 12;
  const windowHeight = Math.max(5, floorHeight - 9);
  for (let floor = 0; floor < floors; floor++) {
    const y = top + floor * floorHeight + 4;
    for (let column = 0; column < columns; column++) {
      const x = left + Math.round(((column + 0.5) * buildingWidth) / columns) - windowWidth / 2;
      const isDoor = floor === floors - 1 && column === Math.floor(columns / 2);
      if (isDoor) {
        rect(x - 1, ground - floorHeight + 2, x + windowWidth + 1, ground, [95, 60, 40]);
        continue;
      }
      rect(x - 1, y - 1, x + windowWidth + 1, y + windowHeight + 1, frame);
      rect(x, y, x + windowWidth, y + windowHeight, glass);
      rect(x + windowWidth / 2, y, x + windowWidth / 2 + 1, y + windowHeight, frame);
    }
  }
  if (spratovi <= 2) {
    // A pitched roof.
    const rise = 22;
    for (let row = 0; row < rise; row++) {
      const inset = Math.round((row / rise) * (buildingWidth / 2 + 6));
      rect(left - 6 + inset, top - row - 1, left + buildingWidth + 6 - inset, top - row, krov);
    }
  } else {
    rect(left - 2, top - 4, left + buildingWidth + 2, top, krov);
  }
  return encodePng(width, height, rgb);
}
