/**
 * The media calls (calls.md 7.9; decision 0035): the seeker's Round Zero video and audio. The files are
 * served, with byte ranges, by `GET media/file/{owner}/{name}` (services/user/routes.ts), to their
 * owner only.
 */
import { MEDIA_TYPES, MediaFilesQuery, MediaRemoveBody, type MediaType } from '@jobsite/domain/calls';
import { type Context, Hono } from 'hono';
import type { Vertical } from '../../db/content.ts';
import { parseBody, parseQuery } from '../../http/validate.ts';
import type { MediaStore } from '../../media/store.ts';
import { requireSeeker, type SeekerVariables } from '../auth/guard.ts';
import type { AuthDeps } from '../auth/routes.ts';
import {
  ACCEPTED,
  fileOf,
  keepRecording,
  listRecordings,
  mediaBodyLimit,
  removeRecording,
  requireProfile,
  withRecording,
} from './service.ts';

export function mediaRoutes(
  { db, sessions, media }: Pick<AuthDeps, 'db' | 'sessions'> & { media: MediaStore },
  vertical: Vertical,
) {
  const app = new Hono<{ Variables: SeekerVariables }>({ strict: false });
  const seeker = requireSeeker(db, sessions, vertical);
  // The mobile app's upload: its access token as the bearer, never a cookie, so no web page can send it.
  const bearerSeeker = requireSeeker(db, sessions, vertical, 'bearer');
  const mediaUrl = (key: string) => `/${vertical}/media/file/${key}`;
  const saved = (type: MediaType) => `Your Round Zero ${ACCEPTED[type].what} has been saved`;

  const upload = async (c: Context<{ Variables: SeekerVariables }>) => {
    const seekerId = c.get('seekerId');
    await requireProfile(db, vertical, seekerId);
    const { type, row } = await withRecording(c, media, async (upload) => ({
      type: upload.type,
      row: await keepRecording(db, media, seekerId, upload),
    }));
    return c.json({ message: saved(type), file: fileOf(row, mediaUrl) });
  };

  app.post('/media/files', mediaBodyLimit(), seeker, upload);

  app.post('/ext/media/upload', mediaBodyLimit(), bearerSeeker, upload);

  app.get('/media/files', seeker, async (c) => {
    const { mediaTypes } = parseQuery(c, MediaFilesQuery);
    const rows = await listRecordings(db, c.get('seekerId'), mediaTypes?.length ? mediaTypes : MEDIA_TYPES);
    c.header('Cache-Control', 'no-store');
    return c.json({ files: rows.map((row) => fileOf(row, mediaUrl)) });
  });

  app.post('/media/remove', seeker, async (c) => {
    const { mediaType } = await parseBody(c, MediaRemoveBody);
    const removed = await removeRecording(db, media, c.get('seekerId'), mediaType);
    const what = ACCEPTED[mediaType].what;
    return c.json({
      message: removed ? `Your Round Zero ${what} has been removed` : `You have no Round Zero ${what}`,
      removed,
    });
  });

  return app;
}
