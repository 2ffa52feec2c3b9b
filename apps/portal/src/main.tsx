// The first module, kept small. A signed-in user's opened screen sends its first GETs (first-screen.ts) while the
// portal's code (start.tsx: React, the router, the translations) is still on its way; the login screen's first load
// carries none of that screen's code (issue 20 item 6: the login route's JavaScript).
import { hasStoredSession } from './lib/session-key.ts';
import './styles.css';

if (hasStoredSession()) {
  // Only a head start: should it fail to load, the screens' own queries ask.
  void import('./app/first-screen.ts')
    .then((module) => module.startFirstScreen(window.location))
    .catch(() => undefined);
}
void import('./app/start.tsx');
