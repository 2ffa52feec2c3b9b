import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BackLink } from './back-link.tsx';

const meta = {
  title: 'UI/BackLink',
  component: BackLink,
  args: { href: '/index/radnici/list', children: 'Radnici' },
} satisfies Meta<typeof BackLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Radnici' });
    await expect(link).toHaveAttribute('href', '/index/radnici/list');
    await expect(link).toHaveAttribute('data-slot', 'back-link');
    await expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** asChild: a router's link element keeps the arrow and the classes. */
export const AsChild: Story = {
  args: { asChild: true, children: <a href="/settings">Settings</a> },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Settings' });
    await expect(link).toHaveAttribute('href', '/settings');
    await expect(link).toHaveAttribute('data-slot', 'back-link');
    await expect(link.querySelector('svg')).not.toBeNull();
  },
};
