import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import type { GeocodeResult, GeocodeTransport, RawGeocodeResult } from '../../lib/geocoder.ts';
import { useAddressSearch } from './map-search.tsx';

interface PendingAnswer {
  query: string;
  answer: (results: RawGeocodeResult[]) => void;
  fail: () => void;
}

/** A geocoder whose answers the test gives, in the order it chooses. */
function heldTransport(): { transport: GeocodeTransport; pending: PendingAnswer[] } {
  const pending: PendingAnswer[] = [];
  const transport: GeocodeTransport = {
    direct: (query) =>
      new Promise((resolve, reject) => {
        pending.push({
          query,
          answer: (results) => resolve({ status: 200, results }),
          fail: () => reject(new Error('Geocoder HTTP 500')),
        });
      }),
    jsonp: () => Promise.reject(new Error('not used')),
  };
  return { transport, pending };
}

const place = (name: string): RawGeocodeResult[] => [{ lon: 19.8, lat: 45.25, display_name: name }];

let root: Root | undefined;
let probe: ReturnType<typeof useAddressSearch> | undefined;

function Probe({ transport }: { transport: GeocodeTransport }) {
  probe = useAddressSearch(transport, { notFound: 'Nije pronađeno', searchFailed: 'Pretraga nije dostupna' });
  return (
    <output>
      {probe.isSearching ? 'searching|' : 'idle|'}
      {probe.message ?? ''}|{probe.results.map((result) => result.label).join(',')}
    </output>
  );
}

function mount(transport: GeocodeTransport): HTMLElement {
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  flushSync(() => root?.render(<Probe transport={transport} />));
  return container;
}

async function until(container: HTMLElement, text: string): Promise<void> {
  for (let i = 0; i < 50 && container.textContent !== text; i++) await new Promise((r) => setTimeout(r, 20));
  expect(container.textContent).toBe(text);
}

afterEach(() => {
  root?.unmount();
  root = undefined;
  probe = undefined;
  document.body.replaceChildren();
});

describe('useAddressSearch', () => {
  it('lists the latest search even when an earlier one answers after it', async () => {
    const { transport, pending } = heldTransport();
    const container = mount(transport);

    const first = probe!.search('Novi Sad');
    const second = probe!.search('Beograd');
    await until(container, 'searching||');
    expect(pending.map((entry) => entry.query)).toEqual(['Novi Sad', 'Beograd']);

    pending[1]!.answer(place('Beograd, Srbija'));
    expect((await second).map((result: GeocodeResult) => result.label)).toEqual(['Beograd, Srbija']);
    await until(container, 'idle||Beograd, Srbija');

    // The overtaken search's answer arrives last: it neither replaces the list nor reports anything.
    pending[0]!.answer(place('Novi Sad, Srbija'));
    expect(await first).toEqual([]);
    await new Promise((r) => setTimeout(r, 50));
    expect(container.textContent).toBe('idle||Beograd, Srbija');
  });

  it('keeps searching while an overtaken search fails, and says nothing of its failure', async () => {
    const { transport, pending } = heldTransport();
    const container = mount(transport);

    const first = probe!.search('Novi Sad');
    const second = probe!.search('Beograd');
    pending[0]!.fail();
    expect(await first).toEqual([]);
    await new Promise((r) => setTimeout(r, 50));
    expect(container.textContent).toBe('searching||');

    pending[1]!.answer([]);
    // No results for 'Beograd' and nothing left to drop: the latest search says so.
    expect(await second).toEqual([]);
    await until(container, 'idle|Nije pronađeno|');
  });
});
