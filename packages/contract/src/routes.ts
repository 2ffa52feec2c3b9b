import { rolesFromLetters, type Role } from './uloge.ts';

/** A screen of the portal: its path, who may open it, its title key and its id parameters. */
export interface RouteDef {
  /** A stable name, used by the portal to attach a screen and by named states (part 1 §2). */
  id: string;
  /** react-router style path with `:param` segments. */
  path: string;
  /** Roles allowed; empty for public routes. */
  roles: readonly Role[];
  /** i18n key of the page title (the title is prefixed 'RP'). */
  titleKey: string;
  /** Route parameters; every one of them is an id of 1 to 8 digits. */
  params: readonly string[];
  /** Public routes need no session. */
  isPublic?: boolean;
  /**
   * Where one form serves both a new record and an edit of one (`?{param}={id}` names the record): the edit's title.
   */
  editTitle?: { param: string; titleKey: string };
}

function route(
  id: string,
  path: string,
  letters: string,
  titleKey: string,
  options: Pick<RouteDef, 'editTitle'> = {},
): RouteDef {
  const params = [...path.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1] as string);
  return { id, path, roles: rolesFromLetters(letters), titleKey, params, ...options };
}

/** A screen's title key: the route's, or its edit title when the address names the record being edited. */
export function routeTitleKey(def: Pick<RouteDef, 'titleKey' | 'editTitle'>, search: string): string {
  const edit = def.editTitle;
  return edit && new URLSearchParams(search).has(edit.param) ? edit.titleKey : def.titleKey;
}

function publicRoute(id: string, path: string, titleKey: string): RouteDef {
  return { id, path, roles: [], titleKey, params: [], isPublic: true };
}

/** Every screen of both specification documents. */
export const ROUTES = [
  publicRoute('login', '/login', 'title.login'),
  publicRoute('notFound', '/404', 'title.notFound'),
  publicRoute('forbidden', '/403', 'title.forbidden'),

  route('main', '/main', 'all', 'title.main'),
  route('status', '/status', 'all', 'title.status'),

  route('statistika.novac', '/statistika/novac', 'AD', 'title.statistikaNovac'),
  route('statistika.radnici', '/statistika/radnici', 'AD', 'title.statistikaRadnici'),
  route('statistika.bankari', '/statistika/bankari', 'AD', 'title.statistikaBankari'),
  route('statistika.klijenti', '/statistika/klijenti', 'AD', 'title.statistikaKlijenti'),

  route('settings', '/settings', 'AD', 'title.settings'),
  route('settings.holidays', '/settings/holidays', 'AD', 'title.holidays'),

  route('radnici.list', '/index/radnici/list', 'AD', 'title.radnici'),
  route('radnici.evidencija', '/index/radnici/evidencija/:radnikId', 'all', 'title.evidencija'),
  route('radnici.dokumenti', '/index/radnici/dokumenti/:fileGroupId', 'all', 'title.dokumenti'),
  route('radnici.info', '/index/radnici/info/:radnikId', 'all', 'title.radnik'),
  route('radnici.status', '/index/radnici/status/:radnikId', 'AD', 'title.radnikStatus'),
  route('radnici.unos', '/index/radnici/unos', 'AD', 'title.radnikUnos'),
  route('radnici.notes', '/index/radnici/notes/:radnikId', 'AD', 'title.notes'),

  route('masine.list', '/index/masine/list', 'all', 'title.masine'),
  route('masine.info', '/index/masine/info/:masinaId', 'all', 'title.masina'),
  route('masine.dokumenti', '/index/masine/dokumenti/:fileGroupId', 'all', 'title.dokumenti'),
  route('masine.unos', '/index/masine/unos', 'AD', 'title.masinaUnos'),

  route('klijenti.list', '/index/klijenti/list', 'all', 'title.klijenti'),
  route('klijenti.info', '/index/klijenti/info/:klijentId', 'all', 'title.klijent'),
  route('klijenti.unos', '/index/klijenti/unos', 'all', 'title.klijentUnos'),
  route('klijenti.dokumenti', '/index/klijenti/dokumenti/:fileGroupId', 'all', 'title.dokumenti'),

  route('poslovi.list', '/index/poslovi/list', 'ADO', 'title.poslovi'),
  route('poslovi.info', '/index/poslovi/info/:posaoId', 'ADO', 'title.posao'),
  route('poslovi.unos', '/index/poslovi/unos', 'ADO', 'title.posaoUnos'),
  route('poslovi.dokumenti', '/index/poslovi/dokumenti/:fileGroupId', 'all', 'title.dokumenti'),
  route('zadaci.unos', '/index/poslovi/:posaoId/zadaci/unos', 'ADO', 'title.zadatakUnos', {
    editTitle: { param: 'zadatak', titleKey: 'title.zadatakIzmena' },
  }),
  route('zadaci.info', '/index/poslovi/:posaoId/zadaci/info/:zadatakId', 'ADO', 'title.zadatak'),
  route('smartchart', '/index/smartchart', 'ADO', 'title.smartchart'),

  route('procene.list', '/index/procene/list', 'all', 'title.procene'),
  route('procene.info', '/index/procene/info/:procenaId', 'all', 'title.procena'),
  route('procene.unos', '/index/procene/unos', 'all', 'title.procenaUnos'),
  route('procene.dokumenti', '/index/procene/dokumenti/:fileGroupId', 'all', 'title.dokumenti'),
  route('procene.radniNalog', '/index/procene/radni_nalog/:procenaId', 'all', 'title.radniNalog'),
  route('procene.komparativi', '/index/procene/:procenaId/komparativi/:predmetKomparativ', 'all', 'title.komparativi'),
  route(
    'procene.komparativiUnos',
    '/index/procene/:procenaId/komparativi/unos/:predmetKomparativ',
    'all',
    'title.komparativiUnos',
  ),
  route('procene.predmeti', '/index/procene/predmeti/:procenaId', 'all', 'title.predmeti'),
  route('procene.slike', '/index/procene/slike/:procenaId/:slikaGroupId', 'all', 'title.slike'),

  route('nepokretnosti.list', '/index/nepokretnosti/list', 'all', 'title.nepokretnosti'),
  route('nepokretnosti.info', '/index/nepokretnosti/info/:nepokretnostId', 'all', 'title.nepokretnost'),
  route('nepokretnosti.unos', '/index/nepokretnosti/unos', 'all', 'title.nepokretnostUnos'),
  route('nepokretnosti.dokumenti', '/index/nepokretnosti/dokumenti/:fileGroupId', 'all', 'title.dokumenti'),
  route('nepokretnosti.slike', '/index/nepokretnosti/slike/:slikaGroupId', 'all', 'title.slike'),
  route('nepokretnosti.import', '/index/nepokretnosti/import', 'A', 'title.import'),
] as const satisfies readonly RouteDef[];

export type RouteId = (typeof ROUTES)[number]['id'];

const BY_ID = new Map<string, RouteDef>(ROUTES.map((def) => [def.id, def]));

export function routeById(id: RouteId): RouteDef {
  const def = BY_ID.get(id);
  if (!def) throw new Error(`Unknown route ${id}`);
  return def;
}

/**
 * An id route parameter: 1 to 8 digits (part 1 §2), and not all zeros: every record's id starts at 1, so '/info/0' is
 * no record's address and answers /404 like '/info/abc', instead of asking the server for a record that cannot exist.
 */
export const ROUTE_ID_PATTERN = /^(?!0+$)\d{1,8}$/;

export function isRouteId(value: string | undefined): boolean {
  return value !== undefined && ROUTE_ID_PATTERN.test(value);
}

/** Where the empty path goes (part 1 §2). Until the valuation list lands it is the home page. */
export const DEFAULT_PATH = '/main';

/** Fills a route's path with parameter values. */
export function buildPath(id: RouteId, params: Record<string, string | number> = {}): string {
  return routeById(id).path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing parameter ${name} for route ${id}`);
    return encodeURIComponent(String(value));
  });
}

/** The route whose pattern matches a concrete path, if any. */
export function matchRoute(pathname: string): { def: RouteDef; params: Record<string, string> } | undefined {
  const parts = pathname.replace(/\/+$/, '').split('/');
  for (const def of ROUTES) {
    const pattern = def.path.split('/');
    if (pattern.length !== parts.length) continue;
    const params: Record<string, string> = {};
    const isMatch = pattern.every((segment, index) => {
      const part = parts[index] ?? '';
      if (segment.startsWith(':')) {
        params[segment.slice(1)] = decodeURIComponent(part);
        return true;
      }
      return segment.toLowerCase() === part.toLowerCase();
    });
    if (isMatch) return { def, params };
  }
  return undefined;
}
