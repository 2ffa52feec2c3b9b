import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { PlanningEditorStory } from './planning-editor-story.tsx';
import { createEmptyPlanner, createGeneratedPlanner, createSamplePlanner } from './sample-project.ts';
import { PIXELS_PER_DAY } from './time-scale.ts';

const meta = {
  title: 'Gantt/PlanningEditor',
  component: PlanningEditorStory,
  parameters: { layout: 'fullscreen' },
  args: { createPlanner: () => createSamplePlanner(), height: 620 },
  argTypes: { createPlanner: { control: false } },
} satisfies Meta<typeof PlanningEditorStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const bar = (canvasElement: HTMLElement, id: string): SVGGElement => {
  const element = canvasElement.querySelector<SVGGElement>(`[data-slot="gantt-bar"][data-task-id="${id}"]`);
  if (!element) throw new Error(`no bar for task ${id}`);
  return element;
};

const startOf = (canvasElement: HTMLElement, rowName: string): string => {
  const row = within(canvasElement).getByRole('row', { name: rowName });
  const cell = row.querySelector('[data-column="start"]');
  return cell?.textContent ?? '';
};

export const SampleProject: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('treegrid', { name: 'Zadaci' })).toBeInTheDocument();
    await expect(canvas.getByRole('row', { name: 'Procena stana Bulevar oslobođenja 12' })).toHaveAttribute(
      'aria-level',
      '1',
    );
    await expect(canvas.getByRole('row', { name: 'Snimanje na terenu' })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('button', { name: /^Izrada izveštaja:/ })).toBeInTheDocument();
    // padded with empty rows up to 30
    await expect(canvas.getByRole('row', { name: 'Prazan red 16' })).toBeInTheDocument();
    await expect(canvasElement.querySelector('[data-slot="gantt-today"]')).not.toBeNull();
    await expect(canvasElement.querySelectorAll('[data-slot="gantt-link"]').length).toBeGreaterThan(5);
    await expect(canvasElement.querySelectorAll('[data-slot="gantt-pause"]').length).toBe(1);
    await expect(canvasElement.querySelectorAll('[data-slot="gantt-nonworking"]').length).toBeGreaterThan(0);
  },
};

export const Empty: Story = {
  args: { createPlanner: createEmptyPlanner },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Dodaj zadatke do reda 3' }));
    await expect(canvas.getByRole('row', { name: 'Task 3' })).toBeInTheDocument();
    await expect(canvas.getByRole('row', { name: 'Task 1' })).toBeInTheDocument();
    await expect(canvas.getByRole('row', { name: 'Prazan red 4' })).toBeInTheDocument();
  },
};

export const ReadOnly: Story = {
  args: { createPlanner: () => createSamplePlanner({ canWrite: false }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Dodaj zadatak' })).toBeNull();
    const row = canvas.getByRole('row', { name: 'Uviđaj i fotografisanje stana' });
    await expect(row.querySelector('[data-column="start"]')).toHaveAttribute('aria-readonly', 'true');
    await expect(row.querySelector('[data-column="name"]')).toHaveAttribute('aria-readonly', 'true');
    await expect(canvasElement.querySelector('[data-slot="gantt-bar-link"]')).toBeNull();
    await expect(canvasElement.querySelector('[data-slot="gantt-empty-row"]')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Uredi zadatak Snimanje na terenu' }));
    const dialog = await within(document.body).findByRole('dialog');
    await expect(within(dialog).getByLabelText('Naziv')).toHaveAttribute('readonly');
    await expect(within(dialog).queryByRole('button', { name: 'Sačuvaj' })).toBeNull();
    await expect(within(dialog).queryByRole('button', { name: 'Dodaj zaduženje' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zatvori' }));
    // a bar keyboard edit is refused silently: nothing moves
    bar(canvasElement, '7').focus();
    await userEvent.keyboard('{Delete}');
    await expect(canvas.getByRole('row', { name: 'Uviđaj i fotografisanje stana' })).toBeInTheDocument();
  },
};

export const CriticalPath: Story = {
  args: { defaultShowCriticalPath: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('checkbox', { name: 'Kritični put' });
    await expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    await expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
  },
};

export const ZoomDays: Story = { args: { createPlanner: () => createSamplePlanner({ zoom: 'd' }) } };
export const ZoomWeeks: Story = { args: { createPlanner: () => createSamplePlanner({ zoom: 'w' }) } };
export const ZoomMonths: Story = { args: { createPlanner: () => createSamplePlanner({ zoom: 'm' }) } };
export const ZoomQuarters: Story = { args: { createPlanner: () => createSamplePlanner({ zoom: 'q' }) } };
export const ZoomSemesters: Story = { args: { createPlanner: () => createSamplePlanner({ zoom: 's' }) } };
export const ZoomYears: Story = { args: { createPlanner: () => createSamplePlanner({ zoom: 'y' }) } };

export const ZoomAndFit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const zoom = canvas.getByRole('combobox', { name: 'Razmera' });
    await expect(zoom).toHaveValue('w');
    await userEvent.click(canvas.getByRole('button', { name: 'Umanji' }));
    await expect(zoom).toHaveValue('m');
    await userEvent.click(canvas.getByRole('button', { name: 'Uvećaj' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Uvećaj' }));
    await expect(zoom).toHaveValue('d');
    // the project spans 23 days: fit-to-view picks months
    await userEvent.click(canvas.getByRole('button', { name: 'Prilagodi prikazu' }));
    await expect(zoom).toHaveValue('m');
  },
};

export const Tasks1000: Story = {
  args: { createPlanner: () => createGeneratedPlanner(1000) },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-slot="gantt-bar"]').length).toBeGreaterThan(10));
    await expect(canvasElement.querySelectorAll('[role="row"]').length).toBeLessThan(60);
  },
};

/** Rows scrolled out hand their elements to the rows scrolled in; the focused row's element never shows another. */
export const RecycledRows: Story = {
  // Not in the visual step: its picture is a scrolled generated project, and where the scroll ends is the play's.
  tags: ['no-visual'],
  args: { createPlanner: () => createGeneratedPlanner(1000) },
  play: async ({ canvasElement }) => {
    const scroller = canvasElement.querySelector<HTMLElement>('[data-slot="planning-editor-scroller"]');
    if (!scroller) throw new Error('no scroller');
    const grid = (): HTMLElement[] => [
      ...canvasElement.querySelectorAll<HTMLElement>('[data-slot="gantt-grid"] [role="row"][data-task-id]'),
    ];
    await waitFor(() => expect(grid().length).toBeGreaterThan(10));
    const before = new Map(grid().map((row) => [row, row.dataset.taskId]));
    scroller.scrollTop += 26 * 20;
    await waitFor(() => expect(canvasElement.querySelector('[role="row"][aria-rowindex="12"]')).toBeNull());
    const recycled = grid().filter((row) => before.has(row) && before.get(row) !== row.dataset.taskId);
    await expect(recycled.length).toBeGreaterThanOrEqual(8);
    // assistive technology reads the rows in display order, whatever the order of their elements
    for (const [slot, owner] of [
      ['gantt-grid', canvasElement.querySelector<HTMLElement>('[data-slot="gantt-grid"] [role="rowgroup"][aria-owns]')],
      ['gantt-chart', canvasElement.querySelector<HTMLElement>('[data-slot="gantt-chart"]')],
    ] as const) {
      const owned = (owner?.getAttribute('aria-owns') ?? '').split(' ').map((id) => document.getElementById(id));
      const order = owned.map((element) =>
        slot === 'gantt-grid'
          ? Number(element?.getAttribute('aria-rowindex'))
          : Number(
              canvasElement
                .querySelector(`[role="row"][data-task-id="${element?.dataset.taskId}"]`)
                ?.getAttribute('aria-rowindex'),
            ),
      );
      await expect(order.every((index, i) => index > 0 && (i === 0 || index > (order[i - 1] ?? 0)))).toBe(true);
      await expect(owned.length).toBeGreaterThan(10);
    }
    // the current task's focused cell: scrolled away, its element goes with it instead of showing another task
    const rowIndex = (element: HTMLElement): number => Number(element.getAttribute('aria-rowindex'));
    const row = grid().sort((a, b) => rowIndex(a) - rowIndex(b))[8];
    const cell = row?.querySelector<HTMLElement>('[data-column="name"]');
    if (!row || !cell) throw new Error('no row in view');
    const taskId = row.dataset.taskId;
    fireEvent.pointerDown(row);
    cell.focus();
    await expect(cell).toHaveFocus();
    for (let i = 0; i < 6; i++) {
      scroller.scrollTop += 26 * 10;
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const holder = document.activeElement?.closest<HTMLElement>('[role="row"]');
      if (holder) await expect(holder.dataset.taskId).toBe(taskId);
    }
  },
};

/**
 * Tab walks the bars in display order although their recycled elements are not in it: one bar is in the tab order,
 * Tab and Shift+Tab go to the next and previous row's bar, and past the rows in view Tab leaves the bars.
 */
export const TabThroughRecycledBars: Story = {
  tags: ['no-visual'],
  args: { createPlanner: () => createGeneratedPlanner(1000) },
  play: async ({ canvasElement }) => {
    const scroller = canvasElement.querySelector<HTMLElement>('[data-slot="planning-editor-scroller"]');
    if (!scroller) throw new Error('no scroller');
    const bars = (): SVGGElement[] => [...canvasElement.querySelectorAll<SVGGElement>('[data-slot="gantt-bar"]')];
    const rowOf = (bar: Element | null): number =>
      Number(
        canvasElement
          .querySelector(`[role="row"][data-task-id="${bar?.getAttribute('data-task-id')}"]`)
          ?.getAttribute('aria-rowindex'),
      );
    await waitFor(() => expect(bars().length).toBeGreaterThan(10));
    scroller.scrollTop += 26 * 20;
    await waitFor(() => expect(canvasElement.querySelector('[role="row"][aria-rowindex="12"]')).toBeNull());
    // the case at hand: the bars' elements are no longer in display order
    const inDocument = bars().map(rowOf);
    await expect(inDocument.some((row, i) => i > 0 && row < (inDocument[i - 1] ?? 0))).toBe(true);

    const stops = bars().filter((bar) => bar.tabIndex === 0);
    await expect(stops).toHaveLength(1);
    stops[0]?.focus();
    let row = rowOf(document.activeElement);
    for (let i = 0; i < 6; i++) {
      await userEvent.tab();
      await expect(document.activeElement?.getAttribute('data-slot')).toBe('gantt-bar');
      await expect(rowOf(document.activeElement)).toBe(row + 1);
      row += 1;
      // the focused bar's task is the current one, and its bar the one tab stop
      await waitFor(() => expect(bars().filter((bar) => bar.tabIndex === 0)).toEqual([document.activeElement]));
    }
    await userEvent.tab({ shift: true });
    await expect(rowOf(document.activeElement)).toBe(row - 1);

    // from the last task's bar, Tab leaves the bars instead of going back up to a bar earlier in the document
    scroller.scrollTop = scroller.scrollHeight;
    await waitFor(() => expect(bars().some((bar) => rowOf(bar) === 1001)).toBe(true));
    bars()
      .find((bar) => rowOf(bar) === 1001)
      ?.focus();
    await expect(rowOf(document.activeElement)).toBe(1001);
    await userEvent.tab();
    await expect(document.activeElement?.closest('[data-slot="gantt-bar"]')).toBeNull();
  },
};

export const Tasks10000: Story = {
  args: { createPlanner: () => createGeneratedPlanner(10_000) },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-slot="gantt-bar"]').length).toBeGreaterThan(10));
    await expect(canvasElement.querySelectorAll('[data-slot="gantt-bar"]').length).toBeLessThan(60);
    await expect(canvasElement.querySelectorAll('*').length).toBeLessThan(3000);
    const scroller = canvasElement.querySelector<HTMLElement>('[data-slot="planning-editor-scroller"]');
    if (!scroller) throw new Error('no scroller');
    scroller.scrollTop = scroller.scrollHeight;
    // the last task is drawn once scrolled to: rows come and go, the DOM stays small
    await waitFor(() => expect(canvasElement.querySelector('[role="row"][aria-rowindex="10001"]')).not.toBeNull());
    await expect(canvasElement.querySelectorAll('[data-slot="gantt-bar"]').length).toBeLessThan(60);
  },
};

export const Keyboard: Story = {
  // Not in the visual step: its picture is the focused bar's ring, which the step does not draw, and whether the bar
  // shows as focused at the end came out differently from run to run.
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = (name: string) => canvas.getByRole('row', { name });
    // Down moves the selection
    await userEvent.click(row('Prijem naloga banke').querySelector('[data-column="code"]') as HTMLElement);
    await userEvent.keyboard('{Escape}');
    (document.activeElement as HTMLElement | null)?.blur();
    await userEvent.keyboard('{ArrowDown}');
    await expect(row('Prikupljanje dokumentacije')).toHaveAttribute('aria-selected', 'true');
    // Up on a focused bar moves the task up among its siblings
    bar(canvasElement, '10').focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(row('Korekcije i jedinična cena')).toHaveAttribute('aria-rowindex', '11');
    await expect(row('Izbor komparativa (Liman, Grbavica)')).toHaveAttribute('aria-rowindex', '12');
    // Ctrl+Z undoes, Ctrl+Y redoes
    await userEvent.keyboard('{Control>}z{/Control}');
    await expect(row('Izbor komparativa (Liman, Grbavica)')).toHaveAttribute('aria-rowindex', '11');
    await userEvent.keyboard('{Control>}y{/Control}');
    await expect(row('Izbor komparativa (Liman, Grbavica)')).toHaveAttribute('aria-rowindex', '12');
    await userEvent.keyboard('{Control>}z{/Control}');
    // Right indents the focused bar under its previous sibling, Left outdents it
    bar(canvasElement, '7').focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(row('Uviđaj i fotografisanje stana')).toHaveAttribute('aria-level', '4');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(row('Uviđaj i fotografisanje stana')).toHaveAttribute('aria-level', '3');
    // Delete removes the focused task
    bar(canvasElement, '15').focus();
    await userEvent.keyboard('{Delete}');
    await expect(canvas.queryByRole('row', { name: 'Slanje izveštaja banci' })).toBeNull();
    await userEvent.keyboard('{Control>}z{/Control}');
    await expect(canvas.getByRole('row', { name: 'Slanje izveštaja banci' })).toBeInTheDocument();
  },
};

export const EditorPopup: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Uredi zadatak Merenje površina' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Zadatak: Merenje površina' });
    await expect(dialog).toHaveStyle({ width: '800px', height: '500px' });
    const body = within(dialog);
    await userEvent.clear(body.getByLabelText('Naziv'));
    await userEvent.type(body.getByLabelText('Naziv'), 'Merenje površina stana');
    await userEvent.clear(body.getByLabelText('Trajanje (radni dani)'));
    await userEvent.type(body.getByLabelText('Trajanje (radni dani)'), '3');
    await userEvent.click(body.getByRole('checkbox', { name: 'Kraj je prekretnica' }));
    await userEvent.click(body.getByRole('button', { name: 'Dodaj zaduženje' }));
    await expect(body.getByRole('combobox', { name: 'Resurs 2' })).toBeInTheDocument();
    await userEvent.selectOptions(body.getByRole('combobox', { name: 'Resurs 2' }), 'Jelena Jovanović');
    await userEvent.click(body.getByRole('button', { name: 'Sačuvaj' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    const row = canvas.getByRole('row', { name: 'Merenje površina stana' });
    await expect(row.querySelector('[data-column="duration"]')).toHaveTextContent('3');
    await expect(row).toHaveTextContent('Nikola Ilić, Jelena Jovanović');
    await expect(canvas.getByRole('button', { name: 'Poništi' })).toBeEnabled();
  },
};

/** The role select keeps its room in a row that rests on the widths of its columns, not on its longest option. */
const expectRoleReadable = async (dialog: HTMLElement, minWidth: number) => {
  const body = within(dialog);
  const resource = body.getByRole('combobox', { name: 'Resurs 1' });
  const role = body.getByRole('combobox', { name: 'Uloga 1' });
  await expect(resource).toHaveAttribute('title', LONG_NAME);
  await expect(role.getBoundingClientRect().width).toBeGreaterThanOrEqual(minWidth);
  await expect(resource.getBoundingClientRect().right).toBeLessThanOrEqual(dialog.getBoundingClientRect().right);
};

const LONG_NAME = 'Aleksandra Milutinović-Stojanović Radivojević, dipl. inž. građevinarstva, sudski veštak';

/**
 * A worker with a long name in the task editor: the resource select shows what fits (the whole name as its tooltip)
 * and the role select stays readable; in a dialog as narrow as a phone's (390 px) each assignment takes two lines,
 * the resource over the role, the effort and the remove button, and the fields above take two columns.
 */
export const EditorLongWorkerName: Story = {
  tags: ['no-visual'],
  args: { createPlanner: () => createSamplePlanner({ firstResourceName: LONG_NAME }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Uredi zadatak Prijem naloga banke' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Zadatak: Prijem naloga banke' });
    await expectRoleReadable(dialog, 200);
    // the width a 390 px screen leaves the dialog (its max-width, 100vw - 2rem)
    dialog.style.width = '358px';
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: 'Uloga 1' }).getBoundingClientRect().top).toBeGreaterThan(
        within(dialog).getByRole('combobox', { name: 'Resurs 1' }).getBoundingClientRect().bottom - 1,
      ),
    );
    await expectRoleReadable(dialog, 120);
    // the fields above take two columns there: the status select and the milestones are whole
    await expect(within(dialog).getByLabelText('Status').getBoundingClientRect().width).toBeGreaterThanOrEqual(120);
    const milestone = within(dialog).getByText('Kraj je prekretnica');
    await expect(milestone.scrollWidth).toBeLessThanOrEqual(milestone.clientWidth);
    await expect(milestone.getBoundingClientRect().right).toBeLessThanOrEqual(dialog.getBoundingClientRect().right);
    const remove = within(dialog).getByRole('button', { name: 'Ukloni zaduženje 1' });
    await expect(remove.getBoundingClientRect().right).toBeLessThanOrEqual(dialog.getBoundingClientRect().right);
  },
};

export const StatusPicker: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = canvas.getByRole('row', { name: 'Merenje površina' });
    await userEvent.click(within(row).getByRole('button', { name: 'Status: Aktivan' }));
    const list = await within(document.body).findByRole('listbox', { name: 'Status zadatka Merenje površina' });
    await expect(list).toBeInTheDocument();
    // it closes by itself after 3 seconds
    await waitFor(() => expect(within(document.body).queryByRole('listbox')).toBeNull(), { timeout: 4500 });
    await userEvent.click(within(row).getByRole('button', { name: 'Status: Aktivan' }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Suspendovan' }));
    await expect(within(row).getByRole('button', { name: 'Status: Suspendovan' })).toBeInTheDocument();
  },
};

/**
 * A host whose records hold fewer statuses (`statusChoices`): the status menu and the task editor list only those,
 * and the task's current status.
 */
export const StatusChoices: Story = {
  tags: ['no-visual'],
  args: {
    statusChoices: (task) => (task.status === 'STATUS_ACTIVE' ? ['STATUS_SUSPENDED', 'STATUS_DONE'] : ['STATUS_DONE']),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    const row = canvas.getByRole('row', { name: 'Merenje površina' });
    await userEvent.click(within(row).getByRole('button', { name: 'Status: Aktivan' }));
    const list = await body.findByRole('listbox', { name: 'Status zadatka Merenje površina' });
    const names = (options: HTMLElement[]) => options.map((option) => option.textContent);
    await expect(names(within(list).getAllByRole('option'))).toEqual(['Aktivan', 'Završen', 'Suspendovan']);
    await userEvent.click(within(list).getByRole('option', { name: 'Suspendovan' }));
    await expect(within(row).getByRole('button', { name: 'Status: Suspendovan' })).toBeInTheDocument();

    await userEvent.click(canvas.getByRole('button', { name: 'Uredi zadatak Merenje površina' }));
    const dialog = await body.findByRole('dialog', { name: 'Zadatak: Merenje površina' });
    const status = within(dialog).getByRole('combobox', { name: 'Status' });
    await expect(names(within(status).getAllByRole('option'))).toEqual(['Završen', 'Suspendovan']);
  },
};

export const InPlaceEditing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = () => canvas.getByRole('row', { name: 'Slanje izveštaja banci' });
    await userEvent.click(row().querySelector('[data-column="code"]') as HTMLElement);
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Šifra: Slanje izveštaja banci' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Šifra: Slanje izveštaja banci' }), 'I-99{Enter}');
    await expect(row().querySelector('[data-column="code"]')).toHaveTextContent('I-99');
    // a bad date is refused (INVALID_DATE_FORMAT, said in words) and the old value stays
    await userEvent.click(row().querySelector('[data-column="end"]') as HTMLElement);
    const end = canvas.getByRole('textbox', { name: 'Kraj: Slanje izveštaja banci' });
    await userEvent.clear(end);
    await userEvent.type(end, 'sutra-ne{Enter}');
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Slanje izveštaja banci: Datum nije ispravan (DD/MM/GGGG).');
    await expect(alert).not.toHaveTextContent('INVALID_DATE_FORMAT');
    await expect(alert.querySelector('[data-code="INVALID_DATE_FORMAT"]')).not.toBeNull();
    await expect(row().querySelector('[data-column="end"]')).toHaveTextContent('24/11/2026');
    // dates accept the shortcuts: '+0d' is today (in UTC)
    await userEvent.click(row().querySelector('[data-column="duration"]') as HTMLElement);
    const duration = canvas.getByRole('textbox', { name: 'Trajanje: Slanje izveštaja banci' });
    await userEvent.clear(duration);
    await userEvent.type(duration, '1W{Enter}');
    await expect(row().querySelector('[data-column="duration"]')).toHaveTextContent('5');
    // a circular dependency is refused
    await userEvent.click(
      canvas.getByRole('row', { name: 'Prijem naloga banke' }).querySelector('[data-column="depends"]') as HTMLElement,
    );
    await userEvent.type(canvas.getByRole('textbox', { name: 'Zavisnosti: Prijem naloga banke' }), '15{Enter}');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Ova zavisnost bi zatvorila krug.');
    await expect(canvas.getByRole('alert').querySelector('[data-code="CIRCULAR_REFERENCE"]')).not.toBeNull();
  },
};

export const DragToMove: Story = {
  play: async ({ canvasElement }) => {
    const body = bar(canvasElement, '3').querySelector('[data-slot="gantt-bar-body"]') as SVGRectElement;
    const rect = body.getBoundingClientRect();
    const x = rect.left + rect.width / 2;
    const y = rect.top + rect.height / 2;
    await expect(startOf(canvasElement, 'Prijem naloga banke')).toBe('02/11/2026');
    fireEvent.pointerDown(body, { clientX: x, clientY: y, button: 0, pointerId: 1 });
    fireEvent.pointerMove(body, { clientX: x + 20, clientY: y, pointerId: 1 });
    fireEvent.pointerMove(body, { clientX: x + PIXELS_PER_DAY.w * 2, clientY: y, pointerId: 1 });
    fireEvent.pointerUp(body, { clientX: x + PIXELS_PER_DAY.w * 2, clientY: y, pointerId: 1 });
    await waitFor(() => expect(startOf(canvasElement, 'Prijem naloga banke')).toBe('04/11/2026'));
    // the dependents follow: 'Prikupljanje dokumentacije' waits for it
    await expect(startOf(canvasElement, 'Prikupljanje dokumentacije')).toBe('05/11/2026');
    // resize by the end handle: one more day
    const end = bar(canvasElement, '3').querySelector('[data-slot="gantt-bar-body"]') as SVGRectElement;
    const endRect = end.getBoundingClientRect();
    const ex = endRect.right - 2;
    fireEvent.pointerDown(end, { clientX: ex, clientY: y, button: 0, pointerId: 1 });
    fireEvent.pointerMove(end, { clientX: ex + PIXELS_PER_DAY.w, clientY: y, pointerId: 1 });
    fireEvent.pointerUp(end, { clientX: ex + PIXELS_PER_DAY.w, clientY: y, pointerId: 1 });
    const row = within(canvasElement).getByRole('row', { name: 'Prijem naloga banke' });
    await waitFor(() => expect(row.querySelector('[data-column="duration"]')).toHaveTextContent('2'));
    // a task with superiors keeps the start they allow: dragging it changes nothing
    const before = startOf(canvasElement, 'Slanje izveštaja banci');
    const dependent = bar(canvasElement, '15').querySelector('[data-slot="gantt-bar-body"]') as SVGRectElement;
    const d = dependent.getBoundingClientRect();
    fireEvent.pointerDown(dependent, { clientX: d.left + 5, clientY: d.top + 5, button: 0, pointerId: 1 });
    fireEvent.pointerMove(dependent, { clientX: d.left - PIXELS_PER_DAY.w * 3, clientY: d.top + 5, pointerId: 1 });
    fireEvent.pointerUp(dependent, { clientX: d.left - PIXELS_PER_DAY.w * 3, clientY: d.top + 5, pointerId: 1 });
    await expect(startOf(canvasElement, 'Slanje izveštaja banci')).toBe(before);
  },
};

export const DragToLink: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('[data-link="3>15"]')).toBeNull();
    const handle = bar(canvasElement, '3').querySelector('[data-slot="gantt-bar-link"]') as SVGCircleElement;
    const from = handle.getBoundingClientRect();
    const target = (
      bar(canvasElement, '15').querySelector('[data-slot="gantt-bar-body"]') as SVGRectElement
    ).getBoundingClientRect();
    fireEvent.pointerDown(handle, { clientX: from.left + 4, clientY: from.top + 4, button: 0, pointerId: 1 });
    fireEvent.pointerMove(handle, { clientX: target.left + 5, clientY: target.top + 5, pointerId: 1 });
    fireEvent.pointerUp(handle, { clientX: target.left + 5, clientY: target.top + 5, pointerId: 1 });
    await waitFor(() => expect(canvasElement.querySelector('[data-link="3>15"]')).not.toBeNull());
    const row = canvas.getByRole('row', { name: 'Slanje izveštaja banci' });
    await expect(row.querySelector('[data-column="depends"]')).toHaveTextContent('3,14:1');
    // select the link and delete it
    const link = canvas.getByRole('button', { name: 'Veza: Prijem naloga banke → Slanje izveštaja banci' });
    link.focus();
    await waitFor(() => expect(link).toHaveAttribute('aria-pressed', 'true'));
    await userEvent.keyboard('{Delete}');
    await expect(canvasElement.querySelector('[data-link="3>15"]')).toBeNull();
    await expect(row.querySelector('[data-column="depends"]')).toHaveTextContent('14:1');
  },
};

export const KeyboardThroughLinks: Story = {
  // Not in the visual step: its picture would be the focused link's ring.
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const links = (): SVGGElement[] => [...canvasElement.querySelectorAll<SVGGElement>('[data-slot="gantt-link"]')];
    const rowOf = (taskId: string): number =>
      Number(canvasElement.querySelector(`[role="row"][data-task-id="${taskId}"]`)?.getAttribute('aria-rowindex'));
    const place = (link: Element): [number, number] => {
      const [from = '', to = ''] = (link.getAttribute('data-link') ?? '').split('>');
      return [rowOf(from), rowOf(to)];
    };
    await waitFor(() => expect(links().length).toBeGreaterThan(4));
    // display order: by the row a link leaves, then the row it enters
    const ordered = links().sort((a, b) => {
      const [af, at] = place(a);
      const [bf, bt] = place(b);
      return af - bf || at - bt;
    });
    const names = ordered.map((link) => link.getAttribute('data-link'));
    const focused = () => document.activeElement?.getAttribute('data-link');
    const stops = () => links().filter((link) => link.tabIndex === 0);
    // one tab stop for all the links: the first in display order
    await expect(stops()).toEqual([ordered[0]]);
    const selectedRow = () => canvasElement.querySelector('[role="row"][aria-selected="true"]');
    const rowBefore = selectedRow();

    ordered[0]?.focus();
    await waitFor(() => expect(ordered[0]).toHaveAttribute('aria-pressed', 'true'));
    await userEvent.keyboard('{ArrowRight}');
    await expect(focused()).toBe(names[1]);
    // the focused link is selected, and it is now the one tab stop
    await waitFor(() => expect(stops().map((link) => link.getAttribute('data-link'))).toEqual([names[1]]));
    await expect(links().find((link) => link.getAttribute('data-link') === names[1])).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.keyboard('{ArrowDown}');
    await expect(focused()).toBe(names[2]);
    await userEvent.keyboard('{ArrowUp}');
    await expect(focused()).toBe(names[1]);
    // on a link, the arrows move among the links, not the current task
    await expect(selectedRow()).toBe(rowBefore);
    await userEvent.keyboard('{End}');
    await expect(focused()).toBe(names.at(-1));
    await userEvent.keyboard('{ArrowRight}');
    await expect(focused()).toBe(names.at(-1));
    await userEvent.keyboard('{Home}');
    await expect(focused()).toBe(names[0]);
    await userEvent.keyboard('{ArrowLeft}');
    await expect(focused()).toBe(names[0]);
    // one Tab leaves the links for the bars' tab stop
    await userEvent.tab();
    await expect(document.activeElement?.getAttribute('data-slot')).toBe('gantt-bar');
  },
};

export const UndoRedo: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const undo = canvas.getByRole('button', { name: 'Poništi' });
    const redo = canvas.getByRole('button', { name: 'Ponovi' });
    await expect(undo).toBeDisabled();
    await userEvent.click(
      canvas
        .getByRole('row', { name: 'Nacrt izveštaja o proceni' })
        .querySelector('[data-column="index"]') as HTMLElement,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Dodaj zadatak' }));
    await expect(canvas.getByRole('row', { name: 'Red 14' })).toBeInTheDocument();
    await userEvent.click(undo);
    await expect(canvas.queryByRole('row', { name: 'Red 14' })).toBeNull();
    await expect(redo).toBeEnabled();
    await userEvent.click(redo);
    await expect(canvas.getByRole('row', { name: 'Red 14' })).toBeInTheDocument();
  },
};

export const Collapse: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sažmi Snimanje na terenu' }));
    await expect(canvas.queryByRole('row', { name: 'Merenje površina' })).toBeNull();
    await expect(canvas.getByRole('row', { name: 'Snimanje na terenu' })).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(canvas.getByRole('button', { name: 'Proširi Snimanje na terenu' }));
    await expect(canvas.getByRole('row', { name: 'Merenje površina' })).toBeInTheDocument();
  },
};

/**
 * On a phone the toolbar wraps. A separator is drawn only between two groups on one line: a group that starts a line
 * has none before it, and no line ends with one.
 */
export const ToolbarOnAPhone: Story = {
  args: { locale: 'en' },
  decorators: [
    (Story) => (
      <div style={{ width: 390 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const toolbar = within(canvasElement).getByRole('toolbar', { name: 'Plan tools' });
    const clip = (toolbar.firstElementChild as HTMLElement).getBoundingClientRect();
    const groups = [...toolbar.querySelectorAll('[data-slot="toolbar-group"]')].map((group) => ({
      box: group.getBoundingClientRect(),
      separatorX: group.getBoundingClientRect().left + Number.parseFloat(getComputedStyle(group, '::before').left),
    }));
    await expect(groups).toHaveLength(3);
    const lines = new Set(groups.map(({ box }) => Math.round(box.top)));
    await expect(lines.size).toBeGreaterThan(1);
    groups.forEach(({ box, separatorX }, index) => {
      const previous = groups[index - 1]?.box;
      const sharesLine = previous !== undefined && previous.bottom > box.top && previous.top < box.bottom;
      const drawn = separatorX >= clip.left && separatorX < clip.right;
      expect(drawn, `separator before group ${index + 1}`).toBe(sharesLine);
    });
    // a control at the start of a line keeps room for its focus ring (2 px) inside the clipping box
    for (const control of toolbar.querySelectorAll('button, select, input')) {
      expect(control.getBoundingClientRect().left - clip.left).toBeGreaterThanOrEqual(2);
    }
  },
};

/** The same editor for an English screen: every text, the header's months and weekdays and the alert in English. */
export const English: Story = {
  args: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('toolbar', { name: 'Plan tools' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Undo' })).toBeDisabled();
    await expect(canvas.getByRole('checkbox', { name: 'Critical path' })).not.toBeChecked();
    await expect(canvas.getByRole('combobox', { name: 'Scale' })).toHaveDisplayValue('Week');
    await expect(canvas.getByRole('treegrid', { name: 'Tasks' })).toHaveTextContent('Depends on');
    await expect(canvas.getByRole('group', { name: 'Gantt chart' })).toBeInTheDocument();
    await expect(canvas.getByRole('row', { name: 'Empty row 16' })).toBeInTheDocument();
    const row = canvas.getByRole('row', { name: 'Merenje površina' });
    await expect(within(row).getByRole('button', { name: 'Status: Active' })).toBeInTheDocument();
    const axis = canvasElement.querySelector('[data-slot="gantt-axis"]');
    await expect(axis?.textContent).toMatch(/M\d/);
    await expect(axis?.textContent).not.toMatch(/P\d/);
    // a circular dependency, said in English
    await userEvent.click(
      canvas.getByRole('row', { name: 'Prijem naloga banke' }).querySelector('[data-column="depends"]') as HTMLElement,
    );
    await userEvent.type(canvas.getByRole('textbox', { name: 'Depends on: Prijem naloga banke' }), '15{Enter}');
    await expect(canvas.getByRole('alert')).toHaveTextContent('This dependency would close a circle.');
    await userEvent.click(canvas.getByRole('button', { name: 'Edit task Merenje površina' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Task: Merenje površina' });
    await expect(within(dialog).getByLabelText('Duration (working days)')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  },
};
