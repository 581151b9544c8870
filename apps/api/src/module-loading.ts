/**
 * Two settings of Node's module loader that halve the time the API takes to load its modules, which is
 * most of a start (docs/decisions/0071-reference-topology.md). `main.ts` applies them before it loads
 * anything else; nothing else about loading changes.
 *
 * - **Node's compile cache** (`module.enableCompileCache()`): each module's compiled code, and each
 *   TypeScript file with its types stripped, kept in `NODE_COMPILE_CACHE` (else the system's temporary
 *   folder) and used again while the file's content is the same. `NODE_DISABLE_COMPILE_CACHE=1` turns it
 *   off; where the folder cannot be written, modules load as before.
 * - **Relative imports between a package's own ES modules** (`./x.js` inside `node_modules`) are resolved
 *   here. Node 24 resolves each one by parsing the package's whole `exports` map again to learn the
 *   module's type: for drizzle-orm (a 179 KB `package.json`, 112 modules) that was a third of the
 *   start. The answer is the same file Node would find (its real path), loaded as an ES module when the
 *   nearest `package.json` says `"type": "module"`; anything else goes to Node's own resolution.
 */
import { readFileSync, realpathSync, statSync } from 'node:fs';
import { enableCompileCache, flushCompileCache, registerHooks } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** Per folder, the `type` of the nearest package.json at or above it. */
const typeOfFolder = new Map<string, string>();

function packageType(folder: string): string {
  const walked: string[] = [];
  let dir = folder;
  let type = typeOfFolder.get(dir);
  while (type === undefined) {
    walked.push(dir);
    type = declaredType(dir);
    if (type === undefined) {
      const up = dirname(dir);
      if (up === dir) type = 'commonjs';
      else {
        dir = up;
        type = typeOfFolder.get(dir);
      }
    }
  }
  for (const seen of walked) typeOfFolder.set(seen, type);
  return type;
}

/** The `type` a folder's package.json declares; undefined without one, 'unknown' for one that cannot be read. */
function declaredType(dir: string): string | undefined {
  let text: string;
  try {
    text = readFileSync(join(dir, 'package.json'), 'utf8');
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'ENOENT' ? undefined : 'unknown';
  }
  try {
    const { type } = JSON.parse(text) as { type?: unknown };
    return typeof type === 'string' ? type : 'commonjs';
  } catch {
    return 'unknown';
  }
}

/** Applies both settings; call before importing the API's modules. */
export function loadModulesFaster(): void {
  enableCompileCache();
  registerHooks({
    resolve(specifier, context, nextResolve) {
      const parent = context.parentURL;
      if (
        parent?.startsWith('file://') &&
        parent.includes('/node_modules/') &&
        /^\.\.?\/[^?#%]*\.js$/.test(specifier) &&
        !context.conditions.includes('require')
      ) {
        let path: string | undefined;
        try {
          path = realpathSync(fileURLToPath(new URL(specifier, parent)));
          if (!statSync(path).isFile()) path = undefined;
        } catch {
          // Missing: Node's own resolution says so in its words.
        }
        if (path && packageType(dirname(path)) === 'module') {
          return { url: pathToFileURL(path).href, format: 'module', shortCircuit: true };
        }
      }
      return nextResolve(specifier, context);
    },
  });
}

/** Writes what the compile cache holds now (Node writes it only at a normal exit, which a crash skips). */
export function keepCompiledModules(): void {
  flushCompileCache();
}
