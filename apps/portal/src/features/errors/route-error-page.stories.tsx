import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect, within } from 'storybook/test';
import { i18n } from '../../i18n/i18n.ts';
import '../../testing/all-languages.ts';
import { RouteErrorPage } from './error-pages.tsx';

/** A route whose screen throws (`failure: 'crash'`) or whose code does not load (`'load'`), as the router sees it. */
function ErrorHost({ failure, isInShell }: { failure: 'crash' | 'load'; isInShell: boolean }) {
  const [router] = useState(() =>
    createMemoryRouter([
      {
        path: '*',
        ErrorBoundary: () => <RouteErrorPage isInShell={isInShell} />,
        ...(failure === 'crash'
          ? {
              Component: () => {
                throw new Error('A screen that threw while rendering');
              },
            }
          : { lazy: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/a.js')) }),
      },
    ]),
  );
  return (
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>
  );
}

const meta = {
  title: 'Portal/Screens/Route error page',
  component: ErrorHost,
  args: { failure: 'crash', isInShell: false },
  parameters: {
    layout: 'fullscreen',
    // React and the router report the thrown screen on the console, as they do in the portal.
    expectedConsoleErrors: [/A screen that threw while rendering/],
  },
  decorators: [
    (Story, context) => {
      const locale = (context.globals.locale as string | undefined) ?? 'sr';
      if (i18n.language !== locale) void i18n.changeLanguage(locale);
      return <Story />;
    },
  ],
  // The load failure is shown as the second one in a minute: the first reloads the page (reload-once.ts).
  beforeEach: () => {
    sessionStorage.setItem('rp.reloadedForCode', String(Date.now()));
    return () => sessionStorage.removeItem('rp.reloadedForCode');
  },
} satisfies Meta<typeof ErrorHost>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ScreenThrew: Story = {
  globals: { locale: 'sr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Došlo je do greške' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Učitaj ponovo' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Na početnu' })).toHaveAttribute('href', '/');
    await expect(canvas.queryByText(/threw while rendering/)).toBeNull();
  },
};

export const ScreenThrewEnglish: Story = {
  globals: { locale: 'en_US' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  },
};

export const CodeDidNotLoad: Story = {
  globals: { locale: 'sr' },
  args: { failure: 'load' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Stranica nije mogla da se učita' })).toBeVisible();
    await expect(canvas.getByText(/Proverite vezu sa internetom/)).toBeVisible();
  },
};

export const InsideTheShellOnPhone: Story = {
  globals: { locale: 'sr', viewport: { value: 'mobile1' } },
  args: { isInShell: true },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Došlo je do greške' })).toBeVisible();
  },
};
