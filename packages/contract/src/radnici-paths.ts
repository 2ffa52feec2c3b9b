// The workers' paths without zod (radnici.ts holds the schemas): a portal's first bundle asks for the signed-in
// worker with these and carries no schema library.

export const RADNICI_PATHS = {
  list: '/api/radnici',
  byId: '/api/radnici/:id',
  create: '/api/radnici',
  update: '/api/radnici',
  changePassword: '/api/radnici/changepassword',
  resetPassword: '/api/radnici/resetpassword',
  jezik: '/api/radnici/jezik',
} as const;
