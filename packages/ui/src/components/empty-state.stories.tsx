import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SearchX } from 'lucide-react';
import { Button } from './button.tsx';
import { EmptyState } from './empty-state.tsx';

const meta = {
  title: 'UI/EmptyState',
  component: EmptyState,
  args: { title: 'Nema procena', description: 'Za izabrani period nema unetih procena.' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nema procena')).toBeVisible();
  },
};

export const WithAction: Story = { args: { action: <Button size="sm">Nova procena</Button> } };

export const SearchEmpty: Story = {
  args: { icon: <SearchX aria-hidden="true" />, title: 'Nema rezultata', description: 'Pokušajte drugi pojam.' },
};

export const Serbian: Story = {};
export const English: Story = {
  args: { title: 'No valuations', description: 'There are no valuations in the chosen period.' },
};
