import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script without declarations
import { consumerLock } from './consumer.mjs';

const tarball = (name: string, pkg: object) => {
  const file = join(mkdtempSync(join(tmpdir(), 'rp-lock-')), `${name}.tgz`);
  writeFileSync(file, name);
  return { file, pkg };
};

// The root lockfile as npm writes it: hoisted packages, one nested under another, one under a workspace folder.
const rootLock = {
  packages: {
    '': { name: 'rp' },
    'packages/ui': { name: '@rp/ui', version: '0.1.0' },
    'node_modules/@rp/ui': { resolved: 'packages/ui', link: true },
    'node_modules/react': { version: '19.3.1', integrity: 'sha512-react' },
    'node_modules/vite': { version: '7.3.8', dependencies: { rollup: '^4' }, optionalDependencies: { fsevents: '~2' } },
    'node_modules/rollup': { version: '4.67.4' },
    'node_modules/clsx': { version: '2.1.1' },
    'node_modules/d3': { version: '7.9.0', dependencies: { 'd3-array': '3' } },
    'node_modules/d3-array': { version: '3.2.4', dependencies: { internmap: '1 - 2' } },
    'node_modules/internmap': { version: '2.0.3' },
    'node_modules/unused': { version: '1.0.0' },
    'packages/ui/node_modules/clsx': { version: '1.2.1' },
  },
};

describe('consumerLock', () => {
  const ui = tarball('rp-ui-0.1.0', {
    name: '@rp/ui',
    version: '0.1.0',
    license: 'UNLICENSED',
    dependencies: { clsx: '^1', d3: '^7' },
    peerDependencies: { react: '^19' },
  });
  const lock = consumerLock(
    rootLock,
    { name: 'app', version: '0.0.0', dependencies: { react: '^19.2.0', vite: '^7' } },
    { '@rp/ui': ui },
  );

  it('installs our package from its tarball with its integrity', () => {
    expect(lock.packages['node_modules/@rp/ui']).toMatchObject({ version: '0.1.0', resolved: `file:${ui.file}` });
    expect(lock.packages['node_modules/@rp/ui'].integrity).toMatch(/^sha512-/);
    expect(lock.packages[''].dependencies).toEqual({ '@rp/ui': `file:${ui.file}`, react: '^19.2.0', vite: '^7' });
  });

  it('takes every third-party package, transitively, at the place and version of the root lockfile', () => {
    expect(Object.keys(lock.packages).sort()).toEqual(
      [
        '',
        'node_modules/@rp/ui',
        'node_modules/@rp/ui/node_modules/clsx',
        'node_modules/d3',
        'node_modules/d3-array',
        'node_modules/internmap',
        'node_modules/react',
        'node_modules/rollup',
        'node_modules/vite',
      ].sort(),
    );
    // The workspace's nested copy moves under the installed package; a missing optional dependency is left out.
    expect(lock.packages['node_modules/@rp/ui/node_modules/clsx'].version).toBe('1.2.1');
    expect(lock.packages['node_modules/react'].integrity).toBe('sha512-react');
  });

  it('stops with a clear error when a dependency is not installed in the workspace', () => {
    expect(() =>
      consumerLock(rootLock, { name: 'app', version: '0.0.0', dependencies: { leftpad: '^1' } }, {}),
    ).toThrow(/leftpad is not installed in the workspace/);
  });
});
