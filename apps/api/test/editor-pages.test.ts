import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientConfigSchema } from '@rp/contract';
import { loadConfig } from '../src/config.ts';
import { buildTestApp, type TestApp } from './helper.ts';

/** The embedded issue and board editor pages (part 2 §2): their context URL is a setting; empty hides them. */
describe('EDITOR_CONTEXT_URL', () => {
  const load = (value: string | undefined) =>
    loadConfig({ EDITOR_CONTEXT_URL: value, DATA_DIR: '/tmp/rp-editor-pages-config', JWT_SECRET: 'x' });

  it('is empty by default, kept without a trailing slash, and refused when it is not an http(s) address', () => {
    expect(load(undefined).editorContextUrl).toBe('');
    expect(load('').editorContextUrl).toBe('');
    expect(load('https://teamwork.example/tw/').editorContextUrl).toBe('https://teamwork.example/tw');
    expect(() => load('teamwork')).toThrow(/EDITOR_CONTEXT_URL must be an http\(s\) address/);
    expect(() => load('javascript:alert(1)')).toThrow(/EDITOR_CONTEXT_URL/);
  });

  describe('on a server with the setting', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp({ editorContextUrl: 'https://teamwork.example/tw' });
    });
    afterAll(async () => t.close());

    it('tells the portal before sign-in, and lets the pages open in a frame from that origin only', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/config' });
      expect(clientConfigSchema.parse(response.json()).editorContextUrl).toBe('https://teamwork.example/tw');
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toMatch(/frame-src 'self' https:\/\/teamwork\.example(;|$)/);
    });
  });
});
