import type { RouteId } from '@rp/contract';
import type { ScreenModule } from './screens.ts';

/**
 * A screen's code, through the screens' table (screens.ts), which itself loads on demand: the table names every
 * screen's chunks, and the login route has no use for it (issue 20 item 6). Undefined for a route whose screen has not
 * landed (the router answers it with /404).
 */
export function loadScreen(id: RouteId): Promise<ScreenModule | undefined> {
  return import('./screens.ts').then((module) => module.SCREENS[id]?.());
}
