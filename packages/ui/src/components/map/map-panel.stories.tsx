import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within, type Mock } from 'storybook/test';
import { MapPanel, type MapItem } from './map-panel.tsx';
import { makeMapItems, offlineTileUrl } from './map-panel.fixtures.ts';
// The geocoder answers from static files served by Storybook: no network. `no-inline` keeps them files
// in the static build too, so the component can add its query string.
import geocoderUrl from './__fixtures__/geocode.json?url&no-inline';
import emptyGeocoderUrl from './__fixtures__/geocode-empty.json?url&no-inline';
import jsonpGeocoderUrl from './__fixtures__/geocode-jsonp.js?url&no-inline';

const items = makeMapItems(60);
const fiveThousand = makeMapItems(5000);

const waitForClusters = (canvasElement: HTMLElement) =>
  waitFor(() => expect(canvasElement.querySelector('[data-slot="map-panel"]')).toHaveAttribute('data-state', 'ready'), {
    timeout: 8000,
  });

const meta = {
  title: 'UI/MapPanel',
  component: MapPanel,
  parameters: { layout: 'fullscreen' },
  args: {
    items,
    tileUrl: offlineTileUrl,
    geocoderUrl,
    zoom: 13,
    onItemClick: fn(),
    onSearchResult: fn(),
    onClustered: fn(),
    className: 'h-[32rem] rounded-none border-0',
  },
} satisfies Meta<typeof MapPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await waitForClusters(canvasElement);
    await expect(args.onClustered).toHaveBeenCalledWith(expect.objectContaining({ count: 60 }));
    await expect(canvasElement.querySelectorAll('.marker-cluster').length).toBeGreaterThan(0);
  },
};

export const PopupWithPriceAndDistance: Story = {
  args: { items: items.slice(0, 3), zoom: 12, origin: [45.255, 19.845] },
  play: async ({ canvasElement, args }) => {
    await waitForClusters(canvasElement);
    const marker = await waitFor(() => {
      const found = canvasElement.querySelector<HTMLElement>('.rp-map-marker');
      if (!found) throw new Error('no marker yet');
      return found;
    });
    marker.click();
    const popup = await waitFor(() => {
      const found = canvasElement.querySelector('.leaflet-popup-content');
      if (!found) throw new Error('no popup yet');
      return found;
    });
    await expect(popup).toHaveTextContent(/Cena po m²: [\d.]+ €/);
    await expect(popup).toHaveTextContent(/Udaljenost: [\d.,]+ (m|km)/);
    // The popup and the click are the marker's own: its item, named in the popup, is the one the host is told of.
    const [clicked] = (args.onItemClick as Mock).mock.calls.at(-1) as [MapItem];
    await expect(popup).toHaveTextContent(clicked.naziv);
    await expect(marker).toHaveAttribute('title', clicked.naziv);
  },
};

export const AddressSearch: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('searchbox', { name: 'Pretraga adrese' });
    await expect(input).toHaveAttribute('placeholder', 'search for address ...');
    await userEvent.type(input, 'Bulevar oslobođenja 12, Novi Sad{Enter}');
    await userEvent.click(await canvas.findByRole('button', { name: /Bulevar oslobođenja 12, Novi Sad/ }));
    await expect(args.onSearchResult).toHaveBeenCalledWith(expect.objectContaining({ x: 19.8418, y: 45.2551 }));
  },
};

export const ScriptTagFallback: Story = {
  args: { geocoderUrl: jsonpGeocoderUrl },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Pretraga adrese' }), 'Zmaj Jovina 1{Enter}');
    await userEvent.click(await canvas.findByRole('button', { name: /script tag/ }, { timeout: 5000 }));
    await expect(args.onSearchResult).toHaveBeenCalledWith(expect.objectContaining({ x: 19.8451, y: 45.2517 }));
  },
};

export const AddressNotFound: Story = {
  args: { geocoderUrl: emptyGeocoderUrl },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Pretraga adrese' }), 'Nepostojeća 1, Nigde{Enter}');
    const message = await canvas.findByText('Sorry, that address could not be found.');
    await expect(message).toBeVisible();
    await waitFor(() => expect(canvas.queryByText('Sorry, that address could not be found.')).toBeNull(), {
      timeout: 4500,
    });
  },
};

export const GeocodesItemsWithoutCoordinates: Story = {
  args: {
    geocodeDelayMs: 10,
    items: [
      {
        id: 'g1',
        naziv: 'Stan bez koordinata',
        latitude: null,
        longitude: null,
        drzava: { naziv: 'Srbija' },
        opstina: { naziv: 'Novi Sad' },
        grad: { naziv: 'Novi Sad' },
        adresa: 'Bulevar oslobođenja 12',
      },
    ],
  },
  play: async ({ args }) => {
    await waitFor(() => expect(args.onClustered).toHaveBeenCalledWith(expect.objectContaining({ count: 1 })), {
      timeout: 5000,
    });
  },
};

export const RadiusCircles: Story = {
  args: {
    items: items.slice(0, 20),
    zoom: 14,
    origin: [45.255, 19.845],
    circles: [{ id: 'r', center: [45.255, 19.845], radius: 750 }],
  },
  play: async ({ canvasElement }) => {
    await waitForClusters(canvasElement);
    await expect(canvasElement.querySelectorAll('path.leaflet-interactive').length).toBeGreaterThan(0);
  },
};

/** Every marker carries its price per m² on a label beside the pin. */
export const PricePerSquareMetreOnMarkers: Story = {
  args: { items: items.slice(0, 4), zoom: 12, isPriceShown: true },
  play: async ({ canvasElement }) => {
    await waitForClusters(canvasElement);
    await waitFor(() => expect(canvasElement.querySelectorAll('.rp-map-price').length).toBeGreaterThan(0));
    for (const label of canvasElement.querySelectorAll('.rp-map-price'))
      await expect(label.textContent).toMatch(/^\d{1,3}(\.\d{3})* €\/m²$/);
  },
};

/** An English screen writes the price per m² in the firm's number format too. */
export const PricePerSquareMetreInEnglish: Story = {
  tags: ['no-visual'],
  args: { ...PricePerSquareMetreOnMarkers.args, locale: 'en-US' },
  play: PricePerSquareMetreOnMarkers.play,
};

/** A click on the map reports the point (a radius search's centre); a click on a marker does not. */
export const MapClickReportsThePoint: Story = {
  args: { items: [], center: [45.26, 19.84], zoom: 15, onMapClick: fn() },
  play: async ({ canvasElement, args }) => {
    await waitForClusters(canvasElement);
    const region = within(canvasElement).getByRole('region', { name: 'Mapa' });
    const box = region.getBoundingClientRect();
    await userEvent.pointer({
      keys: '[MouseLeft]',
      target: region,
      coords: { x: box.x + box.width / 2, y: box.y + box.height / 2 },
    });
    await waitFor(() => expect(args.onMapClick).toHaveBeenCalledTimes(1));
    const [lat, lon] = (args.onMapClick as ReturnType<typeof fn>).mock.calls[0]![0] as [number, number];
    await expect(Math.abs(lat - 45.26)).toBeLessThan(0.01);
    await expect(Math.abs(lon - 19.84)).toBeLessThan(0.01);
  },
};

/** A radius search: the host's point is pinned, its circle framed, and popups measure from the point. */
export const RadiusSearchFramed: Story = {
  args: {
    items: items.slice(0, 30),
    center: [0, -30],
    zoom: 5,
    fitToItems: true,
    point: [45.255, 19.845],
    origin: [45.255, 19.845],
    circles: [{ id: 'radius', center: [45.255, 19.845], radius: 750 }],
  },
  play: async ({ canvasElement }) => {
    await waitForClusters(canvasElement);
    // The circle (and the pin) are drawn in view: the map left the Atlantic for the circle.
    await waitFor(() =>
      expect(canvasElement.querySelectorAll('path.leaflet-interactive, path').length).toBeGreaterThan(1),
    );
    const circle = canvasElement.querySelector<SVGPathElement>('.leaflet-overlay-pane path');
    const region = within(canvasElement).getByRole('region', { name: 'Mapa' }).getBoundingClientRect();
    const box = circle!.getBoundingClientRect();
    await expect(box.width).toBeGreaterThan(region.height / 3);
    await expect(box.width).toBeLessThanOrEqual(region.width);
  },
};

export const FiveThousandMarkers: Story = {
  args: { items: fiveThousand, zoom: 12 },
  play: async ({ canvasElement, args }) => {
    await waitForClusters(canvasElement);
    await expect(args.onClustered).toHaveBeenCalledWith(expect.objectContaining({ count: 5000 }));
    await expect(canvasElement.querySelectorAll('.leaflet-marker-icon').length).toBeLessThan(200);
  },
};

/** A list's map: opened far away (the Atlantic), it frames the items instead. */
export const FitsTheItems: Story = {
  args: { center: [0, -30], zoom: 12, fitToItems: true },
  play: async ({ canvasElement }) => {
    await waitForClusters(canvasElement);
    await waitFor(() =>
      expect(canvasElement.querySelectorAll('.marker-cluster, .rp-map-marker').length).toBeGreaterThan(0),
    );
  },
};

/** An unreachable geocoder: the search says so in the user's words, not the transport's. */
export const SearchFailed: Story = {
  args: { geocoderUrl: 'http://127.0.0.1:9/search', isGeocodingMissing: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Pretraga adrese' }), 'Zmaj Jovina 1{Enter}');
    await expect(
      await canvas.findByText('Pretraga adrese trenutno nije dostupna.', {}, { timeout: 8000 }),
    ).toBeVisible();
  },
};

export const NoTiles: Story = { args: { tileUrl: '', hasSearch: false } };

export const Serbian: Story = {};

export const English: Story = {
  args: {
    locale: 'en-US',
    labels: {
      search: 'Address search',
      searchPlaceholder: 'search for address ...',
      notFound: 'Sorry, that address could not be found.',
      searchFailed: 'Address search is not available right now.',
      unitPrice: 'Price per m²',
      distance: 'Distance',
      map: 'Map',
    },
  },
};
