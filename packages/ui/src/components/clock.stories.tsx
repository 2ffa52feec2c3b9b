import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Clock } from './clock.tsx';

const meta = {
  title: 'UI/Clock',
  component: Clock,
  args: { now: new Date('2026-03-12T09:05:07+01:00'), locale: 'sr-Latn-RS' },
} satisfies Meta<typeof Clock>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('09:05:07')).toBeVisible();
  },
};

export const WithDate: Story = { args: { hasDate: true, className: 'text-3xl' } };

/** Not in the visual step: it stops the page's clock, so this one never ticks there (the others show a fixed time). */
export const Ticking: Story = {
  tags: ['no-visual'],
  args: { now: undefined },
  play: async ({ canvasElement }) => {
    const time = canvasElement.querySelector('time')!;
    const first = time.textContent;
    await waitFor(() => expect(time.textContent).not.toBe(first), { timeout: 2500 });
  },
};

export const Serbian: Story = { args: { hasDate: true } };
export const English: Story = {
  args: { hasDate: true, locale: 'en_US' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Thursday, March 12, 2026')).toBeVisible();
  },
};

/** The firm's wall clock whatever the device's zone: 08:05:07 UTC is 09:05:07 in Belgrade in March. */
export const FirmZone: Story = {
  args: { now: new Date('2026-03-12T08:05:07Z') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('09:05:07')).toBeVisible();
  },
};

/** Another zone when a host asks for one. */
export const OtherZone: Story = {
  args: { now: new Date('2026-03-12T08:05:07Z'), timeZone: 'UTC' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('08:05:07')).toBeVisible();
  },
};
