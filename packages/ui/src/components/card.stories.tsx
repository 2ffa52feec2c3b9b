import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from './button.tsx';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './card.tsx';

const meta = {
  title: 'UI/Card',
  component: Card,
  decorators: [(Story) => <div className="max-w-md">{Story()}</div>],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => (
    <Card {...args}>
      <CardHeader>
        <CardTitle>Trenutni zadatak</CardTitle>
        <CardDescription>Projekat: Procena stana, Bulevar oslobođenja 12</CardDescription>
      </CardHeader>
      <CardContent>Snimanje i merenje prostorija. Planirano 08:00:00.</CardContent>
      <CardFooter>
        <Button size="sm">Počni</Button>
        <Button size="sm" variant="outline">
          Pauziraj
        </Button>
      </CardFooter>
    </Card>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Trenutni zadatak' })).toBeVisible();
  },
};

export const English: Story = {
  render: (args) => (
    <Card {...args}>
      <CardHeader>
        <CardTitle>Sign in</CardTitle>
        <CardDescription>Use your RP account.</CardDescription>
      </CardHeader>
      <CardContent>Content</CardContent>
    </Card>
  ),
};
