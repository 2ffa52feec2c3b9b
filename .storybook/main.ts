import type { StorybookConfig } from '@storybook/react-vite';
import tailwindcss from '@tailwindcss/vite';
import { workspaceSourceAliases } from '../scripts/lib/packages.ts';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: [
    './introduction.mdx',
    '../packages/*/src/**/*.mdx',
    '../packages/*/src/**/*.stories.@(ts|tsx)',
    '../apps/portal/src/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    viteConfig.plugins = [...(viteConfig.plugins ?? []), tailwindcss()];
    // Stories read our packages from source, like the portal (see scripts/lib/packages.ts).
    const alias = viteConfig.resolve?.alias;
    const existing = Array.isArray(alias)
      ? alias
      : Object.entries(alias ?? {}).map(([find, replacement]) => ({ find, replacement }));
    viteConfig.resolve = { ...viteConfig.resolve, alias: [...workspaceSourceAliases(), ...existing] };
    return viteConfig;
  },
};

export default config;
