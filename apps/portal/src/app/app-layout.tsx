import { Suspense, useEffect, type PointerEvent } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  Home,
  ListChecks,
  FileText,
  Building2,
  FolderKanban,
  ChartGantt,
  Users,
  UserCog,
  Wrench,
  ChartLine,
  Settings,
} from 'lucide-react';
import { AppShell, Clock, HelpPopup, Spinner, useMediaQuery } from '@rp/ui';
import {
  ErrorCode,
  ErrorType,
  fullName,
  matchRoute,
  mozeOtvoriti,
  routeById,
  routeTitleKey,
  type RouteId,
} from '@rp/contract';
import { radnikQuery } from '../features/radnici/api.ts';
import { clearSession, useSession } from '../lib/session-store.ts';
import { NAV_LABEL_KEYS, NAV_ORDER, navSection, SCREENS } from './screens.ts';
import { preloadScreen, startLinkRequest } from './first-requests.ts';
import { useWarmScreens } from './use-warm-screens.ts';
import { LanguageSwitch } from './language-switch.tsx';
import { DemoBanner } from './demo-banner.tsx';
import { currentLanguage, hasStoredLanguage, setLanguage } from '../i18n/i18n.ts';
// Every form behind sign-in renders inside this shell: zod's own messages in the interface language from here on.
import '../i18n/zod-messages.ts';
import { report } from '../lib/notify.ts';
import { loadHelpPage } from './help.ts';
import { ScreenUiLabels } from './screen-ui-labels.tsx';
import { useSaveLanguage } from '../features/settings/api.ts';
import { useLocales } from '../lib/use-locales.ts';

const ICONS: Partial<Record<RouteId, typeof Home>> = {
  main: Home,
  status: ListChecks,
  'procene.list': FileText,
  'nepokretnosti.list': Building2,
  'poslovi.list': FolderKanban,
  smartchart: ChartGantt,
  'klijenti.list': Users,
  'radnici.list': UserCog,
  'masine.list': Wrench,
  'statistika.novac': ChartLine,
  settings: Settings,
};

export function AppLayout() {
  const session = useSession();
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const roles = session?.roles ?? [];
  // Silent: the header's name is not worth a notice when the network is gone (an inspection offline); a 401 still
  // signs the user out in the API client.
  const radnikHeader = radnikQuery(session?.id ?? 0);
  const radnik = useQuery({ ...radnikHeader, enabled: !!session, meta: { ...radnikHeader.meta, isSilent: true } });
  const locales = useLocales();
  /** Tailwind's `sm`: from here up the header has room for the clock. */
  const isWide = useMediaQuery('(min-width: 40rem)');
  const roleLabel = t(`roles.${roles[0] ?? 'User'}`);
  const saveLanguage = useSaveLanguage();
  const accountLanguage = radnik.data?.jezik;
  // A browser without a language of its own takes the one kept with the account (chosen in settings elsewhere).
  useEffect(() => {
    // Should its messages not load, the browser keeps its language and the next start tries again.
    if (accountLanguage && !hasStoredLanguage()) setLanguage(accountLanguage).catch(() => undefined);
  }, [accountLanguage]);
  const current = matchRoute(location.pathname)?.def;
  const currentSection = current ? navSection(current.id) : undefined;

  // An entry is highlighted on every screen of its part of the portal (a valuation's form under Valuations); it is
  // the current page (aria-current="page") only on its own screen, elsewhere in its part it is aria-current="true".
  const nav = NAV_ORDER.filter((id) => SCREENS[id] && mozeOtvoriti(session, id)).map((id) => {
    const def = routeById(id);
    const Icon = ICONS[id] ?? Home;
    return {
      id,
      label: t(NAV_LABEL_KEYS[id] ?? def.titleKey),
      href: def.path,
      icon: <Icon aria-hidden className="size-4" />,
      isActive: currentSection === navSection(id),
    };
  });

  // The menu's screens load while the browser is idle, so that a first visit to each waits for its data only.
  useWarmScreens(
    nav.map((item) => item.id),
    location.pathname,
  );

  function signOut() {
    clearSession({ isUserSignOut: true });
    queryClient.clear();
    void navigate('/login', { replace: true });
  }

  return (
    <ScreenUiLabels>
      <AppShell
        brand="RP"
        title={current ? t(routeTitleKey(current, location.search)) : ''}
        nav={nav}
        user={session ? { name: radnik.data ? fullName(radnik.data) : '…', role: roleLabel } : undefined}
        headerExtras={
          <>
            {/* Left out (not hidden by CSS) on a phone: a hidden clock still renders every second. */}
            {isWide && <Clock locale={locales.intl} />}
            {current && (
              <HelpPopup
                screen={current.id}
                loadPage={(screen) => loadHelpPage(currentLanguage(), screen)}
                // The popup shows the missing page itself; the shared handler records code 30 as a notice.
                onError={(error) =>
                  report(ErrorType.Danger, ErrorCode.HelpPageMissing, t('ui.helpPopup.missing'), error.context)
                }
              />
            )}
            <LanguageSwitch onLanguageChange={(language) => saveLanguage.mutate(language)} />
          </>
        }
        onSignOut={signOut}
        signOutLabel={t('shell.signOut')}
        renderLink={(item, className, children) => {
          // The screen's code starts loading when the pointer or the focus reaches its link: a click finds it loaded.
          const preload = () => void preloadScreen(item.id as RouteId);
          // A mouse press of the main button without a modifier (a click that opens the screen here, not in a new tab)
          // starts the screen's first request. Not a touch: a finger that starts scrolling the menu presses a link too.
          const startRequest = (event: PointerEvent<HTMLAnchorElement>) => {
            const opensHere =
              event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;
            if (event.pointerType === 'mouse' && opensHere) startLinkRequest(queryClient, item.href);
          };
          return (
            <Link
              to={item.href}
              className={className}
              aria-current={item.isActive ? (item.id === current?.id ? 'page' : 'true') : undefined}
              onPointerEnter={preload}
              onPointerDown={startRequest}
              onFocus={preload}
              onTouchStart={preload}
            >
              {children}
            </Link>
          );
        }}
      >
        <DemoBanner />
        <Suspense fallback={<Spinner label={t('login.submitting')} />}>
          <Outlet />
        </Suspense>
      </AppShell>
    </ScreenUiLabels>
  );
}
