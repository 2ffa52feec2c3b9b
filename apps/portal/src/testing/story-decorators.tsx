import { useEffect, useState, type ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { i18n } from '../i18n/i18n.ts';
import './all-languages.ts';

export interface ScreenStoryParameters {
  /** Query data the screen finds already loaded: stories never fetch. */
  queryData?: Array<[readonly unknown[], unknown]>;
  /** The path the screen is shown at. */
  path?: string;
  /** The screen's route pattern; any other path (where the screen navigates to) shows that path instead. */
  route?: string;
}

/** Where a screen with its own route navigated to: the story asserts the path instead of a router error. */
function NavigatedAway() {
  const { pathname, search } = useLocation();
  return (
    <p data-testid="story-navigated-to">
      {pathname}
      {search}
    </p>
  );
}

function ScreenHost({
  children,
  locale,
  screen,
}: {
  children: ReactNode;
  locale: string;
  screen: ScreenStoryParameters;
}) {
  const [queryClient] = useState(() => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    for (const [key, data] of screen.queryData ?? []) client.setQueryData(key, data);
    return client;
  });
  const [router] = useState(() =>
    createMemoryRouter(
      screen.route
        ? [
            { path: screen.route, element: children },
            { path: '*', element: <NavigatedAway /> },
          ]
        : [{ path: '*', element: children }],
      { initialEntries: [screen.path ?? '/'] },
    ),
  );
  useEffect(() => {
    void i18n.changeLanguage(locale);
  }, [locale]);
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>
  );
}

/** Wraps a portal screen with i18n (the toolbar's locale, or the story's `globals.locale`), queries and a router. */
export const withScreen: Decorator = (Story, context) => {
  const locale = (context.globals.locale as string | undefined) ?? 'sr';
  if (i18n.language !== locale) void i18n.changeLanguage(locale);
  return (
    <ScreenHost locale={locale} screen={(context.parameters.screen as ScreenStoryParameters | undefined) ?? {}}>
      <Story />
    </ScreenHost>
  );
};
