import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { signedInAs } from '../../testing/story-session.ts';
import { withScreen } from '../../testing/story-decorators.tsx';
import { calledUrls, mockApi } from '../../testing/mock-api.ts';
import { KomparativiUnosPage } from './komparativi-unos-page.tsx';
import { STORY_PREDMET, STORY_PROCENA, unosScreen } from './story-data.ts';

const meta = {
  title: 'Portal/Screens/Komparativi unos',
  component: KomparativiUnosPage,
  decorators: [withScreen],
  beforeEach: signedInAs('User', 5),
  parameters: { screen: unosScreen() },
} satisfies Meta<typeof KomparativiUnosPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The register around the subject (750 m, flats, 45–75 m²), nearest first; the three already chosen are marked. */
export const Default: Story = {
  globals: { locale: 'sr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Dodavanje komparativa' })).toBeVisible();
    await expect(canvas.getByLabelText('Poluprečnik oko predmeta (m)')).toHaveValue('750');
    await expect(canvas.getByLabelText('Kvadratura (m²) od')).toHaveValue('45');
    await expect(canvas.getByLabelText('Kvadratura (m²) do')).toHaveValue('75');
    await expect(canvas.getByText('Pronađeno 6 nepokretnosti')).toBeVisible();
    await expect(canvas.getAllByText('Već izabrana')).toHaveLength(3);
    const chosen = canvas.getByRole('checkbox', { name: /Narodnog fronta 23/ });
    await expect(chosen).toBeChecked();
    await expect(chosen).toBeDisabled();
    await expect(canvas.getByRole('button', { name: /^Dodaj 0/ })).toBeDisabled();
  },
};

/**
 * Choosing two and sending them with the subject (POST …?komparativIds&predmetKomparativ); then the subject's
 * comparables screen replaces this one.
 */
export const Choosing: Story = {
  globals: { locale: 'sr' },
  play: async ({ canvasElement }) => {
    const api = mockApi(({ method, url }) =>
      method === 'POST' && url.pathname === `/api/procene/${STORY_PROCENA}/komparativi`
        ? [200, { ErrorCode: 0, Type: 1, Message: 'Komparativi su dodati.', Id: STORY_PROCENA }]
        : undefined,
    );
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('checkbox', { name: /Puškinova 6/ }));
    await userEvent.click(canvas.getByRole('checkbox', { name: /Ive Andrića 11/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Dodaj 2 komparativa' }));
    await waitFor(() =>
      expect(calledUrls(api)).toContain(
        `POST /api/procene/${STORY_PROCENA}/komparativi?predmetKomparativ=${STORY_PREDMET}&komparativIds=404%2C406`,
      ),
    );
    await expect(await canvas.findByTestId('story-navigated-to')).toHaveTextContent(
      `/index/procene/${STORY_PROCENA}/komparativi/${STORY_PREDMET}`,
    );
  },
};

/**
 * A reversed range is warned about half a second after typing (ERRORS.KVADRATURAMATCH, ERRORS.CENAMATCH), and so is a
 * radius outside its limits.
 */
export const RangeWarnings: Story = {
  globals: { locale: 'sr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const od = await canvas.findByLabelText('Kvadratura (m²) od');
    await userEvent.clear(od);
    await userEvent.type(od, '90');
    await expect(await canvas.findByText('Početna kvadratura ne sme biti veća od krajnje.')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Cena po m² (€) od'), '3000');
    await userEvent.type(canvas.getByLabelText('Cena po m² (€) do'), '1000');
    await expect(await canvas.findByText('Početna cena ne sme biti veća od krajnje.')).toBeVisible();
    const radius = canvas.getByLabelText('Poluprečnik oko predmeta (m)');
    await userEvent.clear(radius);
    await userEvent.type(radius, '5');
    await expect(await canvas.findByText(/^Poluprečnik mora biti između \d+ m i \d+ km\.$/)).toBeVisible();
    await expect(radius).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Nine of ten already chosen: a second choice is refused with ERRORS.MAXSELECTED. */
export const MaxSelected: Story = {
  globals: { locale: 'sr' },
  parameters: { screen: unosScreen([401, 402, 403], 9) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('checkbox', { name: /Puškinova 6/ }));
    await userEvent.click(canvas.getByRole('checkbox', { name: /Ive Andrića 11/ }));
    await expect(await canvas.findByText('Predmet procene može imati najviše 10 komparativa.')).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: /Ive Andrića 11/ })).not.toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Dodaj 1 komparativ' })).toBeEnabled();
  },
};

export const English: Story = {
  globals: { locale: 'en_US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: /comparables/i })).toBeVisible();
    await expect(canvas.getByText('6 properties found')).toBeVisible();
    await expect(canvas.getAllByText('Already chosen')).toHaveLength(3);
  },
};

/**
 * A 1366 px laptop (1,100 px beside the menu, the list 650 px of it beside the map): the area joins the address line
 * and the distance stays whole in view, with no sideways scrolling.
 */
export const Laptop: Story = {
  globals: { locale: 'sr' },
  decorators: [(Story) => <div style={{ width: 1100 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = await canvas.findByRole('region', { name: 'Nepokretnosti u okolini predmeta' });
    await expect(await within(region).findAllByRole('row')).not.toHaveLength(0);
    const distance = within(region).getByRole('columnheader', { name: 'Udaljenost' });
    await waitFor(() => expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth));
    await expect(distance.getBoundingClientRect().right).toBeLessThanOrEqual(region.getBoundingClientRect().right);
    await expect(within(region).queryByRole('columnheader', { name: 'Površina' })).toBeNull();
    await expect(within(region).getByText(/Narodnog fronta 23.* · \d+ m²$/)).toBeVisible();
  },
};
