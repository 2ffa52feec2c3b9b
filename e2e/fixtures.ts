// The specs' `test`: Playwright's, with every page of the test's browser context watched for uncaught errors. A
// script error or an unhandled rejection in the built portal fails the test that met it, even where the screen still
// looked right to its assertions. (A context a spec opens itself with browser.newContext() is not watched.)
import { test as base, expect, type Page } from '@playwright/test';

export const test = base.extend({
  context: async ({ context }, use) => {
    const errors: string[] = [];
    const watch = (page: Page) =>
      page.on('pageerror', (error) => errors.push(`${page.url()}\n${error.stack ?? error.message}`));
    context.pages().forEach(watch);
    context.on('page', watch);
    await use(context);
    expect(errors, 'uncaught errors in the portal').toEqual([]);
  },
});

export { expect };
