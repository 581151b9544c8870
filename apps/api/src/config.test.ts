import { VERTICAL_IDS, VERTICALS, type Vertical } from '@jobsite/domain';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const byVertical = (pick: (id: Vertical) => string) =>
  Object.fromEntries(VERTICAL_IDS.map((id) => [id, pick(id)]));

describe('loadConfig', () => {
  it('has defaults for everything', () => {
    const c = loadConfig({});
    expect(c.port).toBe(4000);
    expect(c.databaseUrl).toBeUndefined();
    expect(c.basePaths).toEqual(byVertical((id) => VERTICALS[id].basePath));
    expect(c.siteOrigins).toEqual(byVertical((id) => VERTICALS[id].siteOrigin));
    for (const id of VERTICAL_IDS) expect(c.corsOrigins).toContain(VERTICALS[id].siteOrigin);
  });
  it('reads BASE_PATH_<ID> and SITE_ORIGIN_<ID> for every vertical', () => {
    const env = Object.fromEntries(
      VERTICAL_IDS.flatMap((id) => [
        [`BASE_PATH_${id.toUpperCase()}`, `/v-${id}`],
        [`SITE_ORIGIN_${id.toUpperCase()}`, `https://${id}.example.in`],
      ]),
    );
    const c = loadConfig(env);
    expect(c.basePaths).toEqual(byVertical((id) => `/v-${id}`));
    expect(c.siteOrigins).toEqual(byVertical((id) => `https://${id}.example.in`));
  });
  it('refuses two verticals on one base path, naming both variables', () => {
    const [a, b] = VERTICAL_IDS as readonly [Vertical, Vertical];
    const name = (id: Vertical) => `BASE_PATH_${id.toUpperCase()}`;
    const message = `${name(a)} and ${name(b)} must differ`;
    expect(() => loadConfig({ [name(a)]: '/jobs', [name(b)]: '/jobs' })).toThrow(message);
    expect(() => loadConfig({ [name(a)]: VERTICALS[b].basePath })).toThrow(message);
  });
  it('names every bad value, one line each', () => {
    try {
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        NODE_ENV: 'prod',
        BASE_PATH_TECHNOLOGY: 'tech',
      });
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      const problems = (err as ConfigError).problems;
      expect(problems).toHaveLength(4);
      expect(problems.join('\n')).toMatch(/PORT/);
      expect(problems.join('\n')).toMatch(/DATABASE_URL/);
      expect(problems.join('\n')).toMatch(/NODE_ENV/);
      expect(problems.join('\n')).toMatch(/BASE_PATH_TECHNOLOGY/);
    }
  });
  it('turns the internal API on only with an ADMIN_KEY of 24 or more characters', () => {
    expect(loadConfig({}).adminKey).toBeUndefined();
    expect(loadConfig({ ADMIN_KEY: 'k'.repeat(24) }).adminKey).toBe('k'.repeat(24));
    expect(() => loadConfig({ ADMIN_KEY: 'short' })).toThrow(/ADMIN_KEY must be at least 24 characters/);
  });
});
