import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RelativeTime } from './relative-time.tsx';

const NOW = new Date('2026-03-12T12:00:00Z');
const ago = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000);

const meta = {
  title: 'UI/RelativeTime',
  component: RelativeTime,
  args: { date: ago(5), now: NOW, format: 'sr' },
} satisfies Meta<typeof RelativeTime>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('pre 5 minuta')).toBeVisible();
  },
};

export const AllRanges: Story = {
  render: (args) => (
    <ul className="grid gap-1">
      {[0.2, 5, 35, 60, 180, 2 * 1440, 14 * 1440, 90 * 1440, 800 * 1440, -3 * 1440].map((minutes) => (
        <li key={minutes}>
          <RelativeTime {...args} date={ago(minutes)} />
        </li>
      ))}
    </ul>
  ),
};

export const Serbian: Story = { args: { date: ago(35) } };
export const English: Story = {
  args: { date: ago(35), format: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('about half an hour ago')).toBeVisible();
  },
};
