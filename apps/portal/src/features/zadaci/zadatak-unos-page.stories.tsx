import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { signedInAs } from '../../testing/story-session.ts';
import { withScreen } from '../../testing/story-decorators.tsx';
import { calledUrls, mockApi, sentBody } from '../../testing/mock-api.ts';
import { storyPosao, storyZadaci, zadatakData, zadatakFormData } from '../poslovi/jobs-story-data.ts';
import { ZadatakUnosPage } from './zadatak-unos-page.tsx';
import { newZadatakValues } from './zadatak-form.ts';

const editing = storyZadaci[2]!;

const edit = {
  path: `/index/poslovi/${storyPosao.Id}/zadaci/unos?zadatak=${editing.Id}`,
  route: '/index/poslovi/:posaoId/zadaci/unos',
  // 'Izrada izveštaja' starts on Thursday 5 November and lasts 12 hours.
  queryData: [zadatakData(editing), ...zadatakFormData(editing.Id, '2026-11-05', 12)],
};

const create = {
  path: `/index/poslovi/${storyPosao.Id}/zadaci/unos`,
  route: '/index/poslovi/:posaoId/zadaci/unos',
  queryData: zadatakFormData(0, newZadatakValues().pocetak, 8),
};

const meta = {
  title: 'Portal/Screens/ZadatakUnos',
  component: ZadatakUnosPage,
  decorators: [withScreen],
  beforeEach: signedInAs('Admin'),
  parameters: { screen: edit },
} satisfies Meta<typeof ZadatakUnosPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A task's edit: the days beside the hours, the worker on leave flagged, the dependency from the possible ones. */
export const Edit: Story = {
  globals: { locale: 'sr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Izrada izveštaja' })).toBeVisible();
    await expect(canvas.getByLabelText(/Planirano trajanje/)).toHaveValue('12');
    await expect(canvas.getByText('= 1,5 dana')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Nazad na projekat/ })).toHaveAttribute(
      'href',
      '/index/poslovi/info/21',
    );
    await userEvent.clear(canvas.getByLabelText(/Planirano trajanje/));
    await userEvent.type(canvas.getByLabelText(/Planirano trajanje/), '24');
    await expect(await canvas.findByText('= 3 dana')).toBeVisible();
  },
};

/** Choosing a worker on annual leave in the task's days warns, and the picker marks them. */
export const WorkerOnLeave: Story = {
  globals: { locale: 'sr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /Radnici/ }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('checkbox', { name: /Marko Stojanović \(godišnji odmor\)/ }));
    await userEvent.keyboard('{Escape}');
    await expect(await canvas.findByTestId('zadatak-odsustva')).toHaveTextContent(
      'Marko Stojanović: godišnji odmor u danima zadatka.',
    );
  },
};

/** Changing the dependency sends the version read with the new one; the form stays, with the task read again. */
export const ChangeDependency: Story = {
  globals: { locale: 'sr' },
  play: async ({ canvasElement }) => {
    const api = mockApi({
      'POST /api/zadaci/update': () => [
        200,
        { ErrorCode: 0, Type: 1, Message: 'Zadatak „Izrada izveštaja” je izmenjen.', Id: 103 },
      ],
      // the saved task and its job, read again
      [`GET /api/zadaci/get/${editing.Id}`]: () => [200, { ...editing, Zavisnost: 101, Verzija: 3 }],
      [`GET /api/poslovi/get/${storyPosao.Id}`]: () => [200, storyPosao],
    });
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('combobox', { name: /Zavisi od zadatka/ }));
    await userEvent.click(
      await within(canvasElement.ownerDocument.body).findByRole('option', { name: 'Prikupljanje dokumentacije' }),
    );
    await userEvent.click(await canvas.findByRole('button', { name: 'Sačuvaj' }));
    await waitFor(() =>
      expect(sentBody(api, 'POST', '/api/zadaci/update')).toEqual({
        Id: 103,
        Verzija: 2,
        Naziv: 'Izrada izveštaja',
        Posao: 21,
        Pocetak: '2026-11-05',
        PlaniranoTrajanje: 12,
        Oprema: [],
        Radnici: [7],
        Zavisnost: 101,
      }),
    );
    // the form stays, with the task read again after the save
    await waitFor(() => expect(calledUrls(api)).toContain(`GET /api/zadaci/get/${editing.Id}`));
    await expect(canvas.getByRole('heading', { level: 1, name: 'Izrada izveštaja' })).toBeVisible();
    await expect(canvas.queryByTestId('story-navigated-to')).toBeNull();
  },
};

/**
 * A task waits for another that has not ended: choosing it moves the start to the earliest day and says why; an earlier
 * start typed afterwards is refused before anything is sent (the plan cannot lay such a task out).
 */
export const StartAfterDependency: Story = {
  globals: { locale: 'sr' },
  play: async ({ canvasElement }) => {
    const api = mockApi({});
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const chooseDependency = async (name: string) => {
      await userEvent.click(canvas.getByRole('combobox', { name: /Zavisi od zadatka/ }));
      await userEvent.click(await body.findByRole('option', { name }));
      // the list has closed and given the page back
      await waitFor(() => expect(canvasElement.ownerDocument.body.style.pointerEvents).not.toBe('none'));
    };
    const pocetak = await canvas.findByLabelText(/Početak/);
    // 'Prikupljanje dokumentacije' ended on Monday 2 November: Tuesday is free.
    await chooseDependency('Prikupljanje dokumentacije');
    await userEvent.clear(pocetak);
    await userEvent.type(pocetak, '03/11/2026');
    await userEvent.tab();
    // 'Snimanje na terenu' runs to Wednesday 4 November.
    await chooseDependency('Snimanje na terenu');
    await waitFor(() => expect(pocetak).toHaveValue('05/11/2026'));
    await expect(
      canvas.getByText(/Čeka zadatak „Snimanje na terenu”: najraniji početak je 05\/11\/2026\./),
    ).toBeVisible();

    await userEvent.clear(pocetak);
    await userEvent.type(pocetak, '04/11/2026');
    await userEvent.tab();
    await userEvent.click(canvas.getByRole('button', { name: 'Sačuvaj' }));
    await expect(
      await canvas.findByText(
        'Zadatak čeka „Snimanje na terenu”, koji traje do 04/11/2026: najraniji početak je 05/11/2026.',
      ),
    ).toBeVisible();
    await expect(calledUrls(api)).not.toContain('POST /api/zadaci/update');
  },
};

/** A new task: letters for hours are refused before anything is sent. */
export const Create: Story = {
  globals: { locale: 'sr' },
  parameters: { screen: create },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Novi zadatak' })).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/Naziv/), 'Snimanje lokala');
    await userEvent.clear(canvas.getByLabelText(/Planirano trajanje/));
    await userEvent.type(canvas.getByLabelText(/Planirano trajanje/), 'osam');
    await userEvent.click(canvas.getByRole('button', { name: 'Sačuvaj' }));
    await expect(await canvas.findByText('Planirano trajanje mora biti broj sati.')).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en_US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Izrada izveštaja' })).toBeVisible();
    await expect(canvas.getByText('= 1,5 days')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Delete task' })).toBeVisible();
  },
};

/** At phone width the form is one column and never scrolls sideways. */
export const Phone: Story = {
  globals: { locale: 'sr', viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText(/Planirano trajanje/)).toBeVisible();
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

/** A worker no longer active stays chosen on the task (the picker offers active workers only). */
export const InactiveWorkerStaysChosen: Story = {
  globals: { locale: 'sr' },
  parameters: {
    screen: {
      ...edit,
      queryData: [
        zadatakData({ ...editing, Radnici: [...editing.Radnici, { Id: 9, Ime: 'Petar', Prezime: 'Jovanović' }] }),
        ...zadatakFormData(editing.Id, '2026-11-05', 12),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const picker = await canvas.findByRole('button', { name: /Radnici/ });
    await expect(picker).toHaveTextContent('Jovana Perić');
    await expect(picker).toHaveTextContent('Petar Jovanović');
  },
};
