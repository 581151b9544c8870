/**
 * Handing in a file of a round (round 2's answer, round 3's deck and video): the route's action reads
 * the multipart form and forwards the file to `POST user/competition/submission` with the session. The
 * API reads the file's type, slides and length from its bytes and says why it refuses one.
 */
import { SUBMISSION_RULES, type SubmissionKind } from '@jobsite/domain';
import type { CompetitionFile } from '@jobsite/domain/answers';
import { errorText, field, requireSignedIn, type Site } from '@jobsite/shell/site';
import { formatDuration } from '@jobsite/ui/TimedQuestions';
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { formatWhen, loadEdition, ROUND_NAMES } from '../edition.ts';
import { roundGate } from './gate.ts';

export type HandInOutcome =
  | { kind: SubmissionKind; ok: true; message: string; file: CompetitionFile }
  | { kind: SubmissionKind; ok: false; error: string };

/** Forwards the form's file (`file`, of the form's `kind`, one of `kinds`) to the API. */
async function handIn(
  site: Site,
  form: FormData,
  kinds: readonly [SubmissionKind, ...SubmissionKind[]],
): Promise<HandInOutcome> {
  const asked = field(form, 'kind');
  const kind = kinds.find((k) => k === asked);
  if (!kind) return { kind: kinds[0], ok: false, error: 'Choose what to hand in.' };
  const file = form.get('file');
  if (!(file instanceof Blob) || file.size === 0)
    return { kind, ok: false, error: `Choose your ${SUBMISSION_RULES[kind].label} file to hand in.` };
  try {
    const answer = await site.api.competition.competitionSubmission({
      kind,
      file,
      fileName: 'name' in file && typeof file.name === 'string' && file.name !== '' ? file.name : kind,
    });
    return { kind, ok: true, message: answer.message, file: answer.file };
  } catch (error) {
    return { kind, ok: false, error: errorText(error) };
  }
}

/**
 * The loader of a round that takes files (round 2, round 3): the edition, whether the seeker may hand in
 * now, and the page's head with the round's own description (given the edition's name).
 */
export async function handInRoundData(
  { request, context }: LoaderFunctionArgs,
  round: 'round2' | 'round3',
  descriptionOf: (edition: string) => string,
) {
  const site = requireSignedIn(context, request);
  const { competition, progress } = await loadEdition(site, request, { progress: true });
  return {
    head: {
      title: `${ROUND_NAMES[round]} | ${competition.name} | ${site.name}`,
      description: descriptionOf(competition.name),
      siteName: site.name,
      noindex: true,
    },
    competition,
    gate: roundGate(competition, progress, round),
  };
}

/** The `POST` (multipart) of such a round: hands in a file of one of its `kinds`. */
export async function handInAction(
  { request, context }: ActionFunctionArgs,
  kinds: readonly [SubmissionKind, ...SubmissionKind[]],
): Promise<HandInOutcome> {
  const site = requireSignedIn(context, request);
  return handIn(site, await request.formData(), kinds);
}

/** The file last handed in of a kind, as the candidate's progress lists it. */
export const latestFile = (files: readonly CompetitionFile[], kind: SubmissionKind): CompetitionFile | null =>
  files
    .filter((f) => f.kind === kind)
    .reduce<CompetitionFile | null>(
      (latest, f) =>
        latest === null || Date.parse(f.uploadedAt) > Date.parse(latest.uploadedAt) ? f : latest,
      null,
    );

/** `.pdf, .ppt or .doc` */
export const orList = (items: readonly string[]): string =>
  items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`;

/** A size in words: `820 KB`, `4.2 MB`. */
export function sizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, '')} MB`;
}

/** What the page says of a handed-in file, term by term. */
export function fileFacts(file: CompetitionFile): { term: string; detail: string }[] {
  return [
    { term: 'File', detail: file.fileName },
    { term: 'Size', detail: `${sizeText(file.sizeBytes)} (${file.format.toUpperCase()})` },
    ...(file.slides !== null ? [{ term: 'Slides', detail: String(file.slides) }] : []),
    ...(file.durationSeconds !== null
      ? [{ term: 'Length', detail: formatDuration(file.durationSeconds) }]
      : []),
    { term: 'Handed in', detail: formatWhen(file.uploadedAt) },
  ];
}
