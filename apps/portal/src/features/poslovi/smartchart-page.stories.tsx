import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { signedInAs } from '../../testing/story-session.ts';
import { withScreen } from '../../testing/story-decorators.tsx';
import { calledUrls, mockApi, sentBody } from '../../testing/mock-api.ts';
import { SmartchartPage } from './smartchart-page.tsx';
import { ganttData, storyConfig, storyGantt, zauzetostData } from './story-data.ts';

const meta = {
  title: 'Portal/Screens/Smartchart',
  component: SmartchartPage,
  decorators: [withScreen],
  beforeEach: signedInAs('Operations'),
  parameters: {
    layout: 'padded',
    screen: {
      path: '/index/smartchart',
      route: '/index/smartchart',
      queryData: [ganttData(), zauzetostData, storyConfig],
    },
  },
} satisfies Meta<typeof SmartchartPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every job a summary row with its tasks, the legend and the chosen workers' workload. */
export const Serbian: Story = {
  globals: { locale: 'sr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('row', { name: 'Procena stana – Liman 3, Novi Sad' })).toBeVisible();
    await expect(canvas.getByRole('row', { name: 'Zbirni izveštaj za banku' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sačuvaj plan' })).toBeDisabled();
    await expect(canvas.getByRole('heading', { name: 'Legenda' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Zauzetost radnika' })).toBeVisible();
    await expect(canvas.getByTestId('workload-timeline')).toBeVisible();
    // a row made by clicking below the plan is named in the screen's language
    const [firstEmpty] = await canvas.findAllByRole('button', { name: /^Dodaj zadatke do reda \d+$/ });
    const row = /\d+$/.exec(firstEmpty!.getAttribute('aria-label')!)![0];
    await userEvent.click(firstEmpty!);
    await expect(await canvas.findByRole('row', { name: `Zadatak ${row}` })).toBeInTheDocument();
  },
};

export const English: Story = {
  globals: { locale: 'en_US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Save plan' })).toBeDisabled();
    await expect(canvas.getByRole('heading', { name: 'Legend' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: "Workers' workload" })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Apply filters' })).toBeVisible();
    // the planner speaks the screen's language too
    await expect(canvas.getByRole('toolbar', { name: 'Plan tools' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Fit to view' })).toBeVisible();
    await expect(canvas.getByRole('treegrid', { name: 'Tasks' })).toHaveTextContent('Depends on');
    await expect(canvas.queryByText('Poništi')).toBeNull();
  },
};

/**
 * The status menu offers only what a task of the firm can be saved as (gantt/save: no FAILED, and a worker starts a
 * task, not the plan), in the legend's words.
 */
export const StatusMenu: Story = {
  tags: ['no-visual'],
  globals: { locale: 'sr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    const names = (list: HTMLElement) =>
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent);
    const running = await canvas.findByRole('row', { name: 'Izlazak na teren i snimanje' });
    await userEvent.click(within(running).getByRole('button', { name: 'Status: U toku' }));
    const menu = await body.findByRole('listbox', { name: 'Status zadatka Izlazak na teren i snimanje' });
    await expect(names(menu)).toEqual(['U toku', 'Završen', 'Pauziran']);
    await userEvent.keyboard('{Escape}');
    const notStarted = canvas.getByRole('row', { name: 'Izrada izveštaja o proceni' });
    await userEvent.click(within(notStarted).getByRole('button', { name: 'Status: Nije počeo' }));
    await expect(
      names(await body.findByRole('listbox', { name: 'Status zadatka Izrada izveštaja o proceni' })),
    ).toEqual(['Završen', 'Nije počeo']);
    // The Delete key deletes a task, never a job (a job is deleted on its own screen, with its confirmation).
    await userEvent.click(
      canvas
        .getByRole('row', { name: 'Portfolio procena – OTP banka (40 stanova)' })
        .querySelector('[data-column="index"]') as HTMLElement,
    );
    await userEvent.keyboard('{Delete}');
    await expect(canvas.getByRole('row', { name: 'Portfolio procena – OTP banka (40 stanova)' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Sačuvaj plan' })).toBeDisabled();
    const legend = canvas.getByRole('region', { name: 'Legenda' });
    for (const name of ['U toku', 'Pauziran', 'Završen', 'Nije počeo']) await expect(legend).toHaveTextContent(name);
  },
};

/** The selected task's issue editor and board open from the plan when the editor pages are configured. */
export const SelectedTaskIssues: Story = {
  globals: { locale: 'sr' },
  parameters: {
    screen: {
      path: '/index/smartchart',
      route: '/index/smartchart',
      queryData: [
        ganttData(),
        zauzetostData,
        [storyConfig[0], { ...(storyConfig[1] as object), editorContextUrl: 'https://editor.example/rp' }],
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = await canvas.findByRole('row', { name: 'Kontrola i potpis izveštaja' });
    // a job's row has no issues of its own
    await userEvent.click(
      canvas.getByRole('row', { name: 'Procena stana – Liman 3, Novi Sad' }).querySelector('[data-column="index"]')!,
    );
    await expect(canvas.queryByRole('heading', { name: 'Problemi' })).toBeNull();
    await userEvent.click(row.querySelector('[data-column="index"]')!);
    await expect(await canvas.findByRole('heading', { name: 'Problemi' })).toBeVisible();
    await expect(canvas.getByText('Problemi zadatka #14 – Kontrola i potpis izveštaja')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Editor problema' })).toBeVisible();
  },
};

/** An edit makes the plan unsaved; saving sends the planner's save with the versions it was loaded at. */
export const EditAndSave: Story = {
  globals: { locale: 'sr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = await canvas.findByRole('row', { name: 'Kontrola i potpis izveštaja' });
    await userEvent.click(row.querySelector('[data-column="name"]') as HTMLElement);
    const input = await canvas.findByRole('textbox', { name: /Naziv/ });
    await userEvent.clear(input);
    await userEvent.type(input, 'Kontrola izveštaja{Enter}');
    await expect(await canvas.findByText('Plan ima nesačuvane izmene.')).toBeVisible();
    const api = mockApi({
      'POST /api/gantt/save': () => [
        200,
        { ErrorCode: 0, Type: 1, Message: 'Plan je sačuvan.', noviId: {}, izmenjeno: 1, dodato: 0, obrisano: 0 },
      ],
      'GET /api/gantt/get': () => [200, storyGantt],
      'GET /api/zadaci/zauzetostzasve/': () => [
        200,
        { itemList: [], praznici: [], currentTime: storyGantt.currentTime },
      ],
    });
    // A double click (two presses before React re-renders) saves once: a second save would be refused as stale.
    const saveButton = canvas.getByRole('button', { name: 'Sačuvaj plan' });
    fireEvent.click(saveButton);
    fireEvent.click(saveButton);
    await waitFor(() => expect(sentBody(api, 'POST', '/api/gantt/save')).toBeDefined());
    await waitFor(() => expect(canvas.getByText('8 redova')).toBeVisible());
    await expect(calledUrls(api).filter((call) => call.startsWith('POST'))).toHaveLength(1);
    const body = sentBody(api, 'POST', '/api/gantt/save') as {
      tasks: { id: string; name: string }[];
      verzije: unknown;
    };
    await expect(body.tasks.find((task) => task.id === '14')?.name).toBe('Kontrola izveštaja');
    await expect(body.verzije).toEqual(storyGantt.verzije);
  },
};

/** Without write permission: no save button, the grid read-only. */
export const ReadOnly: Story = {
  globals: { locale: 'sr' },
  parameters: {
    screen: {
      path: '/index/smartchart',
      route: '/index/smartchart',
      queryData: [ganttData({ ...storyGantt, canWrite: false }), zauzetostData, storyConfig],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Plan je samo za čitanje.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Sačuvaj plan' })).toBeNull();
  },
};
