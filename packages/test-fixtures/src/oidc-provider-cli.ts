/**
 * Runs the local OpenID provider for the browser suites: `node oidc-provider-cli.ts` with OIDC_PORT and
 * OIDC_REDIRECT_URIS (comma-separated callback addresses); it listens on localhost until stopped.
 */
import { startOidcProvider } from './oidc-provider.ts';

const port = Number(process.env.OIDC_PORT ?? '0');
const redirectUris = (process.env.OIDC_REDIRECT_URIS ?? '')
  .split(',')
  .map((u) => u.trim())
  .filter(Boolean);
if (!Number.isInteger(port) || port <= 0 || redirectUris.length === 0) {
  console.error('Set OIDC_PORT to a port and OIDC_REDIRECT_URIS to the callback addresses');
  process.exit(2);
}
const running = await startOidcProvider({ port, host: 'localhost', redirectUris });
process.stdout.write(`test OpenID provider at ${running.issuer}\n`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    running.close().then(() => process.exit(0));
  });
}
