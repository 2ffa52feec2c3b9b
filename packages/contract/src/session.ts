import { z } from 'zod';
import { korisnickoImeUnosSchema } from './common.ts';
import { PASSWORD_INPUT_LIMIT } from './password-policy.ts';
import { roleSchema } from './roles.ts';

export { DEMO_LOGINS, SESSION_PATHS } from './session-paths.ts';

/** POST /api/radnici/authenticate */
export const loginRequestSchema = z
  .object({
    username: korisnickoImeUnosSchema,
    // Any password that could be set can be typed here (its rules bound it after NFC; see password-policy.ts).
    password: z.string().min(1, 'Lozinka je obavezna.').max(PASSWORD_INPUT_LIMIT),
  })
  .meta({ id: 'LoginRequest' });
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const loginResponseSchema = z
  .object({
    radnik: z.number().int().positive(),
    role: roleSchema,
    access_token: z.string(),
  })
  .meta({ id: 'LoginResponse' });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** What the portal keeps in local storage (part 1 §3). */
export const sessionSchema = z.object({
  id: z.number().int().positive(),
  roles: z.array(roleSchema).min(1),
  token: z.string().min(1),
});
export type Session = z.infer<typeof sessionSchema>;

/**
 * GET /api/config: what the portal needs to know about the server before sign-in. Not part of the
 * specification's calls; a server without it simply gives the portal its defaults.
 */
export const clientConfigSchema = z
  .object({
    demo: z.boolean(),
    demoLogins: z.array(z.object({ username: z.string(), password: z.string(), role: roleSchema })),
    tileUrl: z.string(),
    geocoderUrl: z.string(),
    /** The embedded editor pages' context URL (part 2 §2); empty or absent = the feature is hidden. */
    editorContextUrl: z.string().optional(),
  })
  .meta({ id: 'ClientConfig' });
export type ClientConfig = z.infer<typeof clientConfigSchema>;
