import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withScreen } from '../../testing/story-decorators.tsx';
import { ForbiddenPage, NotFoundPage } from './error-pages.tsx';

const meta = {
  title: 'Portal/Screens/Error pages',
  component: NotFoundPage,
  decorators: [withScreen],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof NotFoundPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {
  globals: { locale: 'sr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Stranica ne postoji' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Na početnu' })).toHaveAttribute('href', '/');
  },
};

export const NotFoundEnglish: Story = {
  globals: { locale: 'en_US' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Page not found' })).toBeVisible();
  },
};

export const Forbidden: Story = {
  globals: { locale: 'sr' },
  render: () => <ForbiddenPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Zabranjen pristup' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Prijavi se drugim nalogom' })).toBeVisible();
  },
};

export const ForbiddenEnglish: Story = {
  globals: { locale: 'en_US' },
  render: () => <ForbiddenPage />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Access denied' })).toBeVisible();
  },
};
