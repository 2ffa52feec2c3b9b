import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { signedInAs } from '../../testing/story-session.ts';
import { withScreen } from '../../testing/story-decorators.tsx';
import { zadaciRadnikaQuery, zauzetostQuery } from './api.ts';
import { StatusPage } from './status-page.tsx';
import { STORY_USER_ID, ZADACI_RADNIKA, ZAUZETOST } from './story-fixtures.ts';
import { taskListRange } from './task-status.ts';

const { a, b } = taskListRange();
const radnikId = STORY_USER_ID;

const meta = {
  title: 'Portal/Screens/Status',
  component: StatusPage,
  decorators: [withScreen],
  beforeEach: signedInAs('User', STORY_USER_ID),
  parameters: {
    layout: 'padded',
    screen: {
      path: '/status',
      route: '/status',
      queryData: [
        [zadaciRadnikaQuery(radnikId, a, b).queryKey, ZADACI_RADNIKA[radnikId]],
        [zauzetostQuery(radnikId).queryKey, ZAUZETOST[radnikId]],
      ],
    },
  },
} satisfies Meta<typeof StatusPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A worker's own tasks: plain text, the commands each state allows, and the timeline. */
export const Serbian: Story = {
  globals: { locale: 'sr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Zadaci' })).toBeVisible();
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
    const finished = canvas.getByRole('group', { name: 'Uvid u katastar' });
    for (const name of ['Počni', 'Pauziraj', 'Završi'])
      await expect(within(finished).getByRole('button', { name })).toBeDisabled();
    await expect(canvas.getByRole('heading', { name: 'Vremenska linija' })).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en_US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Tasks' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Obilazak parcela' })).toHaveTextContent('Paused');
  },
};

export const OnPhone: Story = {
  globals: { locale: 'sr', viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'Zadaci' })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};
