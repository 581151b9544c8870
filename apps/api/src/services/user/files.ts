/**
 * The seeker's files: resume and picture uploads (streamed to disk, checked by their bytes; decision
 * 0069), and reading the resume back.
 */
import type { Context } from 'hono';
import type { Db } from '../../db/client.ts';
import { streamedBodyLimit } from '../../http/body-limit.ts';
import { HttpError } from '../../http/errors.ts';
import { pictureDimensions, pictureTooLarge } from '../../media/dimensions.ts';
import { type Kind, MIME, sniff } from '../../media/sniff.ts';
import type { Content, MediaStore } from '../../media/store.ts';
import { MULTIPART_FRAMING, openForm, receiveFile } from '../../media/upload.ts';
import { generateSecret } from '../auth/codes.ts';
import { profileRow } from './profile.ts';
import { setPicture, setResume, tagNames } from './queries.ts';
import { type ProposedFields, proposeFields, resumeText, screenResume } from './resume.ts';

interface UploadRule {
  what: 'resume' | 'picture';
  maxBytes: number;
  kinds: Kind[];
}

export const RESUME_UPLOAD: UploadRule = {
  what: 'resume',
  maxBytes: 5 * 1024 * 1024,
  kinds: ['pdf', 'doc', 'docx'],
};
export const PICTURE_UPLOAD: UploadRule = {
  what: 'picture',
  maxBytes: 2 * 1024 * 1024,
  kinds: ['jpeg', 'png', 'webp'],
};

const tooLarge = ({ what, maxBytes }: UploadRule) =>
  `The ${what} is larger than ${maxBytes / 1024 / 1024} MB. Please upload a smaller file`;

/**
 * The upload route's body limit, put before the route's other middleware: a body declaring more than
 * the file may be (and its framing) is refused from its Content-Length before a byte is read; one that
 * declares nothing is counted as it streams in (docs/decisions 0069).
 */
export const uploadBodyLimit = (rule: UploadRule) =>
  streamedBodyLimit(rule.maxBytes + MULTIPART_FRAMING, tooLarge(rule));

interface Upload {
  content: Content;
  kind: Kind;
  name: string;
}

/** Refuses a file whose first bytes are none of the rule's kinds (415); answers the kind. */
function kindOf(head: Uint8Array, { what, kinds }: UploadRule): Kind {
  const kind = sniff(head);
  if (!kind || !kinds.includes(kind)) {
    const allowed = kinds.map((k) => k.toUpperCase()).join(', ');
    throw new HttpError(415, `The ${what} must be a ${allowed} file`);
  }
  return kind;
}

/**
 * The seeker's resume or picture from a multipart body's `file`: spooled to disk with its size counted
 * as it arrives, then checked by its bytes: its kind by its first bytes; a resume read once in a worker
 * (decision 0021: a file past the reading caps is refused before it is stored); a picture's declared
 * size by its header. `use` stores it; the spooled file is removed after, whatever happens.
 */
export async function withUpload<T>(
  c: Context,
  media: MediaStore,
  rule: UploadRule,
  use: (upload: Upload) => Promise<T>,
): Promise<T> {
  const form = await openForm(c, rule.what);
  const spooled = await receiveFile(c, form, media.spoolDir, { ...rule, tooLarge: tooLarge(rule) });
  try {
    if (rule.what === 'resume') {
      // At most 5 MB, and the worker reads all of it.
      const data = await spooled.readAll();
      const kind = kindOf(data, rule);
      await screenResume(kind, data);
      return await use({ content: spooled, kind, name: spooled.name });
    }
    const kind = kindOf(spooled.head, rule);
    // A JPEG's frame header may follow large metadata: then read the picture (at most 2 MB) whole.
    const size =
      pictureDimensions(kind, spooled.head) ??
      (spooled.size > spooled.head.length ? pictureDimensions(kind, await spooled.readAll()) : null);
    if (!size)
      throw new HttpError(
        400,
        'We could not read the size of this picture. Please save it again and upload it',
      );
    const refused = pictureTooLarge(size);
    if (refused) throw new HttpError(400, refused);
    return await use({ content: spooled, kind, name: spooled.name });
  } finally {
    await spooled.discard();
  }
}

const newKey = (seekerId: number, what: UploadRule['what'], kind: Kind) =>
  `${seekerId}/${what}-${generateSecret(12)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')}.${kind}`;

/**
 * Stores the seeker's new file under a fresh key, points the profile at it with `store`, then removes the
 * file it replaces; answers its media key.
 */
async function replaceFile(
  db: Db,
  media: MediaStore,
  vertical: string,
  seekerId: number,
  upload: Upload,
  what: UploadRule['what'],
  store: (key: string) => Promise<unknown>,
): Promise<string> {
  const before = await profileRow(db, vertical, seekerId);
  const key = newKey(seekerId, what, upload.kind);
  await media.put(key, upload.content);
  await store(key);
  const replaced = what === 'resume' ? before.resumeKey : before.pictureKey;
  if (replaced) await media.remove(replaced);
  return key;
}

/** Stores the seeker's new resume and removes the one it replaces; answers its media key. */
export const replaceResume = (
  db: Db,
  media: MediaStore,
  vertical: string,
  seekerId: number,
  upload: Upload,
) =>
  replaceFile(db, media, vertical, seekerId, upload, 'resume', (key) =>
    setResume(db, seekerId, { key, name: upload.name, mime: MIME[upload.kind] }),
  );

/** Stores the seeker's new picture and removes the one it replaces; answers its media key. */
export const replacePicture = (
  db: Db,
  media: MediaStore,
  vertical: string,
  seekerId: number,
  upload: Upload,
) => replaceFile(db, media, vertical, seekerId, upload, 'picture', (key) => setPicture(db, seekerId, key));

/** Profile fields read from the seeker's stored resume, the vertical's tags as the skills to look for. */
export async function proposalFromResume(
  db: Db,
  media: MediaStore,
  vertical: string,
  seekerId: number,
): Promise<ProposedFields> {
  const row = await profileRow(db, vertical, seekerId);
  if (!row.resumeKey) throw new HttpError(404, 'No resume uploaded yet');
  const data = await media.get(row.resumeKey);
  const kind = data ? sniff(data) : null;
  if (!data || !kind) throw new HttpError(404, 'No resume uploaded yet');
  let text = '';
  try {
    text = await resumeText(kind, data);
  } catch {
    throw new HttpError(422, 'We could not read this resume. Please fill in your details by hand');
  }
  return proposeFields(text, await tagNames(db, vertical));
}
