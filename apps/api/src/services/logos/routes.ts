/**
 * Company logos (decision 0092). `GET {base}/logos/{name}`: a logo, public, cached for a year (its name
 * carries a hash of its bytes, so a new logo has a new address); the brand site relays it at its own
 * `/logos/{name}`. `PUT /internal/{vertical}/companies/{id}/logo`: a recruiter of the company uploads
 * its logo, a PNG, JPEG or WebP checked by its bytes (never an SVG: it can carry script).
 */
import { COMPANY_LOGO_UPLOAD, CompanyLogoFields } from '@jobsite/domain/calls';
import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import * as v from 'valibot';
import type { Db } from '../../db/client.ts';
import type { Vertical } from '../../db/content.ts';
import { companies, recruiters } from '../../db/schema.ts';
import { streamedBodyLimit } from '../../http/body-limit.ts';
import { HttpError } from '../../http/errors.ts';
import { parse, parseParams } from '../../http/validate.ts';
import { pictureDimensions } from '../../media/dimensions.ts';
import {
  LOGO_CACHE_CONTROL,
  LOGO_NAME,
  LOGO_TYPES,
  type LogoKind,
  logoAddress,
  logoKey,
  logoName,
} from '../../media/logo.ts';
import { rangedAnswer } from '../../media/serve.ts';
import { sniff } from '../../media/sniff.ts';
import { contentSize, type MediaStore } from '../../media/store.ts';
import { MULTIPART_FRAMING, openForm, receiveFile, type Spooled } from '../../media/upload.ts';

const { maxBytes, kinds, minSide, maxSide } = COMPANY_LOGO_UPLOAD;
const TOO_LARGE = `The logo is larger than ${maxBytes / 1024} KB. Please upload a smaller PNG, JPEG or WebP file`;
const WRONG_KIND =
  'The logo must be a PNG, JPEG or WebP file (an SVG is not taken: it can carry script). Please save it as PNG and upload it again';

const LogoParams = v.object({ id: v.pipe(v.string(), v.regex(/^\d{1,10}$/), v.transform(Number)) });

/** The public logo files of the vertical. */
export function logoRoutes({ media }: { media: MediaStore }, vertical: Vertical) {
  const app = new Hono({ strict: false });
  app.get('/logos/:name', async (c) => {
    const name = c.req.param('name');
    if (!LOGO_NAME.test(name)) throw new HttpError(404, 'Not found');
    const kind = name.slice(name.lastIndexOf('.') + 1) as LogoKind;
    const file = await media.open(logoKey(vertical, name));
    if (!file) throw new HttpError(404, 'Not found');
    // The seed's SVG is drawn by the API; still, an SVG opened by itself runs nothing and loads nothing.
    if (kind === 'svg') c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
    c.header('X-Content-Type-Options', 'nosniff');
    return rangedAnswer(c, file, {
      type: LOGO_TYPES[kind],
      cacheControl: LOGO_CACHE_CONTROL,
      disposition: 'inline',
    });
  });
  return app;
}

/** The company of the vertical with this id, or null. */
export async function companyOf(db: Db, vertical: Vertical, id: number) {
  const [row] = await db.orm
    .select({ id: companies.id, slug: companies.slug, logo: companies.logo })
    .from(companies)
    .where(and(eq(companies.id, id), eq(companies.vertical, vertical)));
  return row ?? null;
}

/**
 * Checks a company's new logo by its bytes (a PNG, JPEG or WebP of a size in bounds, else a refusal that
 * says why), stores it and names it on the company: its address. The bytes are a spooled upload, or a
 * small file read whole.
 */
export async function replaceCompanyLogo(
  { db, media }: { db: Db; media: MediaStore },
  vertical: Vertical,
  company: { id: number; slug: string },
  content: Spooled | Uint8Array,
): Promise<string> {
  if (contentSize(content) > maxBytes) throw new HttpError(413, TOO_LARGE);
  const head = content instanceof Uint8Array ? content : content.head;
  const kind = sniff(head);
  if (!kind || !(kinds as readonly string[]).includes(kind)) throw new HttpError(415, WRONG_KIND);
  const size =
    pictureDimensions(kind, head) ??
    (content instanceof Uint8Array ? undefined : pictureDimensions(kind, await content.readAll()));
  if (!size)
    throw new HttpError(400, 'We could not read the size of this logo. Please save it again and upload it');
  if (Math.min(size.width, size.height) < minSide || Math.max(size.width, size.height) > maxSide)
    throw new HttpError(
      400,
      `The logo is ${size.width} × ${size.height} pixels. Please upload one of ${minSide} to ${maxSide} pixels on a side`,
    );
  const name = logoName(company.slug, kind as LogoKind, content);
  await media.put(logoKey(vertical, name), content);
  const logo = logoAddress(name);
  await db.orm.update(companies).set({ logo }).where(eq(companies.id, company.id));
  return logo;
}

/** The body limit of a logo's upload: the file and its form's framing. */
export const logoBodyLimit = () => streamedBodyLimit(maxBytes + MULTIPART_FRAMING, TOO_LARGE);

/** The internal API's logo upload. */
export function logoInternalRoutes({ db, media }: { db: Db; media: MediaStore }, vertical: Vertical) {
  const app = new Hono({ strict: false });
  app.put('/companies/:id/logo', logoBodyLimit(), async (c) => {
    const { id } = parseParams(c, LogoParams);
    // The recruiter is named before the file: who may send it is settled before a byte of it is read.
    const form = await openForm(c, 'logo');
    try {
      const company = await companyOf(db, vertical, id);
      if (!company) throw new HttpError(404, 'Company not found');
      const { recruiterId } = parse(CompanyLogoFields, form.fields, 'body');
      const [recruiter] = await db.orm
        .select({ companyId: recruiters.companyId })
        .from(recruiters)
        .where(and(eq(recruiters.id, recruiterId), eq(recruiters.vertical, vertical)));
      if (!recruiter) throw new HttpError(404, 'Recruiter not found');
      if (recruiter.companyId !== company.id)
        throw new HttpError(403, 'Only a recruiter of this company may change its logo');
      const file = await receiveFile(c, form, media.spoolDir, {
        what: 'logo',
        maxBytes,
        tooLarge: TOO_LARGE,
      });
      try {
        const logo = await replaceCompanyLogo({ db, media }, vertical, company, file);
        // The logo it replaces stays in the store: pages and cached answers still name it for a while.
        return c.json({ companyId: company.id, logo, message: "The company's logo has been updated" });
      } finally {
        await file.discard();
      }
    } catch (error) {
      form.stop();
      throw error;
    }
  });
  return app;
}
