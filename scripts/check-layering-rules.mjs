// Proves that the layering rules bite: dependency-cruiser runs over a small tree that breaks each
// rule once (scripts/layering-fixtures) and this script fails unless every rule reports its breach.
import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const fixtures = join(root, 'scripts', 'layering-fixtures');
const expected = [
  'packages-never-import-apps',
  'nothing-imports-an-app',
  'domain-has-no-io',
  'features-never-import-features',
  'shell-never-imports-features',
  'brand-apps-hold-data',
  'seed-vocabulary-stays-on-the-server',
  'api-client-imports-only-domain',
  'ui-imports-only-domain',
  'api-services-import-only-earlier-services',
  'api-services-are-listed',
  'api-shared-files-import-no-service',
];
/** Imports the rules must let through: a service using one listed before it, and a test helper. */
const allowed = ['apps/api/src/services/alerts/digest.ts', 'apps/api/src/services/job/testing.ts'];

let output = '';
try {
  output = execFileSync(
    join(root, 'node_modules', '.bin', 'depcruise'),
    ['apps', 'packages', '--config', join(root, '.dependency-cruiser.cjs'), '--output-type', 'err'],
    { cwd: fixtures, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
  );
} catch (error) {
  output = `${error.stdout ?? ''}${error.stderr ?? ''}`;
}

const missing = expected.filter((rule) => !output.includes(rule));
if (missing.length > 0) {
  console.error(`Layering rules that did not fire on their fixture: ${missing.join(', ')}\n${output}`);
  process.exit(1);
}
const refused = allowed.filter((file) => output.includes(`: ${file} →`));
if (refused.length > 0) {
  console.error(`Layering rules that fired on an allowed import: ${refused.join(', ')}\n${output}`);
  process.exit(1);
}
console.log(
  `layering: all ${expected.length} rules fire on their fixtures, and ${allowed.length} allowed imports pass`,
);
