import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { signedInAs } from '../../testing/story-session.ts';
import { withScreen } from '../../testing/story-decorators.tsx';
import { mockApi, sentBody } from '../../testing/mock-api.ts';
import { PosaoCreatePage, PosaoInfoPage } from './posao-page.tsx';
import { posaoData, posaoFormData, storyPosao } from './jobs-story-data.ts';

const info = {
  path: `/index/poslovi/info/${storyPosao.Id}`,
  route: '/index/poslovi/info/:posaoId',
  queryData: posaoData(),
};

const create = { path: '/index/poslovi/unos', route: '/index/poslovi/unos', queryData: posaoFormData };

const meta = {
  title: 'Portal/Screens/Posao',
  component: PosaoInfoPage,
  decorators: [withScreen],
  beforeEach: signedInAs('Admin'),
  parameters: { screen: info },
} satisfies Meta<typeof PosaoInfoPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A job for the Admin: its form, its links and its task list with links to each task and its edit. */
export const Edit: Story = {
  globals: { locale: 'sr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Procena stana – Liman 3, Novi Sad' }),
    ).toBeVisible();
    await expect(canvas.getByLabelText(/Naziv/)).toHaveValue('Procena stana – Liman 3, Novi Sad');
    await expect(canvas.getByText('Procena stana za banku')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Dokumenti' })).toHaveAttribute(
      'href',
      '/index/poslovi/dokumenti/21',
    );
    await expect(canvas.getByRole('link', { name: 'Novi zadatak' })).toHaveAttribute(
      'href',
      '/index/poslovi/21/zadaci/unos',
    );
    await expect(canvas.getByRole('link', { name: 'Snimanje na terenu' })).toHaveAttribute(
      'href',
      '/index/poslovi/21/zadaci/info/102',
    );
    await expect(canvas.getByRole('link', { name: 'Izmeni zadatak Izrada izveštaja' })).toHaveAttribute(
      'href',
      '/index/poslovi/21/zadaci/unos?zadatak=103',
    );
  },
};

/** The save sends the version read; the fixed start goes only with its option on. */
export const EditSaves: Story = {
  globals: { locale: 'sr' },
  play: async ({ canvasElement }) => {
    const api = mockApi({
      'POST /api/poslovi/update': () => [
        200,
        { ErrorCode: 0, Type: 1, Message: 'Projekat „Procena stana – Liman 3, Novi Sad” je izmenjen.', Id: 21 },
      ],
      'GET /api/poslovi/get/21': () => [200, { ...storyPosao, Prioritet: 3, Verzija: 4 }],
    });
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('combobox', { name: /Prioritet/ }));
    await userEvent.click(await within(canvasElement.ownerDocument.body).findByRole('option', { name: '3 – nizak' }));
    // The picker's popup hides the rest of the page from assistive technology until it has closed.
    await userEvent.click(await canvas.findByRole('button', { name: 'Sačuvaj' }));
    await waitFor(() =>
      expect(sentBody(api, 'POST', '/api/poslovi/update')).toEqual({
        Id: 21,
        Verzija: 3,
        Naziv: 'Procena stana – Liman 3, Novi Sad',
        Opis: 'Trosoban stan na 4. spratu, za kredit Banca Intesa.',
        IdKlijenta: 4,
        Prioritet: 3,
        DogovorenaCena: 41000,
      }),
    );
  },
};

/** Operations: no task list inside the job (part 1 §6); the span and the way to the Gantt instead. */
export const Operations: Story = {
  globals: { locale: 'sr' },
  beforeEach: signedInAs('Operations'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('posao-raspon')).toHaveTextContent('Zadaci projekta: 3, od 02/11/2026');
    await expect(canvas.queryByRole('heading', { name: 'Zadaci projekta' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Plan na Smart-Chart-u' })).toHaveAttribute(
      'href',
      '/index/smartchart?prvi=2026-11-02&drugi=2026-11-06',
    );
  },
};

/** A new job from a template: priority, description and price are blanked, the template's size is shown. */
export const CreateFromTemplate: Story = {
  globals: { locale: 'sr' },
  parameters: { screen: create },
  render: () => <PosaoCreatePage />,
  play: async ({ canvasElement }) => {
    const api = mockApi({
      'POST /api/poslovi/save': () => [
        200,
        {
          ErrorCode: 0,
          Type: 1,
          Message: 'Projekat „Procena stana – Grbavica” je sačuvan sa 4 zadataka iz šablona.',
          Id: 30,
        },
      ],
    });
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.type(await canvas.findByLabelText(/Naziv/), 'Procena stana – Grbavica');
    await userEvent.type(canvas.getByLabelText('Opis'), 'Opis koji šablon briše');
    await userEvent.click(canvas.getByRole('combobox', { name: /Šablon/ }));
    await userEvent.click(await body.findByRole('option', { name: 'Procena stana za banku' }));
    await expect(await canvas.findByText(/Šablon „Procena stana za banku”: 4 zadatka, 6 radnih dana/)).toBeVisible();
    await expect(canvas.getByLabelText('Opis')).toHaveValue('');
    await expect(canvas.getByLabelText('Opis')).toBeDisabled();
    // The picker's popup hides the rest of the page from assistive technology until it has closed.
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Fiksni početak' }));
    await userEvent.type(canvas.getByLabelText('Datum fiksnog početka'), '04/03/2030');
    await userEvent.click(canvas.getByRole('button', { name: 'Sačuvaj' }));
    await waitFor(() =>
      expect(sentBody(api, 'POST', '/api/poslovi/save')).toEqual({
        Naziv: 'Procena stana – Grbavica',
        IdKlijenta: null,
        IdSablona: 2,
        Opis: '',
        Prioritet: 2,
        DogovorenaCena: 0,
        FiksniPocetak: '2030-03-04',
      }),
    );
    await expect(await canvas.findByTestId('story-navigated-to')).toHaveTextContent('/index/poslovi/info/30');
  },
};

/** A weekend day is refused as the fixed start. */
export const WeekendRefused: Story = {
  globals: { locale: 'en_US' },
  parameters: { screen: create },
  render: () => <PosaoCreatePage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'New project' })).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Fixed start' }));
    await userEvent.type(canvas.getByLabelText('Fixed start date'), '02/03/2030');
    await userEvent.tab();
    await expect(await canvas.findByText('The date cannot be a Saturday or a Sunday.')).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en_US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Project tasks' })).toBeVisible();
    await expect(canvas.getByLabelText(/Agreed price/)).toHaveValue('41,000.00');
    await expect(canvas.getByRole('link', { name: 'New task' })).toBeVisible();
  },
};

/** At phone width the form is one column and never scrolls sideways. */
export const Phone: Story = {
  globals: { locale: 'sr', viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText(/Naziv/)).toBeVisible();
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
