/**
 * What candidates hand in (decision 0039): round 2's answer, round 3's deck and video, each checked by
 * its bytes (format, slides, pages, length; never the file's name) and its size, only while the round
 * is open and to a candidate who is in it; a later file of a kind replaces the earlier one.
 */
import { type CompetitionRound, SUBMISSION_RULES, type SubmissionKind } from '@jobsite/domain';
import type { CompetitionSubmissionAnswer } from '@jobsite/domain/answers';
import { CompetitionSubmissionFields, clockOf } from '@jobsite/domain/calls';
import { sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Db } from '../../db/client.ts';
import type { Vertical } from '../../db/content.ts';
import { routeBodyLimit } from '../../http/body-limit.ts';
import { HttpError } from '../../http/errors.ts';
import { parse } from '../../http/validate.ts';
import { documentFormat, pdfPageCount, pptxSlideCount, zipEntryNames } from '../../media/documents.ts';
import { durationOf } from '../../media/duration.ts';
import type { MediaStore } from '../../media/store.ts';
import { generateSecret } from '../auth/codes.ts';
import { firstRow } from '../query.ts';
import type { FileRow } from './queries.ts';
import {
  editionOf,
  fileOut,
  qualifiedFor,
  ROUND_LABEL,
  spoken,
  standingOf,
  stateOf,
  windowOf,
} from './service.ts';

const MULTIPART_FRAMING = 16 * 1024;
const MAX_BYTES = Math.max(...Object.values(SUBMISSION_RULES).map((r) => r.maxBytes));
const CASE_STUDY_MAX_BYTES = 20 * 1024 * 1024;
const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

/** The submission route's own body limit: the largest file (the 80 MB video) and the form around it. */
export const submissionBodyLimit = () =>
  routeBodyLimit(
    MAX_BYTES + MULTIPART_FRAMING,
    `The file is larger than ${megabytes(MAX_BYTES)}, the most a submission takes`,
  );

export const caseStudyBodyLimit = () =>
  routeBodyLimit(
    CASE_STUDY_MAX_BYTES + MULTIPART_FRAMING,
    `The case study is larger than ${megabytes(CASE_STUDY_MAX_BYTES)}`,
  );

/** "a .pdf, .ppt or .doc file" */
const formatList = (formats: readonly string[]) => {
  const dotted = formats.map((f) => `.${f}`);
  return dotted.length === 1 ? dotted[0] : `${dotted.slice(0, -1).join(', ')} or ${dotted.at(-1)}`;
};

async function multipart(c: Context): Promise<Record<string, unknown>> {
  try {
    return await c.req.parseBody();
  } catch {
    throw new HttpError(400, 'Invalid body: send the file as multipart/form-data');
  }
}

const fileField = (body: Record<string, unknown>, what: string): File => {
  const file = body.file;
  if (!(file instanceof File))
    throw new HttpError(400, `Invalid body field 'file': attach your ${what} as 'file'`);
  if (file.size === 0) throw new HttpError(400, `Invalid body field 'file': your ${what} is empty`);
  return file;
};

/** The organisers' case study: a PDF by its bytes. */
export async function readCaseStudy(c: Context): Promise<Uint8Array> {
  const file = fileField(await multipart(c), 'case study');
  if (file.size > CASE_STUDY_MAX_BYTES)
    throw new HttpError(413, `The case study is larger than ${megabytes(CASE_STUDY_MAX_BYTES)}`);
  const data = new Uint8Array(await file.arrayBuffer());
  if (documentFormat(data) !== 'pdf') throw new HttpError(415, 'The case study must be a .pdf file');
  return data;
}

interface Checked {
  format: string;
  data: Uint8Array;
  slides: number | null;
  durationMs: number | null;
}

/** Checks a file of a kind by its bytes: its format, then its slides or its length. */
function checkSubmission(kind: SubmissionKind, data: Uint8Array): Checked {
  const rule = SUBMISSION_RULES[kind];
  const format = documentFormat(data);
  if (!format || !(rule.formats as readonly string[]).includes(format))
    throw new HttpError(
      415,
      `Your ${rule.label} must be a ${formatList(rule.formats)} file: this file is not one`,
    );
  if (kind === 'deck') {
    const max = SUBMISSION_RULES.deck.maxSlides;
    const slides = format === 'pptx' ? pptxSlideCount(zipEntryNames(data) ?? []) : pdfPageCount(data);
    if (!slides)
      throw new HttpError(400, 'We could not count the slides of your deck: please export it again');
    if (slides > max) throw new HttpError(400, `Your deck has ${slides} slides: at most ${max} are allowed`);
    return { format, data, slides, durationMs: null };
  }
  if (kind === 'video') {
    const max = SUBMISSION_RULES.video.maxSeconds;
    const seconds = durationOf('mp4', data);
    if (seconds === null)
      throw new HttpError(
        400,
        'We could not read the length of your pitch video: please export it again as MP4',
      );
    // Half a second of rounding in an export is not held against anyone.
    if (seconds > max + 0.5)
      throw new HttpError(
        400,
        `Your pitch video is ${clockOf(seconds)} long: it must be at most ${clockOf(max)}`,
      );
    return { format, data, slides: null, durationMs: Math.round(seconds * 1000) };
  }
  return { format, data, slides: null, durationMs: null };
}

/** `POST user/competition/submission`. */
export async function submitFile(
  db: Db,
  media: MediaStore,
  vertical: Vertical,
  seekerId: number,
  c: Context,
  now: Date,
): Promise<CompetitionSubmissionAnswer> {
  const body = await multipart(c);
  const fields = parse(
    CompetitionSubmissionFields,
    { kind: body.kind, ...(body.competitionId === undefined ? {} : { competitionId: body.competitionId }) },
    'body',
  );
  const edition = await editionOf(db, vertical, fields.competitionId);
  const rule = SUBMISSION_RULES[fields.kind];
  const round = rule.round;
  const standing = await standingOf(db, edition, seekerId, now);
  if (!standing.registration) throw new HttpError(403, `Register for ${edition.name} to take part`);
  const w = windowOf(edition, round);
  const state = stateOf(w, now);
  if (state === 'upcoming') throw new HttpError(409, `${ROUND_LABEL[round]} opens on ${spoken(w.startsAt)}`);
  if (!qualifiedFor(edition, standing, round))
    throw new HttpError(
      403,
      `${ROUND_LABEL[round]} is for the candidates who went on from ${ROUND_LABEL[(round === 'round2' ? 'round1' : 'round2') as CompetitionRound].toLowerCase()}`,
    );
  if (state === 'closed')
    throw new HttpError(409, `${ROUND_LABEL[round]} closed on ${spoken(w.endsAt)}: late files are not taken`);
  const file = fileField(body, rule.label);
  if (file.size > rule.maxBytes)
    throw new HttpError(
      413,
      `Your ${rule.label} is larger than ${megabytes(rule.maxBytes)}, the most it may be`,
    );
  const checked = checkSubmission(fields.kind, new Uint8Array(await file.arrayBuffer()));
  const key = `competition/${edition.id}/${seekerId}/${fields.kind}-${generateSecret(12)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')}.${checked.format}`;
  const fileName = (file.name || `${fields.kind}.${checked.format}`).slice(0, 200);
  await media.put(key, checked.data);
  let kept: { row: FileRow; replaced: string | null };
  try {
    kept = await db.transaction(async (tx) => {
      const before = await firstRow<{ key: string }>(
        tx,
        sql`SELECT key FROM competition_files WHERE competition_id = ${edition.id} AND seeker_id = ${seekerId}
              AND kind = ${fields.kind} FOR UPDATE`,
      );
      const row = await firstRow<FileRow>(
        tx,
        sql`INSERT INTO competition_files (competition_id, seeker_id, kind, round, file_name, format, key, size_bytes, slides, duration_ms, uploaded_at)
            VALUES (${edition.id}, ${seekerId}, ${fields.kind}, ${round}, ${fileName}, ${checked.format}, ${key},
                    ${checked.data.length}, ${checked.slides}, ${checked.durationMs}, ${now.toISOString()}::timestamptz)
            ON CONFLICT (competition_id, seeker_id, kind) DO UPDATE SET file_name = excluded.file_name,
              format = excluded.format, key = excluded.key, size_bytes = excluded.size_bytes, slides = excluded.slides,
              duration_ms = excluded.duration_ms, uploaded_at = excluded.uploaded_at
            RETURNING *`,
      );
      return { row: row as FileRow, replaced: before?.key ?? null };
    });
  } catch (error) {
    await media.remove(key);
    throw error;
  }
  if (kept.replaced && kept.replaced !== key) await media.remove(kept.replaced);
  return {
    message: `Your ${rule.label} is in for ${ROUND_LABEL[round].toLowerCase()}${kept.replaced ? ' (it replaces the one you sent before)' : ''}`,
    file: fileOut(kept.row),
  };
}
