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
import { parse, parseBody, parseQuery, readBody } from '../../http/validate.ts';
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
import { completeness, normalisedProfile, profileRow, updateProfile } from './profile.ts';
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
    await updateProfile(db, vertical, c.get('seekerId'), body);
    return c.json({ message: 'Your profile has been updated', ...(await answerProfile(c.get('seekerId'))) });
  });

  app.post('/user/profile/skipwork', seeker, async (c) => {
    await skipWork(db, c.get('seekerId'));
    await completeStep(db, c.get('seekerId'), 'workExperience');
    return c.json({ message: 'Work experience skipped' });
  });

  app.get('/coverletter', seeker, async (c) => {
    const row = await profileRow(db, vertical, c.get('seekerId'));
    c.header('Cache-Control', 'no-store');
    return c.json({
      data: { coverletter: row.coverLetter ?? '', includeCoverletter: row.includeCoverLetter },
    });
  });

  app.post('/coverletter', seeker, async (c) => {
    const body = await parseBody(c, CoverLetterBody);
    await setCoverLetter(db, c.get('seekerId'), body.coverletter || null, body.includeCoverletter);
    return c.json({ message: 'Your cover letter has been saved', data: body });
  });

  app.get('/skills', seeker, async (c) => {
    const row = await profileRow(db, vertical, c.get('seekerId'));
    return c.json({ skills: row.skills });
  });

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

  app.get('/user/suggest/skills', async (c) => {
    const { q } = parseQuery(c, SuggestSkillsQuery);
    return c.json({ skills: await suggestedSkills(db, vertical, q) });
  });

  app.post('/profile/tags', seeker, async (c) => {
    const { tagInfo } = await parseBody(c, ProfileTagsBody);
    const known = new Set(await knownTagIds(db, vertical, tagInfo));
    const keep = tagInfo.filter((id) => known.has(id));
    await setFollowedTags(db, c.get('seekerId'), keep);
    return c.json({ message: 'Your job feed will follow these keywords', tags: keep });
  });

  app.post('/updatestamp', seeker, async (c) => {
    const body = await parseBody(c, UpdateStampBody);
    const row = await profileRow(db, vertical, c.get('seekerId'));
    if (!row.resumeKey) throw new HttpError(400, 'Upload a resume first');
    if (body.isUpdate === 'true' || body.isUpdate === '1') await markResumeUpToDate(db, c.get('seekerId'));
    return c.json({ message: 'Your resume is marked as up to date' });
  });

  app.patch('/diversity/maven', seeker, async (c) => {
    const { showMaven } = await parseBody(c, MavenBody);
    const on = showMaven === 'true' || showMaven === '1';
    await setShowMaven(db, c.get('seekerId'), on);
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

  app.post('/user/resume', uploadBodyLimit(RESUME_UPLOAD), seeker, async (c) => {
    // Read once in a worker: a file past the reading caps is refused there, before it is stored.
    const key = await withUpload(c, media, RESUME_UPLOAD, (upload) =>
      replaceResume(db, media, vertical, c.get('seekerId'), upload),
    );
    return c.json({
      message: 'Your resume has been uploaded successfully!',
      resumePath: mediaUrl(key),
      resumeUpdated: true,
    });
  });

  app.get('/user/parse-resume', seeker, async (c) =>
    c.json({ proposed: await proposalFromResume(db, media, vertical, c.get('seekerId')) }),
  );

  app.post('/user/profile-picture', uploadBodyLimit(PICTURE_UPLOAD), seeker, async (c) => {
    const key = await withUpload(c, media, PICTURE_UPLOAD, (upload) =>
      replacePicture(db, media, vertical, c.get('seekerId'), upload),
    );
    return c.json({ message: 'Your picture has been updated', picUrl: mediaUrl(key) });
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
