import { useState, type ComponentProps, type ReactNode } from 'react';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { LogOut, Menu, X } from 'lucide-react';
import { cn } from '../lib/cn.ts';
import { Button } from './button.tsx';
import { useUiLabels } from './ui-labels.tsx';

interface AppShellNavItem {
  id: string;
  label: string;
  href: string;
  icon?: ReactNode;
  isActive?: boolean;
  /** Items with the same group are shown together under the group's heading. */
  group?: string;
}

interface AppShellUser {
  name: string;
  role: string;
}

interface AppShellLabels {
  openMenu: string;
  closeMenu: string;
  navigation: string;
}

interface AppShellProps extends Omit<ComponentProps<'div'>, 'title'> {
  brand?: ReactNode;
  title: ReactNode;
  nav: AppShellNavItem[];
  user?: AppShellUser;
  /** E.g. the clock and the language switch. */
  headerExtras?: ReactNode;
  onSignOut?: () => void;
  signOutLabel: string;
  /** Lets the host render its router's link; defaults to a plain anchor. */
  renderLink?: (item: AppShellNavItem, className: string, children: ReactNode) => ReactNode;
  labels?: Partial<AppShellLabels>;
}

const defaultLabels: AppShellLabels = { openMenu: 'Open menu', closeMenu: 'Close menu', navigation: 'Main navigation' };

const linkClass = (isActive: boolean) =>
  cn(
    'flex h-8 items-center gap-2.5 rounded-md px-2.5 text-base text-muted-foreground transition-colors',
    'hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
    "[&_svg:not([class*='size-'])]:size-4 [&_svg]:shrink-0",
    isActive && 'bg-accent font-medium text-accent-foreground hover:bg-accent hover:text-accent-foreground',
  );

function groupNav(nav: AppShellNavItem[]): Array<{ group: string | undefined; items: AppShellNavItem[] }> {
  const groups: Array<{ group: string | undefined; items: AppShellNavItem[] }> = [];
  for (const item of nav) {
    const found = groups.find((entry) => entry.group === item.group);
    if (found) found.items.push(item);
    else groups.push({ group: item.group, items: [item] });
  }
  return groups;
}

function AppShellNav({
  nav,
  renderLink,
  label,
  onNavigate,
}: {
  nav: AppShellNavItem[];
  renderLink: AppShellProps['renderLink'];
  label: string;
  onNavigate?: () => void;
}) {
  return (
    <nav data-slot="app-shell-nav" aria-label={label} className="flex flex-col gap-4">
      {groupNav(nav).map(({ group, items }) => (
        <div key={group ?? '_'} className="flex flex-col gap-0.5">
          {group ? (
            <p className="px-2.5 pb-1 text-2xs font-semibold tracking-wider text-muted-foreground uppercase">{group}</p>
          ) : null}
          <ul className="flex flex-col gap-0.5">
            {items.map((item) => {
              const className = linkClass(Boolean(item.isActive));
              const children = (
                <>
                  {item.icon}
                  <span className="truncate">{item.label}</span>
                </>
              );
              return (
                <li key={item.id} onClickCapture={onNavigate}>
                  {renderLink ? (
                    renderLink(item, className, children)
                  ) : (
                    <a href={item.href} className={className} aria-current={item.isActive ? 'page' : undefined}>
                      {children}
                    </a>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </nav>
  );
}

/** The portal's frame: header, side navigation (a sheet on phones) and the content area. */
function AppShell({
  brand,
  title,
  nav,
  user,
  headerExtras,
  onSignOut,
  signOutLabel,
  renderLink,
  labels,
  className,
  children,
  ...props
}: AppShellProps) {
  const text = useUiLabels('appShell', defaultLabels, labels);
  const [isMenuOpen, setIsMenuOpen] = useState(false);

  return (
    <div data-slot="app-shell" className={cn('flex min-h-dvh flex-col bg-background', className)} {...props}>
      <header
        data-slot="app-shell-header"
        className="sticky top-0 z-40 flex h-header shrink-0 items-center gap-2 border-b border-border bg-card/95 px-2 backdrop-blur sm:px-4"
      >
        <DialogPrimitive.Root open={isMenuOpen} onOpenChange={setIsMenuOpen}>
          <DialogPrimitive.Trigger asChild>
            <Button variant="ghost" size="icon" className="md:hidden" aria-label={text.openMenu}>
              <Menu aria-hidden="true" />
            </Button>
          </DialogPrimitive.Trigger>
          <DialogPrimitive.Portal>
            <DialogPrimitive.Overlay className="fixed inset-0 z-50 animate-fade-in bg-overlay" />
            <DialogPrimitive.Content
              data-slot="app-shell-sheet"
              aria-describedby={undefined}
              className="fixed inset-y-0 left-0 z-50 flex w-[min(17rem,85vw)] animate-fade-in flex-col gap-4 overflow-y-auto border-r border-border bg-card p-3 shadow-lg outline-none"
            >
              <div className="flex items-center justify-between gap-2 pl-1">
                <DialogPrimitive.Title className="text-base font-semibold">{brand ?? title}</DialogPrimitive.Title>
                <DialogPrimitive.Close asChild>
                  <Button variant="ghost" size="icon" aria-label={text.closeMenu}>
                    <X aria-hidden="true" />
                  </Button>
                </DialogPrimitive.Close>
              </div>
              <AppShellNav
                nav={nav}
                renderLink={renderLink}
                label={text.navigation}
                onNavigate={() => setIsMenuOpen(false)}
              />
            </DialogPrimitive.Content>
          </DialogPrimitive.Portal>
        </DialogPrimitive.Root>

        {brand ? (
          <div data-slot="app-shell-brand" className="hidden shrink-0 items-center md:flex md:w-52">
            {brand}
          </div>
        ) : null}
        <h1 data-slot="app-shell-title" className="min-w-0 flex-1 truncate text-base font-semibold">
          {title}
        </h1>
        {headerExtras ? <div className="flex shrink-0 items-center gap-2">{headerExtras}</div> : null}
        {user ? (
          <div data-slot="app-shell-user" className="hidden min-w-0 flex-col items-end leading-tight sm:flex">
            <span className="max-w-40 truncate text-sm font-medium">{user.name}</span>
            <span className="text-xs text-muted-foreground">{user.role}</span>
          </div>
        ) : null}
        {onSignOut ? (
          <Button variant="ghost" size="sm" onClick={onSignOut} aria-label={signOutLabel} title={signOutLabel}>
            <LogOut aria-hidden="true" />
            <span className="hidden lg:inline">{signOutLabel}</span>
          </Button>
        ) : null}
      </header>
      <div className="flex min-h-0 flex-1">
        <aside
          data-slot="app-shell-sidebar"
          className="sticky top-header hidden h-[calc(100dvh-var(--spacing-header))] w-56 shrink-0 overflow-y-auto border-r border-border bg-card px-2 py-3 md:block"
        >
          <AppShellNav nav={nav} renderLink={renderLink} label={text.navigation} />
        </aside>
        <main data-slot="app-shell-main" className="min-w-0 flex-1 p-3 sm:p-5">
          {children}
        </main>
      </div>
    </div>
  );
}

export { AppShell };
export type { AppShellProps, AppShellNavItem, AppShellUser, AppShellLabels };
