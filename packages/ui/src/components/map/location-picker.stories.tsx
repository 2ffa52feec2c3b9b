import { useEffect, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LocationPicker, type GeoPoint, type LocationPickerProps } from './location-picker.tsx';
import { offlineTileUrl } from './map-panel.fixtures.ts';
// The geocoder answers from static files served by Storybook: no network.
import geocoderUrl from './__fixtures__/geocode.json?url&no-inline';
import emptyGeocoderUrl from './__fixtures__/geocode-empty.json?url&no-inline';

/** The picker with its point held by the story, as a form holds it. */
function Controlled(
  props: Omit<LocationPickerProps, 'value' | 'onValueChange'> & {
    initial?: GeoPoint | null;
    onValueChange?: (point: GeoPoint | null) => void;
    /** A tile URL given only after the first render, as the client configuration arrives. */
    lateTileUrl?: string;
  },
) {
  const { initial = null, onValueChange, tileUrl, lateTileUrl, ...rest } = props;
  const [value, setValue] = useState<GeoPoint | null>(initial);
  // The client configuration (tile URL) often arrives after the form: the map is then rebuilt.
  const [tiles, setTiles] = useState(lateTileUrl ? '' : tileUrl);
  useEffect(() => {
    if (lateTileUrl) setTiles(lateTileUrl);
  }, [lateTileUrl]);
  return (
    <div className="grid gap-2 p-4">
      <LocationPicker
        {...rest}
        tileUrl={tiles}
        value={value}
        onValueChange={(point) => {
          setValue(point);
          onValueChange?.(point);
        }}
      />
      <output aria-label="point" className="font-mono text-sm">
        {value ? `${value.latitude}, ${value.longitude}` : 'none'}
      </output>
    </div>
  );
}

const meta = {
  title: 'UI/LocationPicker',
  component: Controlled,
  parameters: { layout: 'fullscreen' },
  args: {
    tileUrl: offlineTileUrl,
    geocoderUrl,
    address: 'Serbia, Novi Sad, Bulevar oslobođenja 12',
    onValueChange: fn(),
  },
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The map's region once the map inside it listens (data-state 'ready'): the region is drawn before the map is made in
 * an effect, and a click that came between was lost (the story's picture then had no marker now and then).
 */
async function mapRegion(canvasElement: HTMLElement): Promise<HTMLElement> {
  const region = await within(canvasElement).findByRole('region', { name: 'Mapa lokacije' });
  await waitFor(() => expect(region.closest('[data-state]')).toHaveAttribute('data-state', 'ready'));
  return region;
}

/** No point yet: a click on the map places the marker there. */
export const ClickToPlace: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const region = await mapRegion(canvasElement);
    const box = region.getBoundingClientRect();
    region.dispatchEvent(
      new MouseEvent('click', {
        bubbles: true,
        clientX: box.left + box.width / 2,
        clientY: box.top + box.height / 2,
      }),
    );
    await waitFor(() => expect(args.onValueChange).toHaveBeenCalled());
    const point = (args.onValueChange as ReturnType<typeof fn>).mock.calls.at(-1)?.[0] as GeoPoint;
    // The middle of a map opened on the default centre is the default centre.
    await expect(point.latitude).toBeCloseTo(45.26, 2);
    await expect(point.longitude).toBeCloseTo(19.84, 2);
    await waitFor(() => expect(canvasElement.querySelector('.rp-map-marker')).not.toBeNull());
    await expect(canvas.getByRole('button', { name: 'Ukloni oznaku' })).toBeVisible();
  },
};

/** A point already chosen: the marker is there and can be cleared. */
export const WithPoint: Story = {
  args: { initial: { latitude: 45.2551, longitude: 19.8418 } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvasElement.querySelector('.rp-map-marker')).not.toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: 'Ukloni oznaku' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(null);
    await waitFor(() => expect(canvasElement.querySelector('.rp-map-marker')).toBeNull());
  },
};

/** A tile URL that arrives after the point rebuilds the map with the marker on it. */
export const TilesArriveLater: Story = {
  args: { initial: { latitude: 45.2551, longitude: 19.8418 }, lateTileUrl: offlineTileUrl },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('.leaflet-tile-pane img')).not.toBeNull());
    await waitFor(() => expect(canvasElement.querySelector('.rp-map-marker')).not.toBeNull());
  },
};

/** "Find address" looks up the form's address and places the marker on the first result. */
export const FindAddress: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Pronađi adresu' }));
    await waitFor(() => expect(args.onValueChange).toHaveBeenLastCalledWith({ latitude: 45.2551, longitude: 19.8418 }));
    await expect(canvas.getByLabelText('point')).toHaveTextContent('45.2551, 19.8418');
  },
};

/** The search box lists results; choosing one places the marker. */
export const SearchAndChoose: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = await canvas.findByRole('searchbox', { name: 'Pretraga adrese' });
    await expect(box).toHaveAttribute('placeholder', 'search for address ...');
    await userEvent.type(box, 'Bulevar oslobođenja{Enter}');
    await userEvent.click(await canvas.findByRole('button', { name: /Centar, Novi Sad/ }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ latitude: 45.2671, longitude: 19.8335 });
  },
};

/** Nothing found: the specification's message, gone after 3 seconds. */
export const NotFound: Story = {
  args: { geocoderUrl: emptyGeocoderUrl },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('searchbox'), 'Nepostojeća 99{Enter}');
    await expect(await canvas.findByText('Sorry, that address could not be found.')).toBeVisible();
    await waitFor(() => expect(canvas.queryByText('Sorry, that address could not be found.')).toBeNull(), {
      timeout: 5000,
    });
  },
};

/** English labels; read-only shows the point without the search or the clear button. */
export const EnglishReadOnly: Story = {
  args: {
    initial: { latitude: 45.2551, longitude: 19.8418 },
    isReadOnly: true,
    labels: { map: 'Location map', marker: 'Location' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: 'Location map' })).toBeVisible();
    await expect(canvas.queryByRole('searchbox')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Ukloni oznaku' })).toBeNull();
  },
};
