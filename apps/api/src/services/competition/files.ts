/**
 * What candidates hand in (decision 0039): round 2's answer, round 3's deck and video, each checked by
 * its bytes (format, slides, pages, length; never the file's name) and its size, only while the round
 * is open and to a candidate who is in it; a later file of a kind replaces the earlier one. Who may
 * send a file is settled from the fields before it, before the file is read; the file is streamed to
 * disk with its size counted, and read by offset for its checks (decision 0069).
 */
import { type CompetitionRound, SUBMISSION_RULES, type SubmissionKind } from '@jobsite/domain';
import type { CompetitionSubmissionAnswer } from '@jobsite/domain/answers';
import { CompetitionSubmissionFields, clockOf } from '@jobsite/domain/calls';
import { and, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Db } from '../../db/client.ts';
import type { Vertical } from '../../db/content.ts';
import { competitionFiles } from '../../db/schema.ts';
import { fromInserted } from '../../db/upsert.ts';
import { streamedBodyLimit } from '../../http/body-limit.ts';
import { HttpError } from '../../http/errors.ts';
import { parse } from '../../http/validate.ts';
import { documentFormat, pdfPageCount, pptxSlideCount, zipEntryNames } from '../../media/documents.ts';
import { durationIn } from '../../media/duration.ts';
import type { MediaStore } from '../../media/store.ts';
import { MULTIPART_FRAMING, megabytes, openForm, receiveFile, type Spooled } from '../../media/upload.ts';
import { generateSecret } from '../auth/codes.ts';
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

const MAX_BYTES = Math.max(...Object.values(SUBMISSION_RULES).map((r) => r.maxBytes));
const CASE_STUDY_MAX_BYTES = 20 * 1024 * 1024;
const CASE_STUDY_TOO_LARGE = `The case study is larger than ${megabytes(CASE_STUDY_MAX_BYTES)}`;

/**
 * The submission route's own body limit: a body declaring more than the largest file (the 80 MB video)
 * and the form around it is refused before it is read; the kind's own limit is checked once its field
 * is read, before the file (decision 0069).
 */
export const submissionBodyLimit = () =>
  streamedBodyLimit(
    MAX_BYTES + MULTIPART_FRAMING,
    `The file is larger than ${megabytes(MAX_BYTES)}, the most a submission takes`,
  );

export const caseStudyBodyLimit = () =>
  streamedBodyLimit(CASE_STUDY_MAX_BYTES + MULTIPART_FRAMING, CASE_STUDY_TOO_LARGE);

/** "a .pdf, .ppt or .doc file" */
const formatList = (formats: readonly string[]) => {
  const dotted = formats.map((f) => `.${f}`);
  return dotted.length === 1 ? dotted[0] : `${dotted.slice(0, -1).join(', ')} or ${dotted.at(-1)}`;
};

/** The organisers' case study: a PDF by its first bytes, spooled; `use` stores it. */
export async function withCaseStudy<T>(
  c: Context,
  media: MediaStore,
  use: (pdf: Spooled) => Promise<T>,
): Promise<T> {
  const form = await openForm(c, 'case study');
  const pdf = await receiveFile(c, form, media.spoolDir, {
    what: 'case study',
    maxBytes: CASE_STUDY_MAX_BYTES,
    tooLarge: CASE_STUDY_TOO_LARGE,
  });
  try {
    if (documentFormat(pdf.head) !== 'pdf') throw new HttpError(415, 'The case study must be a .pdf file');
    return await use(pdf);
  } finally {
    await pdf.discard();
  }
}

interface Checked {
  format: string;
  slides: number | null;
  durationMs: number | null;
}

/**
 * Checks a file of a kind by its bytes: its format, then its slides or its length, read by offset from
 * the spooled file (a PDF's pages a window at a time).
 */
function checkSubmission(kind: SubmissionKind, file: Spooled): Checked {
  const rule = SUBMISSION_RULES[kind];
  const format = file.access(documentFormat);
  if (!format || !(rule.formats as readonly string[]).includes(format))
    throw new HttpError(
      415,
      `Your ${rule.label} must be a ${formatList(rule.formats)} file: this file is not one`,
    );
  if (kind === 'deck') {
    const max = SUBMISSION_RULES.deck.maxSlides;
    const slides =
      format === 'pptx'
        ? pptxSlideCount(file.access(zipEntryNames) ?? [])
        : file.access((access) => pdfPageCount(access));
    if (!slides)
      throw new HttpError(400, 'We could not count the slides of your deck: please export it again');
    if (slides > max) throw new HttpError(400, `Your deck has ${slides} slides: at most ${max} are allowed`);
    return { format, slides, durationMs: null };
  }
  if (kind === 'video') {
    const max = SUBMISSION_RULES.video.maxSeconds;
    const seconds = file.access((access) => durationIn('mp4', access));
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
    return { format, slides: null, durationMs: Math.round(seconds * 1000) };
  }
  return { format, slides: null, durationMs: null };
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
  // The fields come before the file: who may send it, to which round, is settled before it is read.
  const form = await openForm(c, 'file', ['kind']);
  let fields: CompetitionSubmissionFields;
  let edition: Awaited<ReturnType<typeof editionOf>>;
  try {
    const { kind, competitionId } = form.fields;
    fields = parse(
      CompetitionSubmissionFields,
      { kind, ...(competitionId === undefined ? {} : { competitionId }) },
      'body',
    );
    edition = await editionOf(db, vertical, fields.competitionId);
    await mayHandIn(db, edition, seekerId, fields.kind, now);
  } catch (error) {
    form.stop();
    throw error;
  }
  const rule = SUBMISSION_RULES[fields.kind];
  const file = await receiveFile(c, form, media.spoolDir, {
    what: rule.label,
    maxBytes: rule.maxBytes,
    tooLarge: `Your ${rule.label} is larger than ${megabytes(rule.maxBytes)}, the most it may be`,
  });
  try {
    return await keepSubmission(db, media, { edition, seekerId, kind: fields.kind, file, now });
  } finally {
    await file.discard();
  }
}

/** Refuses a file of `kind` to a seeker not registered, not qualified for its round, or out of its window. */
async function mayHandIn(
  db: Db,
  edition: Awaited<ReturnType<typeof editionOf>>,
  seekerId: number,
  kind: SubmissionKind,
  now: Date,
) {
  const round = SUBMISSION_RULES[kind].round;
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
}

/** Checks the spooled file by its bytes, stores it and records it, replacing the earlier one of its kind. */
async function keepSubmission(
  db: Db,
  media: MediaStore,
  {
    edition,
    seekerId,
    kind,
    file,
    now,
  }: {
    edition: Awaited<ReturnType<typeof editionOf>>;
    seekerId: number;
    kind: SubmissionKind;
    file: Spooled;
    now: Date;
  },
): Promise<CompetitionSubmissionAnswer> {
  const rule = SUBMISSION_RULES[kind];
  const round = rule.round;
  const checked = checkSubmission(kind, file);
  const key = `competition/${edition.id}/${seekerId}/${kind}-${generateSecret(12)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')}.${checked.format}`;
  const fileName = file.name || `${kind}.${checked.format}`;
  await media.put(key, file);
  let kept: { row: FileRow; replaced: string | null };
  try {
    kept = await db.transaction(async (tx) => {
      const [before] = await tx.orm
        .select({ key: competitionFiles.key })
        .from(competitionFiles)
        .where(
          and(
            eq(competitionFiles.competitionId, edition.id),
            eq(competitionFiles.seekerId, seekerId),
            eq(competitionFiles.kind, kind),
          ),
        )
        .for('update');
      const [row] = await tx.orm
        .insert(competitionFiles)
        .values({
          competitionId: edition.id,
          seekerId,
          kind,
          round,
          fileName,
          format: checked.format,
          key,
          sizeBytes: file.size,
          slides: checked.slides,
          durationMs: checked.durationMs,
          uploadedAt: now,
        })
        .onConflictDoUpdate({
          target: [competitionFiles.competitionId, competitionFiles.seekerId, competitionFiles.kind],
          set: fromInserted(competitionFiles, [
            'fileName',
            'format',
            'key',
            'sizeBytes',
            'slides',
            'durationMs',
            'uploadedAt',
          ]),
        })
        .returning();
      if (!row) throw new Error('competition file not written');
      return { row, replaced: before?.key ?? null };
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
