/**
 * Social connections (decision 0034), the seeker's calls (cookie or bearer): `GET user/social`,
 * `POST user/social/{provider}/start`, `POST user/social/{provider}/callback` and
 * `POST user/social/{provider}/disconnect`.
 */
import { Hono } from 'hono';
import type { Vertical } from '../../db/content.ts';
import { route } from '../../http/contract.ts';
import type { Logger } from '../../logger.ts';
import { requireSeeker, type SeekerVariables } from '../auth/guard.ts';
import type { AuthDeps } from '../auth/routes.ts';
import { type Networks, networksOf, type SocialProviders } from './providers.ts';
import { disconnect, finish, listConnections, type SocialSettings, start } from './service.ts';

const cache = new WeakMap<SocialProviders, Networks>();
/** One set of networks per configuration, shared by the verticals (discovery is read once). */
const networksFor = (providers: SocialProviders) => {
  let found = cache.get(providers);
  if (!found) {
    found = networksOf(providers);
    cache.set(providers, found);
  }
  return found;
};

/** `socialProviders`: the networks with a client at the site (decision 0034); absent means none. */
export function socialRoutes(
  {
    db,
    sessions,
    siteOrigins,
    socialProviders = {},
    logger,
  }: Pick<AuthDeps, 'db' | 'sessions' | 'siteOrigins'> & {
    socialProviders?: SocialProviders | undefined;
    logger?: Logger;
  },
  vertical: Vertical,
) {
  const settings: SocialSettings = {
    networks: networksFor(socialProviders),
    siteOrigins,
    logger,
  };
  const app = new Hono<{ Variables: SeekerVariables }>({ strict: false });
  const seeker = requireSeeker(db, sessions, vertical);

  route(app, 'GET user/social', seeker, async (c) => {
    c.header('Cache-Control', 'no-store');
    return { connections: await listConnections(db, vertical, settings, c.get('seekerId')) };
  });

  route(app, 'POST user/social/{provider}/start', seeker, async (c, { params: { provider } }) => {
    c.header('Cache-Control', 'no-store');
    return start(db, vertical, settings, c.get('seekerId'), provider);
  });

  route(app, 'POST user/social/{provider}/callback', seeker, async (c, { params: { provider }, body }) =>
    finish(db, vertical, settings, c.get('seekerId'), provider, body),
  );

  route(app, 'POST user/social/{provider}/disconnect', seeker, async (c, { params: { provider } }) =>
    disconnect(db, vertical, settings, c.get('seekerId'), provider),
  );

  return app;
}
