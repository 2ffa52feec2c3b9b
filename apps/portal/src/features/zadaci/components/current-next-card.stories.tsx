import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { signedInAs } from '../../../testing/story-session.ts';
import { withScreen } from '../../../testing/story-decorators.tsx';
import { trenutniSledeciQuery } from '../api.ts';
import { CurrentNextCard } from './current-next-card.tsx';

const tasks = [
  { Id: 21, Naziv: 'Obilazak parcela', Posao: 6, Vrsta: 'trenutni', Status: 'uToku' },
  { Id: 22, Naziv: 'Izveštaj o proceni zemljišta', Posao: 6, Vrsta: 'sledeci', Status: 'nijePoceo' },
] as const;

const meta = {
  title: 'Portal/Zadaci/CurrentNextCard',
  component: CurrentNextCard,
  decorators: [withScreen],
  args: { radnikId: 6 },
  beforeEach: signedInAs('User', 6),
  parameters: { screen: { path: '/main', queryData: [[trenutniSledeciQuery(6).queryKey, tasks]] } },
} satisfies Meta<typeof CurrentNextCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Everyone but the Admin goes to their own tasks (/status). */
export const WorkerSerbian: Story = {
  globals: { locale: 'sr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Obilazak parcela' })).toHaveAttribute('href', '/status');
    await expect(canvas.getByRole('link', { name: 'Izveštaj o proceni zemljišta' })).toHaveAttribute('href', '/status');
    await expect(canvas.getByText('U toku')).toBeVisible();
  },
};

/** The Admin goes to the task's screen. */
export const AdminEnglish: Story = {
  globals: { locale: 'en_US' },
  beforeEach: signedInAs('Admin'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Obilazak parcela' })).toHaveAttribute(
      'href',
      '/index/poslovi/6/zadaci/info/21',
    );
    await expect(canvas.getByText('Next task')).toBeVisible();
  },
};
