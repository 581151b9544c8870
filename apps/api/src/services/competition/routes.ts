/**
 * The competition calls (calls.md 7.8; decision 0039). The seeker's: `user/competition/info` (signed out
 * too), `register`, `progress`, `result` (public), `quiz` (read, start, answer, submit), `submission`
 * (multipart files of rounds 2 and 3) and `competition/download` (the round 2 case study). The
 * organisers' on the internal API (mounted by app.ts under `/internal/{vertical}`, behind the admin key).
 * A vertical whose `competition` flag is off answers every call 404.
 */
import { COMPETITION, isPhoneUserAgent, QUIZ_DESKTOP_ONLY_MESSAGE } from '@jobsite/domain';
import {
  CompetitionCandidatesQuery,
  CompetitionCreateBody,
  CompetitionDownloadQuery,
  CompetitionGradesBody,
  CompetitionOpenBody,
  CompetitionPublishBody,
  CompetitionQuery,
  CompetitionQuizAnswerBody,
  CompetitionQuizBody,
  CompetitionQuizDraft,
  CompetitionRegisterBody,
  CompetitionResultQuery,
  CompetitionRoundParams,
  Page,
  QueryId,
} from '@jobsite/domain/calls';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import * as v from 'valibot';
import type { Db } from '../../db/client.ts';
import type { Vertical } from '../../db/content.ts';
import { HttpError } from '../../http/errors.ts';
import { parse, parseBody, parseParams, parseQuery } from '../../http/validate.ts';
import type { MediaStore } from '../../media/store.ts';
import { requireSeeker, type SeekerVariables } from '../auth/guard.ts';
import type { SessionSettings } from '../auth/sessions.ts';
import { optionalSeeker } from '../job/feed.ts';
import type { GetReference } from '../job/reference.ts';
import { caseStudyBodyLimit, submissionBodyLimit, submitFile, withCaseStudy } from './files.ts';
import {
  candidates,
  closeRound,
  createCompetition,
  gradeCandidates,
  keepCaseStudy,
  listCompetitions,
  openRound,
  publishRound,
  replaceQuiz,
} from './organiser.ts';
import { registerCompetitionOwner } from './owner.ts';
import { partnerJobs } from './partner-jobs.ts';
import {
  answerQuiz,
  competitionInfo,
  competitionProgress,
  competitionResults,
  editionOf,
  NO_COMPETITION,
  qualifiedFor,
  quizState,
  register,
  runsCompetition,
  spoken,
  standingOf,
  startQuiz,
  submitQuiz,
  windowOf,
} from './service.ts';

/** 404 in a vertical without the competition, before anything else is read. */
const onlyWithCompetition =
  (vertical: Vertical): MiddlewareHandler =>
  async (_c, next) => {
    if (!runsCompetition(vertical)) throw new HttpError(404, NO_COMPETITION);
    await next();
  };

/** What the routes read of the app's deps; `now` is the competition's clock. */
interface CompetitionDeps {
  db: Db;
  sessions: SessionSettings;
  media: MediaStore;
  getRef: GetReference;
  now?: () => Date;
}

export function competitionRoutes(
  { db, sessions, media, getRef, now = () => new Date() }: CompetitionDeps,
  vertical: Vertical,
) {
  registerCompetitionOwner();
  const app = new Hono<{ Variables: SeekerVariables }>({ strict: false });
  const seeker = requireSeeker(db, sessions, vertical);
  const only = onlyWithCompetition(vertical);
  const noStore = (c: Context) => c.header('Cache-Control', 'private, no-store');

  app.get('/user/competition/info', only, async (c) => {
    const { competitionId } = parseQuery(c, CompetitionQuery);
    const edition = await editionOf(db, vertical, competitionId);
    noStore(c);
    return c.json(
      await competitionInfo(db, vertical, edition, await optionalSeeker(db, sessions, vertical, c), now()),
    );
  });

  app.post('/user/competition/register', only, seeker, async (c) => {
    const body = await parseBody(c, CompetitionRegisterBody);
    const { created, answer } = await register(db, vertical, c.get('seekerId'), body, now());
    noStore(c);
    return c.json(answer, created ? 201 : 200);
  });

  app.get('/user/competition/progress', only, seeker, async (c) => {
    const { competitionId } = parseQuery(c, CompetitionQuery);
    const edition = await editionOf(db, vertical, competitionId);
    noStore(c);
    return c.json(await competitionProgress(db, edition, c.get('seekerId'), now()));
  });

  app.get('/user/competition/result', only, async (c) => {
    const query = parseQuery(c, CompetitionResultQuery);
    const edition = await editionOf(db, vertical, query.competitionId);
    c.header('Cache-Control', 'public, max-age=60');
    return c.json(await competitionResults(db, edition, query));
  });

  app.get('/user/competition/quiz', only, seeker, async (c) => {
    const { competitionId } = parseQuery(c, CompetitionQuery);
    const edition = await editionOf(db, vertical, competitionId);
    noStore(c);
    return c.json(await quizState(db, edition, c.get('seekerId'), now()));
  });

  app.post('/user/competition/quiz/start', only, seeker, async (c) => {
    const { competitionId } = await parseBody(c, CompetitionQuizBody);
    // The quiz is desktop only (product.md section 5): a phone is refused before anything starts.
    if (isPhoneUserAgent(c.req.header('user-agent'))) throw new HttpError(403, QUIZ_DESKTOP_ONLY_MESSAGE);
    const edition = await editionOf(db, vertical, competitionId);
    const out = await startQuiz(db, edition, c.get('seekerId'), now());
    noStore(c);
    return c.json(out.body, out.status);
  });

  app.post('/user/competition/quiz/answer', only, seeker, async (c) => {
    const body = await parseBody(c, CompetitionQuizAnswerBody);
    const edition = await editionOf(db, vertical, body.competitionId);
    return c.json(
      await answerQuiz(
        db,
        edition,
        c.get('seekerId'),
        { questionId: body.questionId, choice: body.choice },
        now(),
      ),
    );
  });

  app.post('/user/competition/quiz/submit', only, seeker, async (c) => {
    const { competitionId } = await parseBody(c, CompetitionQuizBody);
    const edition = await editionOf(db, vertical, competitionId);
    return c.json(await submitQuiz(db, edition, c.get('seekerId'), now()));
  });

  app.post('/user/competition/submission', only, submissionBodyLimit(), seeker, async (c) =>
    c.json(await submitFile(db, media, vertical, c.get('seekerId'), c, now()), 201),
  );

  app.get('/competition/download', only, seeker, async (c) => {
    const { competitionId, round } = parseQuery(c, CompetitionDownloadQuery);
    const edition = await editionOf(db, vertical, competitionId);
    if (round !== 'round2') throw new HttpError(404, 'This round has no case study');
    const at = now();
    const standing = await standingOf(db, edition, c.get('seekerId'), at);
    if (!standing.registration) throw new HttpError(403, `Register for ${edition.name} to take part`);
    const w = windowOf(edition, 'round2');
    if (at < w.startsAt)
      throw new HttpError(409, `The case study opens with round 2 on ${spoken(w.startsAt)}`);
    if (!qualifiedFor(edition, standing, 'round2'))
      throw new HttpError(403, 'The case study is for the candidates who went on from round 1');
    const file = edition.caseStudyKey ? await media.open(edition.caseStudyKey) : null;
    if (!file) throw new HttpError(404, 'This round has no case study');
    const name = `${edition.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-round-2-case-study.pdf`;
    // Streamed from the store (decision 0069).
    return c.body(await file.stream(), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${name}"`,
      'Content-Length': String(file.size),
      'Cache-Control': 'private, no-store',
    });
  });

  app.get('/job/getUnpublishedJobs', only, seeker, async (c) => {
    const { tag, page } = parseQuery(c, UnpublishedJobsQuery);
    noStore(c);
    return c.json(await partnerJobs(db, await getRef(vertical), vertical, c.get('seekerId'), tag, page));
  });

  return app;
}

const UnpublishedJobsQuery = v.object({
  tag: v.optional(QueryId, String(COMPETITION.unpublishedJobsTag)),
  page: Page,
});

const IdParams = v.object({ id: QueryId });

async function jsonOf(c: Context): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    return {};
  }
}

/** The organisers' calls, under `/internal/{vertical}` (the admin key is checked where it is mounted). */
export function competitionInternalRoutes(
  { db, media, now = () => new Date() }: Pick<CompetitionDeps, 'db' | 'media' | 'now'>,
  vertical: Vertical,
) {
  registerCompetitionOwner();
  const app = new Hono({ strict: false });
  const only = onlyWithCompetition(vertical);

  app.get('/competitions', only, async (c) => c.json(await listCompetitions(db, vertical, now())));

  app.post('/competitions', only, async (c) => {
    const body = parse(CompetitionCreateBody, await jsonOf(c), 'body');
    return c.json(await createCompetition(db, vertical, body), 201);
  });

  app.put('/competitions/:id/quiz', only, async (c) => {
    const { id } = parseParams(c, IdParams);
    const body = parse(CompetitionQuizDraft, await jsonOf(c), 'body');
    return c.json(await replaceQuiz(db, vertical, id, body, now()));
  });

  app.post('/competitions/:id/rounds/:round/open', only, async (c) => {
    const { id, round } = parseParams(c, CompetitionRoundParams);
    const { endsAt } = parse(CompetitionOpenBody, await jsonOf(c), 'body');
    return c.json(await openRound(db, vertical, id, round, endsAt, now()));
  });

  app.post('/competitions/:id/rounds/:round/close', only, async (c) => {
    const { id, round } = parseParams(c, CompetitionRoundParams);
    return c.json(await closeRound(db, vertical, id, round, now()));
  });

  app.post('/competitions/:id/rounds/:round/publish', only, async (c) => {
    const { id, round } = parseParams(c, CompetitionRoundParams);
    if (round === 'registration') throw new HttpError(400, 'Registration has no results to publish');
    const { cutoff } = parse(CompetitionPublishBody, await jsonOf(c), 'body');
    return c.json(await publishRound(db, vertical, id, round, cutoff, now()));
  });

  app.put('/competitions/:id/case-study', only, caseStudyBodyLimit(), async (c) => {
    const { id } = parseParams(c, IdParams);
    return c.json(await withCaseStudy(c, media, (pdf) => keepCaseStudy(db, media, vertical, id, pdf)));
  });

  app.post('/competitions/:id/grades', only, async (c) => {
    const { id } = parseParams(c, IdParams);
    const body = parse(CompetitionGradesBody, await jsonOf(c), 'body');
    return c.json(await gradeCandidates(db, vertical, id, body, now()));
  });

  app.get('/competitions/:id/candidates', only, async (c) => {
    const { id } = parseParams(c, IdParams);
    const { round } = parseQuery(c, CompetitionCandidatesQuery);
    return c.json(await candidates(db, vertical, id, round, now()));
  });

  return app;
}
