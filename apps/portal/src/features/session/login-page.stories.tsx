import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { DEMO_LOGINS, type ClientConfig } from '@rp/contract';
import { mockApi } from '../../testing/mock-api.ts';
import { signedOut } from '../../testing/story-session.ts';
import { withScreen } from '../../testing/story-decorators.tsx';
import { LoginPage } from './login-page.tsx';

const demoConfig: ClientConfig = { demo: true, demoLogins: [...DEMO_LOGINS], tileUrl: '', geocoderUrl: '' };
const plainConfig: ClientConfig = { demo: false, demoLogins: [], tileUrl: '', geocoderUrl: '' };

/** Signed out, on a server whose client configuration is `config` (the login screen asks it when it opens). */
const signedOutWith = (config: ClientConfig) => () => {
  signedOut();
  mockApi({ 'GET /api/config': () => [200, config] });
};

const meta = {
  title: 'Portal/Screens/Login',
  component: LoginPage,
  decorators: [withScreen],
  beforeEach: signedOutWith(plainConfig),
  parameters: { layout: 'fullscreen', screen: { path: '/login' } },
} satisfies Meta<typeof LoginPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Serbian: Story = {
  globals: { locale: 'sr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Prijava' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Prijavi se' }));
    await expect(await canvas.findByText('Unesite korisničko ime.')).toBeVisible();
    await expect(canvas.getByText('Unesite lozinku.')).toBeVisible();
    // The first refused field takes the focus, and each message goes once its field is filled.
    const username = canvas.getByLabelText(/Korisničko ime/);
    await expect(username).toHaveFocus();
    await expect(username).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(username, '   ');
    await expect(canvas.getByText('Unesite korisničko ime.')).toBeVisible();
    await userEvent.type(username, 'ana');
    await expect(canvas.queryByText('Unesite korisničko ime.')).toBeNull();
    await expect(canvas.getByText('Unesite lozinku.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Prijavi se' }));
    await expect(canvas.getByLabelText(/Lozinka/)).toHaveFocus();
    await userEvent.type(canvas.getByLabelText(/Lozinka/), 'x');
    await expect(canvas.queryByText('Unesite lozinku.')).toBeNull();
    await expect(canvas.queryByText('Demo prijave')).toBeNull();
  },
};

export const English: Story = {
  // Not in the visual step: whether the username field still has the focus the page gave it on mount differs from run
  // to run there (it depends on the story shown before); the Serbian and demo-mode stories show the same screen.
  tags: ['no-visual'],
  globals: { locale: 'en_US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(canvas.getByLabelText(/Username/)).toBeVisible();
  },
};

export const DemoMode: Story = {
  globals: { locale: 'sr' },
  beforeEach: signedOutWith(demoConfig),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Demo prijave')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /user\/user/ }));
    await expect(canvas.getByLabelText(/Korisničko ime/)).toHaveValue('user');
    await expect(canvas.getByLabelText(/Lozinka/)).toHaveValue('user');
  },
};

export const DemoModeOnPhone: Story = {
  // Not in the visual step: whether the username field still has the focus the page gave it on mount differs from run
  // to run there (it depends on the story shown before); the Serbian and demo-mode stories show the same screen.
  tags: ['no-visual'],
  globals: { locale: 'sr', viewport: { value: 'mobile1' } },
  beforeEach: signedOutWith(demoConfig),
};
