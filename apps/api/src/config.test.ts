import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('has defaults for everything', () => {
    const c = loadConfig({});
    expect(c.port).toBe(4000);
    expect(c.databaseUrl).toBeUndefined();
    expect(c.basePaths).toEqual({ management: '/management', technology: '/technology' });
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
