import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BarChart3, Building2, Clock3, FolderKanban, Home, ListTodo, Users, Wrench } from 'lucide-react';
import { AppShell, type AppShellNavItem } from './app-shell.tsx';
import { Card, CardContent, CardHeader, CardTitle } from './card.tsx';
import { Clock } from './clock.tsx';

const navSr: AppShellNavItem[] = [
  { id: 'main', label: 'Početna', href: '#/main', icon: <Home />, isActive: true },
  { id: 'status', label: 'Zadaci', href: '#/status', icon: <ListTodo /> },
  { id: 'procene', label: 'Procene', href: '#/procene', icon: <Building2 />, group: 'Evidencije' },
  { id: 'radnici', label: 'Radnici', href: '#/radnici', icon: <Users />, group: 'Evidencije' },
  { id: 'masine', label: 'Oprema', href: '#/masine', icon: <Wrench />, group: 'Evidencije' },
  { id: 'poslovi', label: 'Projekti', href: '#/poslovi', icon: <FolderKanban />, group: 'Planiranje' },
  { id: 'smartchart', label: 'Smart-Chart', href: '#/smartchart', icon: <Clock3 />, group: 'Planiranje' },
  { id: 'statistika', label: 'Statistika', href: '#/statistika', icon: <BarChart3 />, group: 'Planiranje' },
];

const fixedNow = new Date('2026-03-12T10:24:05');

const meta = {
  title: 'UI/AppShell',
  component: AppShell,
  parameters: { layout: 'fullscreen' },
  args: {
    brand: <span className="text-lg font-bold tracking-tight text-primary">RP</span>,
    title: 'RP Početna',
    nav: navSr,
    user: { name: 'Marko Marković', role: 'Admin' },
    headerExtras: <Clock now={fixedNow} className="text-sm" />,
    onSignOut: fn(),
    signOutLabel: 'Odjavi se',
    labels: { openMenu: 'Otvori meni', closeMenu: 'Zatvori meni', navigation: 'Glavni meni' },
    children: (
      <Card>
        <CardHeader>
          <CardTitle>Dobro došli</CardTitle>
        </CardHeader>
        <CardContent>Sadržaj ekrana.</CardContent>
      </Card>
    ),
  },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Glavni meni' });
    await expect(within(nav).getByRole('link', { name: 'Početna' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: 'Odjavi se' }));
    await expect(args.onSignOut).toHaveBeenCalled();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile1' } },
  decorators: [(Story) => <div style={{ width: 360 }}>{Story()}</div>],
  parameters: { viewport: { defaultViewport: 'mobile1' } },
};

export const MobileMenu: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    // The trigger shows only below 768 px; the test viewport may be wider, so click it directly.
    const trigger = canvasElement.querySelector<HTMLButtonElement>('button[aria-label="Otvori meni"]');
    await expect(trigger).not.toBeNull();
    trigger!.click();
    const dialog = await body.findByRole('dialog');
    await expect(within(dialog).getByRole('link', { name: 'Projekti' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect(body.queryByRole('dialog')).toBeNull();
  },
};

export const CustomLinks: Story = {
  args: {
    renderLink: (item, className, children) => (
      <a href={item.href} className={className} data-router-link="" aria-current={item.isActive ? 'page' : undefined}>
        {children}
      </a>
    ),
  },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Glavni meni' });
    await expect(within(nav).getByRole('link', { name: 'Radnici' })).toHaveAttribute('data-router-link');
  },
};

export const Serbian: Story = {};

export const English: Story = {
  args: {
    title: 'RP Home',
    signOutLabel: 'Sign out',
    user: { name: 'Mark Markovic', role: 'Admin' },
    headerExtras: <Clock now={fixedNow} locale="en-US" className="text-sm" />,
    labels: { openMenu: 'Open menu', closeMenu: 'Close menu', navigation: 'Main navigation' },
    nav: [
      { id: 'main', label: 'Home', href: '#/main', icon: <Home />, isActive: true },
      { id: 'status', label: 'Tasks', href: '#/status', icon: <ListTodo /> },
      { id: 'procene', label: 'Valuations', href: '#/procene', icon: <Building2 />, group: 'Records' },
      { id: 'radnici', label: 'Workers', href: '#/radnici', icon: <Users />, group: 'Records' },
    ],
  },
};
