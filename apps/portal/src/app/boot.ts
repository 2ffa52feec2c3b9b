import { createQueryClient } from '../query-client.ts';
import { startFirstScreen } from './first-requests.ts';

// Imported first by main.tsx, so that this runs before React, the router and the screens' shared code are evaluated:
// the first screen's requests and code then load during that evaluation instead of after it.
export const bootQueryClient = createQueryClient();
startFirstScreen(bootQueryClient, window.location);
