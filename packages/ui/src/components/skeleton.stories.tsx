import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton } from './skeleton.tsx';

const meta = { title: 'UI/Skeleton', component: Skeleton, args: { className: 'h-4 w-48' } } satisfies Meta<
  typeof Skeleton
>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="skeleton"]')).toHaveAttribute('aria-hidden', 'true');
  },
};
export const CardPlaceholder: Story = {
  render: () => (
    <div className="flex max-w-sm flex-col gap-2 rounded-lg border border-border p-4">
      <Skeleton className="h-5 w-2/3" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-5/6" />
      <Skeleton className="mt-2 h-8 w-24" />
    </div>
  ),
};
