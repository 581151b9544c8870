/** The seeker's files: resume and picture uploads (checked by their bytes), and reading the resume back. */
import type { Db } from '../../db/client.ts';
import { routeBodyLimit } from '../../http/body-limit.ts';
import { HttpError } from '../../http/errors.ts';
import { type Kind, MIME, sniff } from '../../media/sniff.ts';
import type { MediaStore } from '../../media/store.ts';
import { generateSecret } from '../auth/codes.ts';
import { profileRow } from './profile.ts';
import { setPicture, setResume, tagNames } from './queries.ts';
import { type ProposedFields, proposeFields, resumeText } from './resume.ts';

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
 * Room for the multipart framing around the file (boundaries, the part's headers and its file name):
 * a body may be this much larger than the file it carries.
 */
const MULTIPART_FRAMING = 16 * 1024;

/**
 * The upload route's body limit, put before the route's other middleware: a body larger than the file
 * may be (and its framing) is refused from its Content-Length, or while it streams in, never buffered.
 */
export const uploadBodyLimit = (rule: UploadRule) =>
  routeBodyLimit(rule.maxBytes + MULTIPART_FRAMING, tooLarge(rule));

interface Upload {
  data: Uint8Array;
  kind: Kind;
  name: string;
}

/** The `file` field of a multipart body, checked for size and, by its first bytes, for kind. */
export async function readUpload(
  c: { req: { parseBody: () => Promise<Record<string, unknown>> } },
  { what, maxBytes, kinds }: UploadRule,
): Promise<Upload> {
  let body: Record<string, unknown>;
  try {
    body = await c.req.parseBody();
  } catch {
    throw new HttpError(400, 'Invalid body: send the file as multipart/form-data');
  }
  const file = body.file;
  if (!(file instanceof File))
    throw new HttpError(400, `Invalid body field 'file': attach the ${what} as 'file'`);
  if (file.size === 0) throw new HttpError(400, `Invalid body field 'file': the ${what} is empty`);
  if (file.size > maxBytes) throw new HttpError(413, tooLarge({ what, maxBytes, kinds }));
  const data = new Uint8Array(await file.arrayBuffer());
  const kind = sniff(data);
  if (!kind || !kinds.includes(kind)) {
    const allowed = kinds.map((k) => k.toUpperCase()).join(', ');
    throw new HttpError(415, `The ${what} must be a ${allowed} file`);
  }
  // The name is shown back to its owner only; control characters (NUL among them) are dropped.
  return { data, kind, name: file.name.replace(/\p{Cc}/gu, '').slice(0, 200) };
}

const newKey = (seekerId: number, what: UploadRule['what'], kind: Kind) =>
  `${seekerId}/${what}-${generateSecret(12)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')}.${kind}`;

/** Stores the seeker's new resume and removes the one it replaces; answers its media key. */
export async function replaceResume(
  db: Db,
  media: MediaStore,
  vertical: string,
  seekerId: number,
  upload: Upload,
): Promise<string> {
  const before = await profileRow(db, vertical, seekerId);
  const key = newKey(seekerId, 'resume', upload.kind);
  await media.put(key, upload.data);
  await setResume(db, seekerId, { key, name: upload.name, mime: MIME[upload.kind] });
  if (before.resume_key) await media.remove(before.resume_key);
  return key;
}

/** Stores the seeker's new picture and removes the one it replaces; answers its media key. */
export async function replacePicture(
  db: Db,
  media: MediaStore,
  vertical: string,
  seekerId: number,
  upload: Upload,
): Promise<string> {
  const before = await profileRow(db, vertical, seekerId);
  const key = newKey(seekerId, 'picture', upload.kind);
  await media.put(key, upload.data);
  await setPicture(db, seekerId, key);
  if (before.picture_key) await media.remove(before.picture_key);
  return key;
}

/** Profile fields read from the seeker's stored resume, the vertical's tags as the skills to look for. */
export async function proposalFromResume(
  db: Db,
  media: MediaStore,
  vertical: string,
  seekerId: number,
): Promise<ProposedFields> {
  const row = await profileRow(db, vertical, seekerId);
  if (!row.resume_key) throw new HttpError(404, 'No resume uploaded yet');
  const data = await media.get(row.resume_key);
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
