/**
 * Company logos and the seeded companies' facts, against the real API and its seeded database
 * (decision 0092): every seeded company has a logo the API serves with its type and a year's caching;
 * a company's own recruiter uploads a PNG, JPEG or WebP (nothing else, nothing too large, nobody
 * else's); featured employers are ranked by live jobs; the facts agree.
 */
import { LOGO_FILE_NAME, VERTICAL_IDS, VERTICALS } from '@jobsite/domain';
import { VOCABULARY } from '@jobsite/domain/vocabulary';
import { describe, expect, it } from 'vitest';
import {
  type CompanySize,
  INDUSTRY_PROFILES,
  MIN_AGE,
  SEED_YEAR,
  STARTUP_MAX_AGE,
} from '../../db/seed-companies.ts';
import { contrastWithWhite, LOGO_MIN_CONTRAST, logoColour } from '../../media/logo.ts';
import { jpegDeclaring, pngDeclaring, webpDeclaring } from '../../media/test-media.ts';
import { drivers, setupTestServer, TEST_ADMIN_KEY } from '../../test-server.ts';

const base = (v: string) => VERTICALS[v as keyof typeof VERTICALS].basePath;

interface CompanyRow {
  id: number;
  vertical: string;
  name: string;
  slug: string;
  logo: string | null;
  about: string;
  employees: CompanySize;
  industry: string;
}

describe.each(drivers)('company logos and facts (%s)', (driver) => {
  const s = setupTestServer(driver);
  const companies = async (): Promise<CompanyRow[]> =>
    (await s.db.raw(
      `SELECT c.id::int AS id, c.vertical, c.name, c.slug, c.logo, c.about, c.employees, i.name AS industry
         FROM companies c JOIN industries i ON i.id = c.industry_id ORDER BY c.id`,
    )) as CompanyRow[];

  it('gives every seeded company of both brands a logo the API serves, small, typed and cached for a year', async () => {
    const rows = await companies();
    for (const v of VERTICAL_IDS) expect(rows.filter((r) => r.vertical === v).length).toBeGreaterThan(100);
    for (const r of rows) expect(r.logo).toMatch(/^\/logos\//);
    // Every logo of one brand, and a sample of the other's.
    const sample = rows.filter((r, i) => r.vertical === VERTICAL_IDS[0] || i % 25 === 0);
    for (const r of sample) {
      const name = (r.logo ?? '').slice('/logos/'.length);
      expect(name).toMatch(LOGO_FILE_NAME);
      const res = await s.get(`${base(r.vertical)}/logos/${name}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/svg+xml');
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      const svg = await res.text();
      expect(svg.length).toBeLessThan(600);
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      expect(svg).not.toMatch(/<script|href=|on[a-z]+=/i);
    }
  });

  it('answers 404 for a logo that is not there, of another brand, or a name it never makes', async () => {
    const [first] = await companies();
    const name = (first?.logo ?? '').slice('/logos/'.length);
    const other = VERTICAL_IDS.find((v) => v !== first?.vertical) as string;
    expect((await s.get(`${base(other)}/logos/${name}`)).status).toBe(404);
    expect((await s.get(`${base(other)}/logos/acme-0123456789.svg`)).status).toBe(404);
    expect((await s.get(`${base(other)}/logos/..%2F..%2Fetc.svg`)).status).toBe(404);
    expect((await s.get(`${base(other)}/logos/acme.png`)).status).toBe(404);
  });

  it('draws initials white on a colour with a contrast of at least 4.5:1', () => {
    for (const name of ['Abbott Capital', 'Achari Labs', 'Yellow Foods', 'Green Cloud', 'Zz Top'])
      expect(contrastWithWhite(logoColour(name).rgb)).toBeGreaterThanOrEqual(LOGO_MIN_CONTRAST);
  });

  it('seeds facts that agree: no startup older than 10 years or over 200 people, no large company too young', async () => {
    const rows = await companies();
    for (const r of rows) {
      const founded = Number(/founded in (\d{4})\./.exec(r.about)?.[1]);
      expect(founded, r.about).toBeGreaterThan(1850);
      expect(SEED_YEAR - founded, `${r.about} (${r.employees})`).toBeGreaterThanOrEqual(MIN_AGE[r.employees]);
      const profile = INDUSTRY_PROFILES[r.industry];
      expect(profile, r.industry).toBeDefined();
      expect(profile?.sizes).toContain(r.employees);
      // The about text names the industry the company is filed under.
      expect(r.about).toContain(` ${profile?.noun} `);
      expect(r.about).not.toMatch(/\ba [aeiou]/i);
      if (profile?.startup) {
        expect(SEED_YEAR - founded).toBeLessThanOrEqual(STARTUP_MAX_AGE);
        expect(['11-50', '51-200']).toContain(r.employees);
      }
      if (r.employees === '5000+') expect(SEED_YEAR - founded).toBeGreaterThanOrEqual(25);
    }
    expect(rows.some((r) => r.industry === 'AI Startup')).toBe(true);
  });

  it('has a profile for every industry of both vocabularies', () => {
    for (const v of VERTICAL_IDS)
      for (const industry of Object.values(VOCABULARY[v].categories).flatMap((c) => c.industries.split('|')))
        expect(INDUSTRY_PROFILES[industry], industry).toBeDefined();
  });

  it('lists featured employers by live jobs, most first, not by name', async () => {
    const v = VERTICAL_IDS[0] as string;
    const res = await s.get(`${base(v)}/job/company-list?page=0&sort=jobs`);
    expect(res.status).toBe(200);
    const { companies: list } = (await res.json()) as { companies: { name: string; activeJobs: number }[] };
    expect(list.length).toBeGreaterThan(5);
    const counts = list.map((c) => c.activeJobs);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const byName = (await (await s.get(`${base(v)}/job/company-list?page=0`)).json()) as {
      companies: { name: string }[];
    };
    expect(list.map((c) => c.name)).not.toEqual(byName.companies.map((c) => c.name));
    expect((await s.get(`${base(v)}/job/company-list?page=0&sort=size`)).status).toBe(400);
  });

  describe('a recruiter uploads their company’s logo', () => {
    const v = VERTICAL_IDS[0] as string;
    /** A company of the vertical, one of its recruiters, and a recruiter of another company. */
    const cast = async () => {
      const [row] = (await s.db.raw(
        `SELECT r.company_id::int AS company, r.id::int AS own,
                (SELECT id::int FROM recruiters o WHERE o.vertical = r.vertical AND o.company_id <> r.company_id LIMIT 1) AS other
           FROM recruiters r WHERE r.vertical = '${v}' AND r.company_id IS NOT NULL ORDER BY r.id DESC LIMIT 1`,
      )) as { company: number; own: number; other: number }[];
      if (!row) throw new Error('no recruiter');
      return row;
    };
    const upload = (company: number, recruiterId: number | null, data: Uint8Array, name = 'logo.png') => {
      const form = new FormData();
      if (recruiterId !== null) form.append('recruiterId', String(recruiterId));
      form.append('file', new Blob([Buffer.from(data)]), name);
      return s.get(`/internal/${v}/companies/${company}/logo`, {
        method: 'PUT',
        headers: { 'x-admin-key': TEST_ADMIN_KEY },
        body: form,
      });
    };
    const logoOf = async (company: number) =>
      ((await s.db.raw(`SELECT logo FROM companies WHERE id = ${company}`)) as { logo: string | null }[])[0]
        ?.logo;

    it('takes a PNG, JPEG or WebP, serves it at a new address, and shows it on the company page', async () => {
      const { company, own } = await cast();
      const before = await logoOf(company);
      const png = pngDeclaring(200, 120, 4096);
      const res = await upload(company, own, png);
      expect(res.status).toBe(200);
      const body = (await res.json()) as { logo: string };
      expect(body.logo).toMatch(/^\/logos\/[a-z0-9-]+-[0-9a-f]{10}\.png$/);
      expect(body.logo).not.toBe(before);
      expect(await logoOf(company)).toBe(body.logo);
      const served = await s.get(`${base(v)}${body.logo}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/png');
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(Buffer.from(await served.arrayBuffer()).equals(Buffer.from(png))).toBe(true);
      const [slug] = (
        (await s.db.raw(`SELECT slug FROM companies WHERE id = ${company}`)) as { slug: string }[]
      ).map((r) => r.slug);
      const page = (await (await s.get(`${base(v)}/job/company-data?slug=${slug}`)).json()) as {
        logo: string;
      };
      expect(page.logo).toBe(body.logo);
      // The old logo stays served: pages and cached answers may still name it.
      if (before) expect((await s.get(`${base(v)}${before}`)).status).toBe(200);

      expect((await upload(company, own, jpegDeclaring(256, 256), 'logo.jpg')).status).toBe(200);
      expect(await logoOf(company)).toMatch(/\.jpeg$/);
      expect((await upload(company, own, webpDeclaring('VP8L', 128, 128), 'logo.webp')).status).toBe(200);
      expect(await logoOf(company)).toMatch(/\.webp$/);
    });

    it('refuses an SVG, a file of another type, a renamed one, too large a file or picture, with clear texts', async () => {
      const { company, own } = await cast();
      const svg = new TextEncoder().encode(
        '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      );
      const refusedSvg = await upload(company, own, svg, 'logo.svg');
      expect(refusedSvg.status).toBe(415);
      expect(((await refusedSvg.json()) as { error: { message: string } }).error.message).toMatch(
        /must be a PNG, JPEG or WebP file \(an SVG is not taken/,
      );
      const pdf = new TextEncoder().encode('%PDF-1.7\n%%EOF');
      expect((await upload(company, own, pdf, 'logo.png')).status).toBe(415);

      const big = pngDeclaring(512, 512, 300 * 1024);
      const tooLarge = await upload(company, own, big);
      expect(tooLarge.status).toBe(413);
      expect(((await tooLarge.json()) as { error: { message: string } }).error.message).toBe(
        'The logo is larger than 256 KB. Please upload a smaller PNG, JPEG or WebP file',
      );
      const huge = await upload(company, own, pngDeclaring(4000, 4000));
      expect(huge.status).toBe(400);
      expect(((await huge.json()) as { error: { message: string } }).error.message).toBe(
        'The logo is 4000 × 4000 pixels. Please upload one of 32 to 1024 pixels on a side',
      );
      expect((await upload(company, own, pngDeclaring(16, 16))).status).toBe(400);
    });

    it('refuses a recruiter of another company, an unknown company, and a request without the admin key', async () => {
      const { company, own, other } = await cast();
      const before = await logoOf(company);
      const refused = await upload(company, other, pngDeclaring(64, 64));
      expect(refused.status).toBe(403);
      expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
        'Only a recruiter of this company may change its logo',
      );
      expect(await logoOf(company)).toBe(before);
      expect((await upload(999_999_999, own, pngDeclaring(64, 64))).status).toBe(404);
      expect((await upload(company, null, pngDeclaring(64, 64))).status).toBe(400);
      const form = new FormData();
      form.append('recruiterId', String(own));
      form.append('file', new Blob([Buffer.from(pngDeclaring(64, 64))]), 'logo.png');
      const anonymous = await s.get(`/internal/${v}/companies/${company}/logo`, {
        method: 'PUT',
        body: form,
      });
      expect(anonymous.status).toBe(401);
    });
  });
});
