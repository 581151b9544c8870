/**
 * The media calls (calls.md 7.9; decision 0035): the seeker's Round Zero video and audio. The files are
 * served, with byte ranges, by `GET media/file/{owner}/{name}` (services/user/routes.ts), to their
 * owner only.
 */
import { MEDIA_TYPES, type MediaType } from '@jobsite/domain/calls';
import { type Context, Hono } from 'hono';
import type { Vertical } from '../../db/content.ts';
import { route } from '../../http/contract.ts';
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

  // The uploads' contracts name no body: the recording is read as it streams in (`withRecording`), the
  // field `mediaType` first, never parsed whole.
  const upload = async (c: Context<{ Variables: SeekerVariables }>) => {
    const seekerId = c.get('seekerId');
    await requireProfile(db, vertical, seekerId);
    const { type, row } = await withRecording(c, media, async (upload) => ({
      type: upload.type,
      row: await keepRecording(db, media, seekerId, upload),
    }));
    return { message: saved(type), file: fileOf(row, mediaUrl) };
  };

  route(app, 'POST media/files', mediaBodyLimit(), seeker, upload);

  route(app, 'POST ext/media/upload', mediaBodyLimit(), bearerSeeker, upload);

  route(app, 'GET media/files', seeker, async (c, { query: { mediaTypes } }) => {
    const rows = await listRecordings(db, c.get('seekerId'), mediaTypes?.length ? mediaTypes : MEDIA_TYPES);
    c.header('Cache-Control', 'no-store');
    return { files: rows.map((row) => fileOf(row, mediaUrl)) };
  });

  route(app, 'POST media/remove', seeker, async (c, { body: { mediaType } }) => {
    const removed = await removeRecording(db, media, c.get('seekerId'), mediaType);
    const what = ACCEPTED[mediaType].what;
    return {
      message: removed ? `Your Round Zero ${what} has been removed` : `You have no Round Zero ${what}`,
      removed,
    };
  });

  return app;
}
