// Stories' helpers (not part of the package's API): a notice shown inside the portal's frame, and the check that the
// frame's header keeps its clicks on a phone.
import type { ReactNode } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { AppShell } from './app-shell.tsx';

/** The portal's frame as on the clients list, in Serbian, around `children` (a notice and what shows it). */
export function AppShellStoryFrame({ children }: { children: ReactNode }) {
  return (
    <AppShell
      title="Klijenti"
      nav={[{ id: 'klijenti', label: 'Klijenti', href: '#', isActive: true }]}
      signOutLabel="Odjavi se"
      onSignOut={() => undefined}
      labels={{ openMenu: 'Otvori meni', closeMenu: 'Zatvori meni', navigation: 'Glavni meni' }}
    >
      {children}
    </AppShell>
  );
}

/**
 * Where `notice` sits against the frame's header: on a phone (below 768 px) under it, with the menu button and the
 * sign-out still taking their clicks; wider, beside the header's top, as the desktop draws it.
 */
export async function expectNoticeClearsHeader(canvasElement: HTMLElement, notice: HTMLElement): Promise<void> {
  const canvas = within(canvasElement);
  const header = canvasElement.querySelector('[data-slot="app-shell-header"]')!.getBoundingClientRect();
  if (!window.matchMedia('(max-width: 767px)').matches) {
    await waitFor(() => expect(notice.getBoundingClientRect().top).toBeLessThan(header.bottom));
    return;
  }
  await waitFor(() => expect(notice.getBoundingClientRect().top).toBeGreaterThanOrEqual(header.bottom));
  for (const name of ['Otvori meni', 'Odjavi se']) {
    const button = canvas.getByRole('button', { name }).getBoundingClientRect();
    const hit = canvasElement.ownerDocument.elementFromPoint(
      button.left + button.width / 2,
      button.top + button.height / 2,
    );
    await expect(hit?.closest('button')).toHaveAccessibleName(name);
  }
}
