// Rolls each entry point's declarations into one .d.ts in dist/ and keeps its public API report in api/<entry>.api.md
// (API Extractor). Run from a package folder after `tsc -p tsconfig.build.json`; one entry per `exports` subpath.
//   node ../../scripts/api-extractor.mjs            fails when the public API differs from the committed report
//   node ../../scripts/api-extractor.mjs --local    (npm run api:update) rewrites the report instead
import { Extractor, ExtractorConfig } from '@microsoft/api-extractor';
import { mkdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const packageDir = process.cwd();
const isLocal = process.argv.includes('--local') || process.env.RP_API_UPDATE === '1';
const pkg = JSON.parse(readFileSync(resolve(packageDir, 'package.json'), 'utf8'));

mkdirSync(resolve(packageDir, 'api'), { recursive: true });
let failed = false;
for (const [subpath, target] of Object.entries(pkg.exports)) {
  if (typeof target !== 'object' || !target.types) continue;
  // './dist/react/index.d.ts' is rolled up from tsc's '.types/react/index.d.ts'.
  const entry = target.types.replace(/^\.\/dist\//, '');
  const reportName = subpath === '.' ? 'index' : subpath.replace(/^\.\//, '').replaceAll('/', '-');
  const config = ExtractorConfig.prepare({
    configObject: {
      projectFolder: packageDir,
      mainEntryPointFilePath: resolve(packageDir, '.types', entry),
      bundledPackages: [],
      compiler: { tsconfigFilePath: resolve(packageDir, 'tsconfig.build.json') },
      apiReport: {
        enabled: true,
        reportFileName: reportName,
        reportFolder: resolve(packageDir, 'api'),
        reportTempFolder: resolve(packageDir, '.types/api'),
      },
      docModel: { enabled: false },
      tsdocMetadata: { enabled: false },
      dtsRollup: { enabled: true, untrimmedFilePath: resolve(packageDir, target.types) },
      messages: {
        compilerMessageReporting: { default: { logLevel: 'warning' } },
        extractorMessageReporting: {
          default: { logLevel: 'warning' },
          // Our packages mark no release stages (@public/@beta): what the index exports is the API.
          'ae-missing-release-tag': { logLevel: 'none' },
          'ae-undocumented': { logLevel: 'none' },
          // A type reachable only through an exported one is still written to the report, where a review sees it.
          'ae-forgotten-export': { logLevel: 'none', addToApiReportFile: true },
        },
        tsdocMessageReporting: { default: { logLevel: 'none' } },
      },
    },
    configObjectFullPath: resolve(packageDir, 'api-extractor.json'),
    packageJsonFullPath: resolve(packageDir, 'package.json'),
  });
  const result = Extractor.invoke(config, { localBuild: isLocal, showVerboseMessages: false });
  if (result.apiReportChanged && !isLocal) {
    console.error(
      `\n${pkg.name}${subpath === '.' ? '' : subpath.slice(1)}: the public API changed and its report ` +
        `api/${reportName}.api.md was not updated. Review the change, then run \`npm run api:update\` ` +
        `and commit the report (and a changeset: \`npx changeset\`).\n`,
    );
  }
  if (!result.succeeded) failed = true;
}
process.exit(failed ? 1 : 0);
