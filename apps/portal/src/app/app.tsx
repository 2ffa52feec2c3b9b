import { useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { createQueryClient } from '../query-client.ts';
import { i18n } from '../i18n/i18n.ts';
import { setUnauthorizedHandler } from '../lib/api-client.ts';
import { createRouter } from './router.tsx';
import { loginPath } from './redirect.ts';
import { NotifyHost } from './notify-host.tsx';

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => {
    const instance = createRouter();
    // Any 401 or 403 from the API: back to the login screen, remembering where the user was.
    setUnauthorizedHandler(() => {
      const { pathname, search, hash } = instance.state.location;
      queryClient.clear();
      void instance.navigate(loginPath(pathname + search + hash), { replace: true });
    });
    return instance;
  });
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <NotifyHost />
      </QueryClientProvider>
    </I18nextProvider>
  );
}
