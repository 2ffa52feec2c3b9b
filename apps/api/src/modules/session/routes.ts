import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  SESSION_PATHS,
  apiErrorSchema,
  clientConfigSchema,
  DEMO_LOGINS,
  loginRequestSchema,
  loginResponseSchema,
} from '@rp/contract';
import { login } from './service.ts';

export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    SESSION_PATHS.authenticate,
    {
      config: {
        isPublic: true,
        rateLimit: { max: app.config.loginRequestsPerMinute, timeWindow: '1 minute' },
      },
      schema: {
        tags: ['session'],
        summary: 'Sign in with username and password',
        body: loginRequestSchema,
        response: { 200: loginResponseSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) =>
      login(request.body, {
        db: app.db,
        log: request.log,
        ip: request.ip,
        perAddress: { maxFailures: app.config.loginMaxFailures, windowMinutes: app.config.loginWindowMinutes },
        perUsername: {
          maxFailures: app.config.loginMaxFailuresPerUsername,
          windowMinutes: app.config.loginUsernameWindowMinutes,
        },
        sign: (payload) => app.jwt.sign(payload),
      }),
  );

  app.get(
    SESSION_PATHS.config,
    {
      config: { isPublic: true },
      schema: {
        tags: ['session'],
        summary: 'What the portal needs before sign-in: demo mode and map service URLs',
        response: { 200: clientConfigSchema },
      },
    },
    async () => ({
      demo: app.config.demo,
      demoLogins: app.config.demo ? [...DEMO_LOGINS] : [],
      tileUrl: app.config.tileUrl,
      geocoderUrl: app.config.geocoderUrl,
      editorContextUrl: app.config.editorContextUrl,
    }),
  );
};
