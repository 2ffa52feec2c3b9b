// Our published packages, in build order, and how the workspace reads them from source.
// Published packages point `exports` at dist/; inside this repository every tool reads src/ instead, so the portal,
// Storybook and the tests work without a build and with hot reload: TypeScript, tsx, esbuild and Playwright through
// the `paths` of tsconfig.base.json, Vite through `workspaceSourceAliases()` (Vite does not read `paths`).
import { fileURLToPath } from 'node:url';
import type { Alias } from 'vite';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** Every published subpath of each package and the source file it stands for in the workspace. */
export const SOURCE_ENTRIES: Record<string, string> = {
  '@rp/contract': 'packages/contract/src/index.ts',
  '@rp/client': 'packages/client/src/index.ts',
  '@rp/fields': 'packages/fields/src/index.ts',
  '@rp/fields/react': 'packages/fields/src/react/index.ts',
  '@rp/gantt': 'packages/gantt/src/index.ts',
  '@rp/gantt/react': 'packages/gantt/src/react/index.ts',
  '@rp/ui': 'packages/ui/src/index.ts',
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** Vite aliases from each package subpath to its source (exact matches, so '@rp/fields' leaves '@rp/fields/react'). */
export function workspaceSourceAliases(): Alias[] {
  return Object.entries(SOURCE_ENTRIES).map(([name, file]) => ({
    find: new RegExp(`^${escape(name)}$`),
    replacement: `${root}${file}`,
  }));
}
