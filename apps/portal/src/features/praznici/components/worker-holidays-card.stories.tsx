import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { Praznik } from '@rp/contract';
import { signedInAs } from '../../../testing/story-session.ts';
import { withScreen } from '../../../testing/story-decorators.tsx';
import { prazniciKeys } from '../api.ts';
import { WorkerHolidaysCard } from './worker-holidays-card.tsx';

const holidays: Praznik[] = [
  { Id: 1, Datum: '2026-05-06', Radnik: 3 },
  { Id: 2, Datum: '2026-12-19', Radnik: 3 },
  { Id: 3, Datum: '2027-05-06', Radnik: 3 },
];

const meta = {
  title: 'Portal/Components/WorkerHolidaysCard',
  component: WorkerHolidaysCard,
  decorators: [withScreen],
  args: { radnikId: 3, godina: 2026 },
  beforeEach: signedInAs('User', 3),
  parameters: { screen: { queryData: [[prazniciKeys.forRadnik(3), holidays]] } },
} satisfies Meta<typeof WorkerHolidaysCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Serbian: Story = {
  globals: { locale: 'sr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = await canvas.findByRole('region', { name: 'Praznici radnika' });
    // Only the shown year's holidays.
    await expect(within(region).getAllByRole('listitem')).toHaveLength(2);
    await expect(region).toHaveTextContent('06/05/2026');
    await expect(region).not.toHaveTextContent('2027');
    await userEvent.click(canvas.getByRole('button', { name: 'Dodaj praznik' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Dodaj praznik' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sačuvaj' }));
    await expect(await within(dialog).findByText('Izaberite datum.')).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en_US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: 'Worker holidays' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Delete the holiday on 19/12/2026' })).toBeVisible();
  },
};

export const EmptyYear: Story = {
  globals: { locale: 'sr' },
  args: { godina: 2025 },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Nema praznika u 2025. godini.')).toBeVisible();
  },
};

/** Demo reads another worker's holidays; only the worker and Admin change them, so the add is offered disabled. */
export const ReadOnlyForDemo: Story = {
  globals: { locale: 'sr' },
  beforeEach: signedInAs('Demo', 2),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: 'Praznici radnika' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Dodaj praznik' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: /Obriši praznik/ })).toBeNull();
  },
};
