import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Plus } from 'lucide-react';
import { Badge } from './badge.tsx';
import { Button } from './button.tsx';
import { PageHeader } from './page-header.tsx';

const meta = {
  title: 'UI/PageHeader',
  component: PageHeader,
  args: {
    title: 'Klijenti',
    actions: (
      <Button>
        <Plus aria-hidden className="size-4" />
        Novi klijent
      </Button>
    ),
  },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const header = canvasElement.querySelector<HTMLElement>('[data-slot="page-header"]')!;
    await expect(within(header).getByRole('heading', { level: 1, name: 'Klijenti' })).toBeVisible();
    await expect(within(header).getByRole('button', { name: 'Novi klijent' })).toBeVisible();
  },
};

export const TitleOnly: Story = {
  args: { title: 'Status', actions: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Status' })).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** A line under the title (a record's owner, its state), which stays with the title when the actions wrap. */
export const WithLine: Story = {
  args: {
    title: 'Radnik',
    className: 'items-end',
    children: (
      <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
        <span className="font-medium text-foreground">Marko Petrović</span>
        <Badge variant="success">Aktivan</Badge>
      </p>
    ),
    actions: <Button variant="outline">Promeni lozinku</Button>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 1, name: 'Radnik' });
    await expect(heading.nextElementSibling).toHaveTextContent('Marko Petrović');
    await expect(canvas.getByRole('button', { name: 'Promeni lozinku' })).toBeVisible();
  },
};

/** A record's name of one long word on a phone: the heading wraps inside the screen, the action goes under it. */
export const LongTitle: Story = {
  args: {
    title: 'Stambeno-poslovnaZgradaSaLokalimaUPrizemljuIGarazomUDvorišnomDelu, Bulevar oslobođenja 127',
  },
  globals: { viewport: { value: 'mobile1' } },
  decorators: [(Story) => <div style={{ width: 360 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const header = canvasElement.querySelector<HTMLElement>('[data-slot="page-header"]')!;
    const heading = within(header).getByRole('heading', { level: 1, name: /^Stambeno-poslovna/ });
    await expect(heading.scrollWidth).toBeLessThanOrEqual(heading.clientWidth);
    await expect(heading.getBoundingClientRect().right).toBeLessThanOrEqual(header.getBoundingClientRect().right);
    const button = within(header).getByRole('button', { name: 'Novi klijent' });
    await expect(button.getBoundingClientRect().top).toBeGreaterThanOrEqual(heading.getBoundingClientRect().bottom);
  },
};
