/**
 * The resume builder (decision 0030): the seeker's draft (saved, else filled from the profile), saving
 * it, its PDF in a template, and making that PDF their resume as an upload does. Downloading and using
 * the PDF need the resume builder entitlement (`seeker_profiles.resume_builder_until`, decision 0029);
 * everyone signed in may build and save a draft and see it previewed, watermarked, on the site.
 */
import { pdfFileName, RESUME_TEMPLATES, ResumePdfQuery } from '@jobsite/domain/calls';
import { Hono } from 'hono';
import type { Db } from '../../db/client.ts';
import { route } from '../../http/contract.ts';
import { HttpError } from '../../http/errors.ts';
import { parseQuery } from '../../http/validate.ts';
import type { MediaStore } from '../../media/store.ts';
import { requireSeeker, type SeekerVariables } from '../auth/guard.ts';
import type { SessionSettings } from '../auth/sessions.ts';
import { entitlements } from '../subscription/orders.ts';
import { replaceResume } from '../user/files.ts';
import { draftOf } from './draft.ts';
import { resumePdf } from './pdf.ts';
import { saveDraft } from './queries.ts';

const SUBSCRIBE_TO_DOWNLOAD = 'Subscribe to the resume builder to download your resume';
const SUBSCRIBE_TO_USE = 'Subscribe to the resume builder to use it as your resume';

export function resumeBuilderRoutes(
  { db, sessions, media }: { db: Db; sessions: SessionSettings; media: MediaStore },
  vertical: string,
) {
  const app = new Hono<{ Variables: SeekerVariables }>({ strict: false });
  const seeker = requireSeeker(db, sessions, vertical);
  const subscribed = async (seekerId: number) => (await entitlements(db, seekerId)).resumeBuilder;

  route(app, 'GET user/resume-builder', seeker, async (c) => {
    const seekerId = c.get('seekerId');
    const [found, plan] = await Promise.all([draftOf(db, vertical, seekerId), subscribed(seekerId)]);
    c.header('Cache-Control', 'no-store');
    return {
      ...found,
      canExport: plan.active,
      expiry: plan.expiry,
      templates: RESUME_TEMPLATES.map(({ id, name, description }) => ({ id, name, description })),
    };
  });

  route(app, 'POST user/resume-builder', seeker, async (c, { body: draft }) => {
    const updatedAt = await saveDraft(db, c.get('seekerId'), draft);
    return { message: 'Your resume draft has been saved', draft, updatedAt: updatedAt.toISOString() };
  });

  app.get('/user/resume-builder/pdf', seeker, async (c) => {
    const { template } = parseQuery(c, ResumePdfQuery);
    const seekerId = c.get('seekerId');
    if (!(await subscribed(seekerId)).active) throw new HttpError(403, SUBSCRIBE_TO_DOWNLOAD);
    const { draft } = await draftOf(db, vertical, seekerId);
    const pdf = await resumePdf(draft, template ?? draft.template);
    c.header('Content-Type', 'application/pdf');
    c.header('Content-Disposition', `attachment; filename="${pdfFileName(draft.name)}"`);
    c.header('Cache-Control', 'private, no-store');
    return c.body(new Uint8Array(pdf));
  });

  route(app, 'POST user/resume-builder/use', seeker, async (c, { body: { template } }) => {
    const seekerId = c.get('seekerId');
    if (!(await subscribed(seekerId)).active) throw new HttpError(403, SUBSCRIBE_TO_USE);
    const { draft } = await draftOf(db, vertical, seekerId);
    const pdf = await resumePdf(draft, template ?? draft.template);
    // Stored exactly as an upload is: the media store, the profile's resume key, name and date.
    const key = await replaceResume(db, media, vertical, seekerId, {
      content: new Uint8Array(pdf),
      kind: 'pdf',
      name: pdfFileName(draft.name),
    });
    return {
      message: 'Your new resume is now the one recruiters see',
      resumePath: `/${vertical}/media/file/${key}`,
      resumeUpdated: true as const,
    };
  });

  return app;
}
