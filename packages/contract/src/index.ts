export {
  API_MARKER_HEADER,
  API_MARKER_VALUE,
  ErrorCode,
  ErrorType,
  FILENAME_HEADER,
  apiError,
  apiErrorSchema,
  isApiError,
} from './errors.ts';
export type { ApiError } from './errors.ts';
export { ALL_ROLES, ROLES, hasRole, roleSchema, rolesFromLetters } from './roles.ts';
export type { Role } from './roles.ts';
export { DEFAULT_PATH, ROUTES, ROUTE_ID_PATTERN, buildPath, isRouteId, matchRoute, routeById } from './routes.ts';
export type { RouteDef, RouteId } from './routes.ts';
export {
  DEMO_LOGINS,
  SESSION_PATHS,
  clientConfigSchema,
  loginRequestSchema,
  loginResponseSchema,
  sessionSchema,
} from './session.ts';
export type { ClientConfig, LoginRequest, LoginResponse, Session } from './session.ts';
export { TITLE_PREFIX, pageTitle } from './titles.ts';
export { RADNICI_PATHS, fullName, idParamSchema, radnikSchema } from './radnici.ts';
export type { Radnik } from './radnici.ts';
