/** Profile, resume and picture (calls.md 7.4) for one vertical; every call acts on the caller's own record. */
import {
  CoverLetterBody,
  MavenBody,
  ProfileFieldsQuery,
  ProfileTagsBody,
  ProfileUpdateBody,
  SkillsBody,
  SuggestSkillsQuery,
  UpdateStampBody,
} from '@jobsite/domain/calls';
import { Hono } from 'hono';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import { parse, parseBody, parseQuery } from '../../http/validate.ts';
import { type Kind, MIME, sniff } from '../../media/sniff.ts';
import type { MediaStore } from '../../media/store.ts';
import { generateSecret } from '../auth/codes.ts';
import { requireSeeker, type SeekerVariables } from '../auth/guard.ts';
import type { SessionSettings } from '../auth/sessions.ts';
import { followedJobIds } from '../job/applications.ts';
import { completeness, normalisedProfile, profileRow, type SeekerCounts } from './profile.ts';
import { proposeFields, resumeText } from './resume.ts';

export interface UserDeps {
  db: Db;
  sessions: SessionSettings;
  media: MediaStore;
  /** Counts of the seeker's applications, saved jobs and interview slots, for completeness. */
  counts?: (seekerId: number) => Promise<SeekerCounts>;
}

const RESUME_MAX_BYTES = 5 * 1024 * 1024;
const PICTURE_MAX_BYTES = 2 * 1024 * 1024;
const RESUME_KINDS: Kind[] = ['pdf', 'doc', 'docx'];
const PICTURE_KINDS: Kind[] = ['jpeg', 'png', 'webp'];

const noCounts = async (): Promise<SeekerCounts> => ({
  applied: 0,
  saved: 0,
  interviewSlots: { count: 0, slots: [] },
});

async function readUpload(body: Record<string, unknown>, maxBytes: number, kinds: Kind[], what: string) {
  const file = body.file;
  if (!(file instanceof File))
    throw new HttpError(400, `Invalid body field 'file': attach the ${what} as 'file'`);
  if (file.size === 0) throw new HttpError(400, `Invalid body field 'file': the ${what} is empty`);
  if (file.size > maxBytes) {
    throw new HttpError(
      413,
      `The ${what} is larger than ${maxBytes / 1024 / 1024} MB. Please upload a smaller file`,
    );
  }
  const data = new Uint8Array(await file.arrayBuffer());
  const kind = sniff(data);
  if (!kind || !kinds.includes(kind)) {
    const allowed = kinds.map((k) => k.toUpperCase()).join(', ');
    throw new HttpError(415, `The ${what} must be a ${allowed} file`);
  }
  // The name is shown back to its owner only; control characters (NUL among them) are dropped.
  return { data, kind, name: file.name.replace(/\p{Cc}/gu, '').slice(0, 200) };
}

async function multipart(c: { req: { parseBody: () => Promise<Record<string, unknown>> } }) {
  try {
    return await c.req.parseBody();
  } catch {
    throw new HttpError(400, 'Invalid body: send the file as multipart/form-data');
  }
}

export function userRoutes(deps: UserDeps, vertical: string) {
  const app = new Hono<{ Variables: SeekerVariables }>({ strict: false });
  const { db } = deps;
  const counts = deps.counts ?? noCounts;
  const seeker = requireSeeker(db, deps.sessions, vertical);
  const mediaUrl = (key: string) => `/${vertical}/media/file/${key}`;

  const answerProfile = async (
    seekerId: number,
    sections?: Parameters<typeof normalisedProfile>[3]['sections'],
  ) => {
    const { profile, row } = await normalisedProfile(db, vertical, seekerId, {
      ...(sections ? { sections } : {}),
      secret: deps.sessions.secret,
      mediaUrl,
    });
    return { profile, completeness: completeness(row, await counts(seekerId)) };
  };

  app.get('/user/profile/v2', seeker, async (c) => {
    const { fields } = parseQuery(c, ProfileFieldsQuery);
    c.header('Cache-Control', 'no-store');
    return c.json(await answerProfile(c.get('seekerId'), fields));
  });

  app.post('/user/profile/v2', seeker, async (c) => {
    const body = await parseBody(c, ProfileUpdateBody);
    const seekerId = c.get('seekerId');
    const current = await profileRow(db, vertical, seekerId);
    if (body.pd) {
      const { name, phone, countryCode, ...personal } = body.pd;
      await db.raw(
        `UPDATE seekers SET name = coalesce($2, name), phone = CASE WHEN $3::boolean THEN $4 ELSE phone END,
                country_code = coalesce($5, country_code), updated_at = now() WHERE id = $1`,
        [seekerId, name ?? null, phone !== undefined, phone ?? null, countryCode ?? null],
      );
      await db.raw(
        `UPDATE seeker_profiles SET personal = $2::jsonb, updated_at = now() WHERE seeker_id = $1`,
        [seekerId, JSON.stringify({ ...current.personal, ...personal })],
      );
    }
    if (body.we) {
      await db.raw(
        `UPDATE seeker_profiles SET work = $2::jsonb, work_skipped = false, updated_at = now() WHERE seeker_id = $1`,
        [seekerId, JSON.stringify({ ...current.work, ...body.we })],
      );
    }
    if (body.ed) {
      await db.raw(
        `UPDATE seeker_profiles SET education = $2::jsonb, updated_at = now() WHERE seeker_id = $1`,
        [seekerId, JSON.stringify(body.ed.info)],
      );
    }
    if (body.ai) {
      await db.raw(
        `UPDATE seeker_profiles SET additional = $2::jsonb, updated_at = now() WHERE seeker_id = $1`,
        [seekerId, JSON.stringify({ ...current.additional, ...body.ai })],
      );
    }
    if (body.step) await completeStep(db, seekerId, body.step);
    return c.json({ message: 'Your profile has been updated', ...(await answerProfile(seekerId)) });
  });

  app.post('/user/profile/skipwork', seeker, async (c) => {
    await db.raw(`UPDATE seeker_profiles SET work_skipped = true, updated_at = now() WHERE seeker_id = $1`, [
      c.get('seekerId'),
    ]);
    await completeStep(db, c.get('seekerId'), 'workExperience');
    return c.json({ message: 'Work experience skipped' });
  });

  app.get('/coverletter', seeker, async (c) => {
    const row = await profileRow(db, vertical, c.get('seekerId'));
    c.header('Cache-Control', 'no-store');
    return c.json({
      data: { coverletter: row.cover_letter ?? '', includeCoverletter: row.include_cover_letter },
    });
  });

  app.post('/coverletter', seeker, async (c) => {
    const body = await parseBody(c, CoverLetterBody);
    await db.raw(
      `UPDATE seeker_profiles SET cover_letter = $2, include_cover_letter = $3, updated_at = now() WHERE seeker_id = $1`,
      [c.get('seekerId'), body.coverletter || null, body.includeCoverletter],
    );
    return c.json({ message: 'Your cover letter has been saved', data: body });
  });

  app.get('/skills', seeker, async (c) => {
    const row = await profileRow(db, vertical, c.get('seekerId'));
    return c.json({ skills: row.skills });
  });

  app.post('/skills', seeker, async (c) => {
    let list: unknown;
    if (c.req.header('content-type')?.includes('json')) {
      list = await c.req.json().catch(() => {
        throw new HttpError(400, 'Invalid body: could not be read');
      });
    } else {
      const form = await c.req.parseBody({ all: true }).catch(() => ({}) as Record<string, unknown>);
      list = { skills: [form['skills[]'] ?? form.skills ?? []].flat() };
    }
    const { skills } = parse(SkillsBody, list, 'body');
    const unique = [...new Map(skills.map((s) => [s.toLowerCase(), s])).values()];
    await db.raw(`UPDATE seeker_profiles SET skills = $2::text[], updated_at = now() WHERE seeker_id = $1`, [
      c.get('seekerId'),
      unique,
    ]);
    return c.json({ message: 'Your skills have been saved', skills: unique });
  });

  app.get('/user/suggest/skills', async (c) => {
    const { q } = parseQuery(c, SuggestSkillsQuery);
    const rows = (await db.raw(
      `SELECT name FROM tags WHERE vertical = $1 AND ($2 = '' OR name ILIKE '%' || $2 || '%')
        ORDER BY (lower(name) LIKE lower($2) || '%') DESC, name LIMIT 10`,
      [vertical, q.replace(/[%_\\]/g, '')],
    )) as { name: string }[];
    return c.json({ skills: rows.map((r) => r.name) });
  });

  app.post('/profile/tags', seeker, async (c) => {
    const { tagInfo } = await parseBody(c, ProfileTagsBody);
    const known = (await db.raw(`SELECT id FROM tags WHERE vertical = $1 AND id = ANY($2::int[])`, [
      vertical,
      tagInfo,
    ])) as {
      id: number;
    }[];
    const keep = tagInfo.filter((id) => known.some((k) => k.id === id));
    await db.raw(
      `UPDATE seeker_profiles SET followed_tags = $2::int[], updated_at = now() WHERE seeker_id = $1`,
      [c.get('seekerId'), keep],
    );
    return c.json({ message: 'Your job feed will follow these keywords', tags: keep });
  });

  app.post('/updatestamp', seeker, async (c) => {
    const body = await parseBody(c, UpdateStampBody);
    const row = await profileRow(db, vertical, c.get('seekerId'));
    if (!row.resume_key) throw new HttpError(400, 'Upload a resume first');
    if (body.isUpdate === 'true' || body.isUpdate === '1') {
      await db.raw(`UPDATE seeker_profiles SET resume_updated_at = now() WHERE seeker_id = $1`, [
        c.get('seekerId'),
      ]);
    }
    return c.json({ message: 'Your resume is marked as up to date' });
  });

  app.patch('/diversity/maven', seeker, async (c) => {
    const { showMaven } = await parseBody(c, MavenBody);
    const on = showMaven === 'true' || showMaven === '1';
    await db.raw(`UPDATE seeker_profiles SET show_maven = $2 WHERE seeker_id = $1`, [c.get('seekerId'), on]);
    return c.json({ showMaven: on });
  });

  app.get('/followup', seeker, async (c) => {
    const { profile } = await normalisedProfile(db, vertical, c.get('seekerId'), {
      sections: [],
      secret: deps.sessions.secret,
      mediaUrl,
    });
    return c.json({
      followed: await followedJobIds(db, c.get('seekerId')),
      followUpsRemaining: profile.followUpsRemaining,
    });
  });

  app.post('/user/resume', seeker, async (c) => {
    const upload = await readUpload(await multipart(c), RESUME_MAX_BYTES, RESUME_KINDS, 'resume');
    const seekerId = c.get('seekerId');
    const before = await profileRow(db, vertical, seekerId);
    const key = `${seekerId}/resume-${generateSecret(12)
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '')}.${upload.kind}`;
    await deps.media.put(key, upload.data);
    await db.raw(
      `UPDATE seeker_profiles SET resume_key = $2, resume_name = $3, resume_mime = $4, resume_updated_at = now(), updated_at = now()
        WHERE seeker_id = $1`,
      [seekerId, key, upload.name, MIME[upload.kind]],
    );
    if (before.resume_key) await deps.media.remove(before.resume_key);
    return c.json({
      message: 'Your resume has been uploaded successfully!',
      resumePath: mediaUrl(key),
      resumeUpdated: true,
    });
  });

  app.get('/user/parse-resume', seeker, async (c) => {
    const row = await profileRow(db, vertical, c.get('seekerId'));
    if (!row.resume_key) throw new HttpError(404, 'No resume uploaded yet');
    const data = await deps.media.get(row.resume_key);
    const kind = data ? sniff(data) : null;
    if (!data || !kind) throw new HttpError(404, 'No resume uploaded yet');
    let text = '';
    try {
      text = await resumeText(kind, data);
    } catch {
      throw new HttpError(422, 'We could not read this resume. Please fill in your details by hand');
    }
    const skills = (await db.raw(`SELECT name FROM tags WHERE vertical = $1`, [vertical])) as {
      name: string;
    }[];
    return c.json({
      proposed: proposeFields(
        text,
        skills.map((s) => s.name),
      ),
    });
  });

  app.post('/user/profile-picture', seeker, async (c) => {
    const upload = await readUpload(await multipart(c), PICTURE_MAX_BYTES, PICTURE_KINDS, 'picture');
    const seekerId = c.get('seekerId');
    const before = await profileRow(db, vertical, seekerId);
    const key = `${seekerId}/picture-${generateSecret(12)
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '')}.${upload.kind}`;
    await deps.media.put(key, upload.data);
    await db.raw(`UPDATE seeker_profiles SET picture_key = $2, updated_at = now() WHERE seeker_id = $1`, [
      seekerId,
      key,
    ]);
    if (before.picture_key) await deps.media.remove(before.picture_key);
    return c.json({ message: 'Your picture has been updated', picUrl: mediaUrl(key) });
  });

  // Files are the owner's alone, except pictures, which recruiters and the header show.
  app.get('/media/file/:owner/:name', async (c) => {
    const owner = c.req.param('owner');
    const name = c.req.param('name');
    if (!/^\d{1,10}$/.test(owner) || !/^[a-z]+-[a-z0-9]{1,40}\.[a-z]{3,4}$/.test(name))
      throw new HttpError(404, 'Not found');
    if (!name.startsWith('picture-')) {
      await seeker(c, async () => {});
      if (c.get('seekerId') !== Number(owner)) throw new HttpError(404, 'Not found');
    }
    const data = await deps.media.get(`${owner}/${name}`);
    const kind = data ? sniff(data) : null;
    if (!data || !kind) throw new HttpError(404, 'Not found');
    c.header('Content-Type', MIME[kind]);
    c.header('Cache-Control', 'private, max-age=300');
    c.header('Content-Disposition', name.startsWith('picture-') ? 'inline' : 'attachment');
    return c.body(Buffer.from(data));
  });

  return app;
}

async function completeStep(db: Db, seekerId: number, step: string) {
  await db.raw(
    `UPDATE seeker_profiles SET completed_steps = array_append(completed_steps, $2), updated_at = now()
      WHERE seeker_id = $1 AND NOT ($2 = ANY(completed_steps))`,
    [seekerId, step],
  );
}
