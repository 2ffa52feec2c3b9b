import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { AppLayout } from './app-layout.tsx';

/** The signed-in shell with the query cache every screen behind sign-in reads (see query-client-source.ts). */
export function SignedInLayout({ queryClient }: { queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AppLayout />
    </QueryClientProvider>
  );
}
