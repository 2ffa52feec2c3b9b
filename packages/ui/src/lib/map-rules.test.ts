import { describe, expect, it, vi } from 'vitest';
import { searchAddress, geocodeUrl, type GeocodeTransport } from './geocoder.ts';
import {
  buildGeocodeAddress,
  clusterIconSize,
  distanceInMeters,
  dropLastSegment,
  hasUsableCoordinates,
} from './map-rules.ts';

describe('buildGeocodeAddress', () => {
  it.each([
    {
      name: 'full address',
      parts: {
        drzava: { naziv: 'Srbija' },
        opstina: { naziv: 'Novi Sad' },
        grad: { naziv: 'Futog' },
        adresa: 'Cara Lazara 5',
      },
      expected: 'Srbija, Novi Sad, Futog, Cara Lazara 5',
    },
    {
      name: 'country defaults to Serbia',
      parts: { opstina: { naziv: 'Sombor' }, grad: { naziv: 'Bezdan' }, adresa: 'Glavna 1' },
      expected: 'Serbia, Sombor, Bezdan, Glavna 1',
    },
    {
      name: 'city skipped when it starts with the municipality',
      parts: { opstina: { naziv: 'Novi Sad' }, grad: { naziv: 'Novi Sad - Liman' }, adresa: 'Bulevar 12' },
      expected: 'Serbia, Novi Sad, Bulevar 12',
    },
    {
      name: "address skipped when 'nebitna'",
      parts: { opstina: { naziv: 'Zrenjanin' }, grad: { naziv: 'Ečka' }, adresa: 'Nebitna' },
      expected: 'Serbia, Zrenjanin, Ečka',
    },
    { name: 'plain strings and blanks', parts: { drzava: 'Hrvatska', grad: ' ', adresa: '' }, expected: 'Hrvatska' },
    { name: 'nothing known', parts: {}, expected: 'Serbia' },
  ])('$name', ({ parts, expected }) => {
    expect(buildGeocodeAddress(parts)).toBe(expected);
  });
});

describe('dropLastSegment', () => {
  it.each([
    ['Bulevar 12, Novi Sad, Serbia', 'Bulevar 12, Novi Sad'],
    ['Bulevar 12,Novi Sad', 'Bulevar 12'],
    ['Serbia', null],
    ['', null],
  ])('%s → %s', (query, expected) => {
    expect(dropLastSegment(query)).toBe(expected);
  });
});

describe('map rules', () => {
  it('sizes cluster icons', () => {
    expect([1, 9, 10, 99, 100, 5000].map(clusterIconSize)).toEqual([
      'small',
      'small',
      'medium',
      'medium',
      'large',
      'large',
    ]);
  });
  it('knows usable coordinates', () => {
    expect(hasUsableCoordinates({ latitude: 45.25, longitude: 19.84 })).toBe(true);
    expect(hasUsableCoordinates({ latitude: 0, longitude: 0 })).toBe(false);
    expect(hasUsableCoordinates({ latitude: null, longitude: 19 })).toBe(false);
    expect(hasUsableCoordinates({ latitude: 120, longitude: 19 })).toBe(false);
  });
  it('measures distances', () => {
    expect(distanceInMeters([45.2671, 19.8335], [45.2671, 19.8335])).toBe(0);
    // Novi Sad to Belgrade, about 72 km.
    expect(distanceInMeters([45.2671, 19.8335], [44.7866, 20.4489]) / 1000).toBeCloseTo(72.2, 0);
  });
});

describe('searchAddress', () => {
  const raw = [{ lon: '19.84', lat: '45.25', display_name: 'Bulevar oslobođenja, Novi Sad' }];
  const transport = (overrides: Partial<GeocodeTransport>): GeocodeTransport => ({
    direct: vi.fn(async () => ({ status: 200, results: raw })),
    jsonp: vi.fn(async () => raw),
    ...overrides,
  });

  it('returns direct results', async () => {
    const t = transport({});
    await expect(searchAddress('Bulevar, Novi Sad', t)).resolves.toEqual([
      { x: 19.84, y: 45.25, label: 'Bulevar oslobođenja, Novi Sad' },
    ]);
    expect(t.jsonp).not.toHaveBeenCalled();
  });

  it.each([0, 400])('falls back to the script tag on status %i', async (status) => {
    const t = transport({ direct: vi.fn(async () => ({ status, results: [] })) });
    await expect(searchAddress('Bulevar', t)).resolves.toHaveLength(1);
    expect(t.jsonp).toHaveBeenCalledWith('Bulevar');
  });

  it('drops the last segment and retries when nothing is found', async () => {
    const direct = vi.fn(async (query: string) => ({ status: 200, results: query === 'Bulevar 12' ? raw : [] }));
    await expect(searchAddress('Bulevar 12, Nepoznato, Serbia', transport({ direct }))).resolves.toHaveLength(1);
    expect(direct.mock.calls.map(([query]) => query)).toEqual([
      'Bulevar 12, Nepoznato, Serbia',
      'Bulevar 12, Nepoznato',
      'Bulevar 12',
    ]);
  });

  it('gives up with an empty list', async () => {
    const direct = vi.fn(async () => ({ status: 200, results: [] }));
    await expect(searchAddress('a, b', transport({ direct }))).resolves.toEqual([]);
    expect(direct).toHaveBeenCalledTimes(2);
  });

  it('throws on other failures', async () => {
    await expect(
      searchAddress('x', transport({ direct: vi.fn(async () => ({ status: 503, results: [] })) })),
    ).rejects.toThrow('Geocoder HTTP 503');
  });

  it('builds the request URL', () => {
    expect(geocodeUrl('https://geo.example/search', 'Novi Sad, Srbija')).toBe(
      'https://geo.example/search?q=Novi+Sad%2C+Srbija&format=json',
    );
    expect(geocodeUrl('/geo?key=1', 'a', { json_callback: 'cb' })).toBe('/geo?key=1&q=a&format=json&json_callback=cb');
  });
});
