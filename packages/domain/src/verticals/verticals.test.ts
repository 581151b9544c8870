import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { FeatureFlags } from '../schemas/content.ts';
import { toSlug } from '../slug.ts';
import { DEFAULT_FEATURE_FLAGS, VERTICAL_IDS, VERTICALS, VerticalId } from './index.ts';
import { VOCABULARY } from './vocabulary.ts';

const entries = VERTICAL_IDS.map((id) => VERTICALS[id]);
const list = (s: string) => s.split('|').filter((x) => x.trim() !== '');
const distinct = (values: readonly unknown[]) => new Set(values).size === values.length;

describe('VERTICALS', () => {
  it('management and technology have the spec categories', () => {
    expect(VERTICAL_IDS.slice(0, 2)).toEqual(['management', 'technology']);
    expect(VERTICALS.management.categories).toHaveLength(11);
    expect(VERTICALS.technology.categories.map((c) => c.name)).toEqual([
      'AI/ML',
      'Data',
      'Software Development',
      'Product/Design',
      'Others',
    ]);
    expect(VERTICALS.management.basePath).toBe('/management');
    expect(VERTICALS.technology.basePath).toBe('/technology');
  });

  it('default feature flags: competition on in management only', () => {
    expect(DEFAULT_FEATURE_FLAGS.management.competition).toBe(true);
    expect(DEFAULT_FEATURE_FLAGS.technology.competition).toBe(false);
    for (const flags of Object.values(DEFAULT_FEATURE_FLAGS)) {
      expect(flags.competitionPreferredCompany).toBe(false);
      expect(flags.applyFloatingButton).toBe(true);
    }
  });
});

describe('every vertical entry', () => {
  it('is keyed by its id, which can end an environment variable name', () => {
    expect(VERTICAL_IDS).toEqual(Object.keys(VERTICALS));
    for (const id of VERTICAL_IDS) {
      expect(VERTICALS[id].id).toBe(id);
      expect(id).toMatch(/^[a-z][a-z0-9]*$/);
    }
  });

  it('has a unique id, short code, base path and site address', () => {
    expect(distinct(entries.map((e) => e.id))).toBe(true);
    expect(distinct(entries.map((e) => e.code))).toBe(true);
    expect(entries.every((e) => /^[A-Z]{2,6}$/.test(e.code))).toBe(true);
    expect(distinct(entries.map((e) => e.basePath))).toBe(true);
    expect(distinct(entries.map((e) => e.siteOrigin))).toBe(true);
  });

  it('has a base path the API accepts and a site address that is an origin', () => {
    for (const e of entries) {
      expect(e.basePath).toMatch(/^\/[a-z0-9-]+$/);
      expect(e.siteOrigin).toMatch(/^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/);
    }
  });

  it('has categories whose slug is toSlug(name), unique within the vertical', () => {
    for (const e of entries) {
      expect(e.categories.length).toBeGreaterThan(0);
      for (const category of e.categories) expect(category.slug).toBe(toSlug(category.name));
      expect(distinct(e.categories.map((c) => c.slug))).toBe(true);
    }
  });

  it('gives DEFAULT_FEATURE_FLAGS its flags, a valid flag set', () => {
    expect(Object.keys(DEFAULT_FEATURE_FLAGS)).toEqual(VERTICAL_IDS);
    for (const e of entries) {
      expect(DEFAULT_FEATURE_FLAGS[e.id]).toBe(e.flags);
      expect(v.is(FeatureFlags, e.flags)).toBe(true);
    }
  });

  it('is the only thing VerticalId accepts', () => {
    for (const id of VERTICAL_IDS) expect(v.parse(VerticalId, id)).toBe(id);
    for (const other of ['', 'Management ', 'all', 'vertical']) expect(v.is(VerticalId, other)).toBe(false);
  });
});

describe('the seed vocabulary', () => {
  it('is present for every vertical, and only for them', () => {
    expect(Object.keys(VOCABULARY)).toEqual(VERTICAL_IDS);
  });

  it('has a name, an audience, education lines and company suffixes for every vertical', () => {
    for (const id of VERTICAL_IDS) {
      const vocabulary = VOCABULARY[id];
      expect(vocabulary.name.trim()).not.toBe('');
      expect(vocabulary.audience.trim()).not.toBe('');
      expect(vocabulary.education.length).toBeGreaterThan(0);
      expect(list(vocabulary.companySuffixes).length).toBeGreaterThan(0);
    }
  });

  it('covers exactly the categories of its vertical, each with every list filled', () => {
    for (const id of VERTICAL_IDS) {
      const categories = VOCABULARY[id].categories;
      expect(Object.keys(categories)).toEqual(VERTICALS[id].categories.map((c) => c.slug));
      for (const content of Object.values(categories)) {
        expect(content.icon).toMatch(/^[a-z-]+$/);
        expect(Object.keys(content.menus).length).toBeGreaterThan(0);
        for (const tags of Object.values(content.menus)) expect(list(tags).length).toBeGreaterThan(0);
        for (const text of [content.titles, content.duties, content.functionalAreas, content.industries]) {
          expect(list(text).length).toBeGreaterThan(0);
        }
      }
    }
  });
});
