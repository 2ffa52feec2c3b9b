import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { PlannerError } from '../model/types.ts';
import { PLANNER_ALERT_MAX_LINES, PlannerErrorAlert } from './error-alert.tsx';
import { PLANNER_LABELS_EN, PlannerLabelsContext } from './labels.ts';

const manyErrors: PlannerError[] = Array.from({ length: 12 }, (_, index) => ({
  code: 'ERROR_SETTING_DATES',
  taskId: String(index + 1),
  taskName: `Zadatak ${index + 1}`,
}));

const meta = {
  title: 'Gantt/PlannerErrorAlert',
  component: PlannerErrorAlert,
  args: { errors: manyErrors, onDismiss: () => undefined },
} satisfies Meta<typeof PlannerErrorAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A plan loaded with thousands of bad tasks stays readable: the first lines, and how many more there are. */
export const ManyErrors: Story = {
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    const lines = within(alert).getAllByRole('listitem');
    await expect(lines).toHaveLength(PLANNER_ALERT_MAX_LINES + 1);
    await expect(lines[0]).toHaveTextContent('Zadatak 1: Datumi zadatka ne mogu se postaviti.');
    await expect(lines.at(-1)).toHaveTextContent('… i još 7 grešaka.');
  },
};

export const ManyErrorsEnglish: Story = {
  decorators: [
    (Story) => (
      <PlannerLabelsContext value={PLANNER_LABELS_EN}>
        <Story />
      </PlannerLabelsContext>
    ),
  ],
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Zadatak 1: The task’s dates cannot be set.');
    await expect(alert).toHaveTextContent('… and 7 more errors.');
    await expect(within(alert).getByRole('button', { name: 'Close' })).toBeInTheDocument();
  },
};

/** Three errors: every one shown, no count line. */
export const FewErrors: Story = {
  args: { errors: manyErrors.slice(0, 3) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(3);
  },
};
