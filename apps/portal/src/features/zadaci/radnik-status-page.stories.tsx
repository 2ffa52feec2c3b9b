import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { signedInAs } from '../../testing/story-session.ts';
import { withScreen } from '../../testing/story-decorators.tsx';
import { radniciListQuery, radnikQuery } from '../radnici/api.ts';
import { zadaciRadnikaQuery, zauzetostQuery } from './api.ts';
import { RadnikStatusPage } from './radnik-status-page.tsx';
import { RADNICI, ZADACI_RADNIKA, ZAUZETOST } from './story-fixtures.ts';
import { taskListRange } from './task-status.ts';

const { a, b } = taskListRange();
const queryData: Array<[readonly unknown[], unknown]> = [
  [radniciListQuery(true).queryKey, RADNICI],
  ...[5, 6].flatMap((id): Array<[readonly unknown[], unknown]> => [
    [radnikQuery(id).queryKey, RADNICI.find((radnik) => radnik.id === id)],
    [zadaciRadnikaQuery(id, a, b).queryKey, ZADACI_RADNIKA[id]],
    [zauzetostQuery(id).queryKey, ZAUZETOST[id]],
  ]),
];

const meta = {
  title: 'Portal/Screens/RadnikStatus',
  component: RadnikStatusPage,
  decorators: [withScreen],
  beforeEach: signedInAs('Admin'),
  parameters: {
    layout: 'padded',
    screen: { path: '/index/radnici/status/6', route: '/index/radnici/status/:radnikId', queryData },
  },
} satisfies Meta<typeof RadnikStatusPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The Admin: a picker of active workers, links to the task screens, the worker's tasks and timeline. */
export const AdminSerbian: Story = {
  globals: { locale: 'sr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Zadaci radnika' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Radnik' })).toHaveTextContent('Stefan Đorđević');
    const groups = canvas.getAllByRole('group').filter((element) => element.dataset.slot === 'card');
    await expect(groups.map((group) => group.getAttribute('aria-label'))).toEqual([
      'Obilazak parcela',
      'Izveštaj o proceni zemljišta',
      'Uvid u katastar',
    ]);
    const task = canvas.getByRole('group', { name: 'Obilazak parcela' });
    await expect(within(task).getByRole('link', { name: 'Obilazak parcela' })).toHaveAttribute(
      'href',
      '/index/poslovi/6/zadaci/info/21?radnik=6',
    );
    await expect(within(task).getByRole('button', { name: 'Počni' })).toBeEnabled();
    await expect(within(task).getByRole('button', { name: 'Pauziraj' })).toBeDisabled();
    await expect(canvas.getByRole('heading', { name: 'Vremenska linija' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^Izveštaj o proceni zemljišta/ })).toBeInTheDocument();
  },
};

/** Picking another worker opens that worker's status screen. */
export const AdminSwitchesWorker: Story = {
  globals: { locale: 'sr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const picker = await canvas.findByRole('combobox', { name: 'Radnik' });
    await userEvent.click(picker);
    await userEvent.click(await within(canvasElement.ownerDocument.body).findByRole('option', { name: 'Ivana Ilić' }));
    await expect(await canvas.findByRole('group', { name: 'Analiza cena zemljišta' })).toBeVisible();
    await expect(picker).toHaveTextContent('Ivana Ilić');
    await expect(canvas.queryByRole('group', { name: 'Uvid u katastar' })).toBeNull();
  },
};

export const AdminEnglish: Story = {
  globals: { locale: 'en_US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: "Worker's tasks" })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Worker' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Timeline' })).toBeVisible();
    await expect(canvas.getAllByText('Paused').length).toBeGreaterThan(0);
  },
};

/** Demo sees the worker's name as plain text and no links. */
export const DemoPlainText: Story = {
  globals: { locale: 'sr' },
  beforeEach: signedInAs('Demo', 2),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('radnik-name')).toHaveTextContent('Stefan Đorđević');
    await expect(canvas.queryByRole('combobox')).toBeNull();
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
    await expect(canvas.getByRole('group', { name: 'Obilazak parcela' })).toBeVisible();
  },
};

export const DemoOnPhone: Story = {
  globals: { locale: 'en_US', viewport: { value: 'mobile1' } },
  beforeEach: signedInAs('Demo', 2),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('radnik-name')).toHaveTextContent('Stefan Đorđević');
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};
