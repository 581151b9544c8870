/** Profile, resume and picture (calls.md 7.4) for one vertical; every call acts on the caller's own record. */
import { SkillsBody } from '@jobsite/domain/calls';
import { Hono } from 'hono';
import type { Db } from '../../db/client.ts';
import { route } from '../../http/contract.ts';
import { HttpError } from '../../http/errors.ts';
import { parse, readBody } from '../../http/validate.ts';
import { kindOfName, rangedAnswer, servedType } from '../../media/serve.ts';
import type { MediaStore } from '../../media/store.ts';
import { requireSeeker, type SeekerVariables } from '../auth/guard.ts';
import type { SessionSettings } from '../auth/sessions.ts';
import { followedJobIds, seekerCounts } from '../job/applications.ts';
import {
  PICTURE_UPLOAD,
  proposalFromResume,
  RESUME_UPLOAD,
  replacePicture,
  replaceResume,
  uploadBodyLimit,
  withUpload,
} from './files.ts';
import {
  type CompletenessRow,
  completeness,
  normalisedProfile,
  profileRow,
  updateProfile,
} from './profile.ts';
import {
  completeStep,
  knownTagIds,
  markResumeUpToDate,
  setCoverLetter,
  setFollowedTags,
  setShowMaven,
  setSkills,
  skipWork,
  suggestedSkills,
} from './queries.ts';

interface UserDeps {
  db: Db;
  sessions: SessionSettings;
  media: MediaStore;
}

export function userRoutes(deps: UserDeps, vertical: string) {
  const app = new Hono<{ Variables: SeekerVariables }>({ strict: false });
  const { db, media } = deps;
  // Counts of the seeker's applications, saved jobs and interview slots, for completeness.
  const counts = (seekerId: number) => seekerCounts(db, seekerId);
  const seeker = requireSeeker(db, deps.sessions, vertical);
  const mediaUrl = (key: string) => `/${vertical}/media/file/${key}`;

  const profileOptions = { secret: deps.sessions.secret, mediaUrl };
  /** A profile with its completeness. */
  const withCompleteness = async <P>(
    seekerId: number,
    { profile, row }: { profile: P; row: CompletenessRow },
  ) => ({
    profile,
    completeness: completeness(row, await counts(seekerId)),
  });

  route(app, 'GET user/profile/v2', seeker, async (c, { query: { fields } }) => {
    c.header('Cache-Control', 'no-store');
    const seekerId = c.get('seekerId');
    return withCompleteness(
      seekerId,
      await normalisedProfile(db, vertical, seekerId, { sections: fields, ...profileOptions }),
    );
  });

  route(app, 'POST user/profile/v2', seeker, async (c, { body }) => {
    const seekerId = c.get('seekerId');
    await updateProfile(db, vertical, seekerId, body);
    const saved = await normalisedProfile(db, vertical, seekerId, profileOptions);
    return { message: 'Your profile has been updated', ...(await withCompleteness(seekerId, saved)) };
  });

  route(app, 'POST user/profile/skipwork', seeker, async (c) => {
    await skipWork(db, c.get('seekerId'));
    await completeStep(db, c.get('seekerId'), 'workExperience');
    return { message: 'Work experience skipped' };
  });

  route(app, 'GET coverletter', seeker, async (c) => {
    const row = await profileRow(db, vertical, c.get('seekerId'));
    c.header('Cache-Control', 'no-store');
    return { data: { coverletter: row.coverLetter ?? '', includeCoverletter: row.includeCoverLetter } };
  });

  route(app, 'POST coverletter', seeker, async (c, { body }) => {
    await setCoverLetter(db, c.get('seekerId'), body.coverletter || null, body.includeCoverletter);
    return { message: 'Your cover letter has been saved', data: body };
  });

  route(app, 'GET skills', seeker, async (c) => {
    const row = await profileRow(db, vertical, c.get('seekerId'));
    return { skills: row.skills };
  });

  // Not a contract route: besides the contract's JSON it reads a form's repeated `skills[]` (or
  // `skills`) fields, which a contract's body, one value per form field, would not keep.
  app.post('/skills', seeker, async (c) => {
    let list: unknown;
    if (c.req.header('content-type')?.includes('json')) list = await readBody(c);
    else {
      const form = await c.req.parseBody({ all: true }).catch(() => ({}) as Record<string, unknown>);
      list = { skills: [form['skills[]'] ?? form.skills ?? []].flat() };
    }
    const { skills } = parse(SkillsBody, list, 'body');
    const unique = [...new Map(skills.map((s) => [s.toLowerCase(), s])).values()];
    await setSkills(db, c.get('seekerId'), unique);
    return c.json({ message: 'Your skills have been saved', skills: unique });
  });

  route(app, 'GET user/suggest/skills', async (_c, { query: { q } }) => ({
    skills: await suggestedSkills(db, vertical, q),
  }));

  route(app, 'POST profile/tags', seeker, async (c, { body: { tagInfo } }) => {
    const known = new Set(await knownTagIds(db, vertical, tagInfo));
    const keep = tagInfo.filter((id) => known.has(id));
    await setFollowedTags(db, c.get('seekerId'), keep);
    return { message: 'Your job feed will follow these keywords', tags: keep };
  });

  route(app, 'POST updatestamp', seeker, async (c, { body }) => {
    const row = await profileRow(db, vertical, c.get('seekerId'));
    if (!row.resumeKey) throw new HttpError(400, 'Upload a resume first');
    if (body.isUpdate === 'true' || body.isUpdate === '1') await markResumeUpToDate(db, c.get('seekerId'));
    return { message: 'Your resume is marked as up to date' };
  });

  route(app, 'PATCH diversity/maven', seeker, async (c, { body: { showMaven } }) => {
    const on = showMaven === 'true' || showMaven === '1';
    await setShowMaven(db, c.get('seekerId'), on);
    return { showMaven: on };
  });

  route(app, 'GET followup', seeker, async (c) => {
    const { profile } = await normalisedProfile(db, vertical, c.get('seekerId'), {
      sections: [],
      ...profileOptions,
    });
    return {
      followed: await followedJobIds(db, c.get('seekerId')),
      followUpsRemaining: profile.followUpsRemaining,
    };
  });

  route(app, 'POST user/resume', uploadBodyLimit(RESUME_UPLOAD), seeker, async (c) => {
    // Read once in a worker: a file past the reading caps is refused there, before it is stored.
    const key = await withUpload(c, media, RESUME_UPLOAD, (upload) =>
      replaceResume(db, media, vertical, c.get('seekerId'), upload),
    );
    return {
      message: 'Your resume has been uploaded successfully!',
      resumePath: mediaUrl(key),
      resumeUpdated: true as const,
    };
  });

  route(app, 'GET user/parse-resume', seeker, async (c) => ({
    proposed: await proposalFromResume(db, media, vertical, c.get('seekerId')),
  }));

  route(app, 'POST user/profile-picture', uploadBodyLimit(PICTURE_UPLOAD), seeker, async (c) => {
    const key = await withUpload(c, media, PICTURE_UPLOAD, (upload) =>
      replacePicture(db, media, vertical, c.get('seekerId'), upload),
    );
    return { message: 'Your picture has been updated', picUrl: mediaUrl(key) };
  });

  // Files are the owner's alone, except pictures, which recruiters and the header show. Served with
  // byte ranges, so a player can seek in a Round Zero recording (media/serve.ts).
  app.get('/media/file/:owner/:name', async (c) => {
    const owner = c.req.param('owner');
    const name = c.req.param('name');
    if (!/^\d{1,10}$/.test(owner) || !/^[a-z]+-[a-z0-9]{1,40}\.[a-z0-9]{3,4}$/.test(name))
      throw new HttpError(404, 'Not found');
    if (!name.startsWith('picture-')) {
      await seeker(c, async () => {});
      if (c.get('seekerId') !== Number(owner)) throw new HttpError(404, 'Not found');
    }
    // The name's extension is the kind its bytes were read as when it was stored (files.ts).
    const kind = kindOfName(name);
    const file = kind ? await media.open(`${owner}/${name}`) : null;
    if (!file || !kind) throw new HttpError(404, 'Not found');
    const inline = /^(picture|video|audio)-/.test(name);
    return rangedAnswer(c, file, {
      type: servedType(name, kind),
      cacheControl: 'private, max-age=300',
      disposition: inline ? 'inline' : 'attachment',
    });
  });

  return app;
}
