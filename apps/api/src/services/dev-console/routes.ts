/**
 * The recruiter console (decision 0062): `GET {base}/dev/console`, a development page where a person
 * picks a job and an applicant and, as the recruiter, changes the application's status, offers interview
 * slots, assigns an assessment and writes in the chat, changes a company's logo, or runs a round of the
 * competition. Each change is a form posted to `{base}/dev/console/{action}`, done by the functions the
 * internal API calls, and answered with a redirect back to the page (or the page again with the refusal and the values sent).
 *
 * Posts are checked here, not by the brand-site origin rule (the page is on the API's own origin): the
 * `Origin` must be this host, `Sec-Fetch-Site` (when sent) `same-origin`, and the form's token must equal
 * the console's cookie (SameSite=Strict, set by the page). Outside production the console is open like
 * the development outbox; in production it is mounted only with DEV_CONSOLE=on and ADMIN_KEY, and then
 * answers only with the key (the Basic password, or `X-Admin-Key`).
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { ChatMessage } from '@jobsite/domain/answers';
import {
  APPLICATION_STATUSES,
  CompetitionPublishBody,
  CompetitionRoundParams,
  ExternalAssessmentBody,
  RecruiterMessageBody,
  TimedAssessmentBody,
} from '@jobsite/domain/calls';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import * as v from 'valibot';
import type { Db } from '../../db/client.ts';
import type { Vertical } from '../../db/content.ts';
import { HttpError } from '../../http/errors.ts';
import { parse } from '../../http/validate.ts';
import type { MediaStore } from '../../media/store.ts';
import type { Realtime } from '../../realtime/bus.ts';
import { assignAssessment } from '../assessments/recruiter.ts';
import { recruiterHistory, sendChatMessage } from '../chat/recruiter.ts';
import { closeRound, listCompetitions, openRound, publishRound } from '../competition/organiser.ts';
import { NO_COMPETITION, runsCompetition } from '../competition/service.ts';
import { createInterviewSlots } from '../interviews/recruiter.ts';
import { companyOf, logoBodyLimit, replaceCompanyLogo } from '../logos/routes.ts';
import type { MailLinks } from '../notifications/emails.ts';
import { setApplicationStatus } from '../recruiter/actions.ts';
import {
  type ConsoleAction,
  type ConsoleView,
  consolePage,
  DONE_TEXT,
  type DoneCode,
  problemPage,
} from './page.ts';
import { applicantsOf, companiesWithRecruiters, jobsWithApplicants } from './queries.ts';

/** The console's path below a vertical's base. */
const CONSOLE_PATH = '/dev/console';

interface DevConsoleDeps {
  db: Db;
  /** Where a company's logo goes. */
  media: MediaStore;
  /** Each vertical's base path (`/management`). */
  basePaths: Record<Vertical, string>;
  realtime: Realtime;
  /** The links of the emails a change sends the seeker, as the internal API's (decision 0064). */
  mail: MailLinks;
  /** In production the console answers only requests carrying this key. */
  production: boolean;
  adminKey?: string | undefined;
  now?: () => Date;
}

const Id = v.pipe(v.string(), v.regex(/^\d{1,18}$/, 'must be an id'), v.transform(Number));
const Blank = v.pipe(
  v.optional(v.string(), ''),
  v.transform((s) => s.trim()),
);
const OptionalId = v.pipe(
  Blank,
  v.transform((s) => (s === '' ? undefined : s)),
  v.optional(Id),
);
const LocalTime = v.pipe(
  v.string(),
  v.trim(),
  v.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, 'must be a date and time'),
);
const OptionalLocalTime = v.optional(v.union([v.literal(''), LocalTime]), '');

const PageQuery = v.object({
  job: OptionalId,
  application: OptionalId,
  email: v.pipe(
    Blank,
    v.maxLength(254, 'must be at most 254 characters'),
    v.transform((s) => (s === '' ? undefined : s)),
  ),
  done: v.optional(v.string()),
});
const StatusForm = v.object({
  application: Id,
  status: v.picklist(APPLICATION_STATUSES, `must be one of ${APPLICATION_STATUSES.join(', ')}`),
});
const SlotsForm = v.object({
  application: Id,
  slot1: LocalTime,
  slot2: OptionalLocalTime,
  slot3: OptionalLocalTime,
  minutes: v.pipe(
    v.string(),
    v.regex(/^\d{1,3}$/, 'must be a whole number of minutes'),
    v.transform(Number),
    v.minValue(5, 'must be at least 5 minutes'),
    v.maxValue(480, 'must be at most 480 minutes'),
  ),
  title: v.pipe(Blank, v.maxLength(200, 'must be at most 200 characters')),
  location: v.pipe(Blank, v.maxLength(500, 'must be at most 500 characters')),
});
const AssessmentForm = v.object({
  application: Id,
  kind: v.picklist(['timed', 'external'], 'must be timed or external'),
  title: v.string(),
  minutes: Blank,
  questions: Blank,
  url: Blank,
  due: OptionalLocalTime,
});
const MessageForm = v.object({ application: Id, body: v.string() });
const LogoForm = v.object({ company: Id });
const RoundForm = v.object({
  do: v.picklist(['open', 'close', 'publish'], 'choose Open, Close or Publish'),
  until: OptionalLocalTime,
  cutoff: v.pipe(Blank, v.regex(/^(\d{1,6}(\.\d{1,2})?)?$/, 'must be a score such as 18 or 17.5')),
});

const IST_OFFSET_MS = 5.5 * 3_600_000;

/** A time the form gives in India time (the product's zone), as an ISO instant. */
function indiaTime(local: string, field: string): string {
  const at = new Date(`${local}:00+05:30`).getTime();
  // A day the month does not have (31 February) would roll over into the next month: refuse it.
  const back = Number.isNaN(at) ? '' : new Date(at + IST_OFFSET_MS).toISOString().slice(0, 16);
  if (back !== local) throw new HttpError(400, `Invalid body field '${field}': no such date`);
  return new Date(at).toISOString();
}

/** The form's text fields, and its files apart. */
async function formOf(c: Context): Promise<{ fields: Record<string, string>; files: Record<string, File> }> {
  let body: Record<string, unknown>;
  try {
    body = await c.req.parseBody();
  } catch {
    throw new HttpError(400, 'Invalid body: send the console’s form');
  }
  const entries = Object.entries(body);
  return {
    fields: Object.fromEntries(entries.filter((e): e is [string, string] => typeof e[1] === 'string')),
    files: Object.fromEntries(entries.filter((e): e is [string, File] => e[1] instanceof File)),
  };
}

const same = (a: string, b: string) => {
  const [x, y] = [Buffer.from(a), Buffer.from(b)];
  return x.length === y.length && timingSafeEqual(x, y);
};

/** In production: the admin key as the Basic password or `X-Admin-Key`, else 401 asking for it. */
function keyGuard(production: boolean, adminKey: string | undefined): MiddlewareHandler {
  return async (c, next) => {
    if (!production) return next();
    const header = c.req.header('authorization') ?? '';
    const basic = /^Basic ([A-Za-z0-9+/=]+)$/.exec(header)?.[1];
    const password = basic ? Buffer.from(basic, 'base64').toString('utf8').split(':').slice(1).join(':') : '';
    const given = c.req.header('x-admin-key') ?? password;
    if (adminKey && same(given, adminKey)) return next();
    c.header('WWW-Authenticate', 'Basic realm="Recruiter console", charset="UTF-8"');
    c.header('Cache-Control', 'no-store');
    return c.html(
      problemPage('Recruiter console', 'The console needs the admin key: give it as the password.'),
      401,
    );
  };
}

export function devConsoleRoutes(deps: DevConsoleDeps, vertical: Vertical) {
  const { db, media, realtime, mail, production } = deps;
  const basePath = deps.basePaths[vertical];
  const now = deps.now ?? (() => new Date());
  const path = `${basePath}${CONSOLE_PATH}`;
  const cookie = `${vertical}_console`;
  const verticalName = `${vertical[0]?.toUpperCase() ?? ''}${vertical.slice(1)}`;
  const app = new Hono({ strict: false });
  app.use(`${CONSOLE_PATH}/*`, keyGuard(production, deps.adminKey));
  app.use(CONSOLE_PATH, keyGuard(production, deps.adminKey));

  /** The console's form token: the cookie's, or a new one set now (SameSite=Strict, HttpOnly). */
  function tokenOf(c: Context): string {
    const kept = getCookie(c, cookie);
    if (kept && /^[\w-]{32}$/.test(kept)) return kept;
    const token = randomBytes(24).toString('base64url');
    setCookie(c, cookie, token, { path, httpOnly: true, sameSite: 'Strict', secure: production });
    return token;
  }

  async function render(
    c: Context,
    status: ContentfulStatusCode,
    pick: { jobId?: number | undefined; email?: string | undefined; applicationId?: number | undefined },
    outcome: { done?: DoneCode | undefined; refused?: ConsoleView['refused'] } = {},
  ) {
    let refused = outcome.refused;
    const [picked] =
      pick.applicationId === undefined
        ? [undefined]
        : await applicantsOf(db, vertical, { applicationId: pick.applicationId });
    if (pick.applicationId !== undefined && !picked && !refused) {
      status = 404;
      refused = {
        action: 'status',
        message: `There is no application ${pick.applicationId} on this site`,
        values: {},
      };
    }
    const jobId = pick.jobId ?? (picked && pick.email === undefined ? picked.jobId : undefined);
    const listed = jobId !== undefined || pick.email !== undefined;
    let messages: ChatMessage[] = [];
    let blocked = false;
    if (picked) {
      const history = await recruiterHistory(db, vertical, Number(picked.id), null);
      messages = history.messages;
      blocked = history.blocked;
    }
    const view: ConsoleView = {
      path,
      verticalName,
      token: tokenOf(c),
      jobs: await jobsWithApplicants(db, vertical),
      companies: await companiesWithRecruiters(db, vertical),
      jobId,
      email: pick.email,
      applicants: listed ? await applicantsOf(db, vertical, { jobId, email: pick.email }) : undefined,
      picked,
      messages,
      blocked,
      competitions: runsCompetition(vertical)
        ? (await listCompetitions(db, vertical, now())).competitions
        : undefined,
      done: outcome.done,
      refused,
    };
    c.header('Cache-Control', 'no-store');
    return c.html(consolePage(view), status);
  }

  app.get(CONSOLE_PATH, async (c) => {
    const query = v.safeParse(PageQuery, c.req.query());
    if (!query.success) {
      const issue = query.issues[0];
      const key = issue.path?.map((p) => String(p.key)).join('.') ?? '';
      return render(
        c,
        400,
        {},
        {
          refused: {
            action: 'status',
            message: `Invalid query parameter '${key}': ${issue.message}`,
            values: {},
          },
        },
      );
    }
    const q = query.output;
    const done = q.done !== undefined && q.done in DONE_TEXT ? (q.done as DoneCode) : undefined;
    return render(c, 200, { jobId: q.job, email: q.email, applicationId: q.application }, { done });
  });

  /** Refuses a post that did not come from the console's own page. */
  function fromThePage(c: Context, form: Record<string, string>): string | undefined {
    const origin = c.req.header('origin');
    const site = c.req.header('sec-fetch-site');
    if (site !== undefined && site !== 'same-origin') return 'This form was sent from another site';
    // `null` is what a browser sends under the API's `no-referrer` policy; it counts only beside the
    // browser's own word that the page is on this origin (the page also asks for `same-origin`).
    if (origin !== undefined && !(origin === 'null' && site === 'same-origin')) {
      let host: string | undefined;
      try {
        host = origin === 'null' ? undefined : new URL(origin).host;
      } catch {
        host = undefined;
      }
      if (host === undefined || host !== c.req.header('host')) return 'This form was sent from another site';
    }
    const kept = getCookie(c, cookie);
    if (!kept || !same(form.token ?? '', kept))
      return 'This form is out of date or was not sent from the console: reload the console and try again';
    return undefined;
  }

  /** Runs one change from its form: a redirect to the page on success, the page with the refusal if not. */
  function action(
    name: ConsoleAction,
    run: (form: Record<string, string>, files: Record<string, File>) => Promise<DoneCode>,
    ...before: MiddlewareHandler[]
  ) {
    for (const handler of before) app.use(`${CONSOLE_PATH}/${name}`, handler);
    app.post(`${CONSOLE_PATH}/${name}`, async (c) => {
      const { fields: form, files } = await formOf(c);
      const refusal = fromThePage(c, form);
      if (refusal) {
        c.header('Cache-Control', 'no-store');
        return c.html(problemPage('Not done', `${refusal}.`), 403);
      }
      const pick = {
        jobId: v.safeParse(OptionalId, form.job).output as number | undefined,
        email: form.email?.trim() ? form.email.trim().slice(0, 254) : undefined,
        applicationId: v.safeParse(OptionalId, form.application).output as number | undefined,
      };
      try {
        const done = await run(form, files);
        const back = new URLSearchParams();
        if (pick.jobId !== undefined) back.set('job', String(pick.jobId));
        if (pick.email !== undefined) back.set('email', pick.email);
        if (pick.applicationId !== undefined) back.set('application', String(pick.applicationId));
        back.set('done', done);
        const anchor =
          name === 'round' ? 'competition-heading' : name === 'logo' ? 'logo-heading' : 'application-heading';
        return c.redirect(`${path}?${back}#${anchor}`, 303);
      } catch (err) {
        if (!(err instanceof HttpError)) throw err;
        const { token: _token, ...values } = form;
        return render(c, err.status, pick, { refused: { action: name, message: err.message, values } });
      }
    });
  }

  action('status', async (form) => {
    const f = parse(StatusForm, form, 'body');
    await setApplicationStatus(db, vertical, f.application, f.status, mail);
    return 'status';
  });

  action('slots', async (form) => {
    const f = parse(SlotsForm, form, 'body');
    const starts = [
      indiaTime(f.slot1, 'slot1'),
      ...(f.slot2 ? [indiaTime(f.slot2, 'slot2')] : []),
      ...(f.slot3 ? [indiaTime(f.slot3, 'slot3')] : []),
    ];
    const slots = starts.map((startsAt) => ({
      startsAt,
      endsAt: new Date(Date.parse(startsAt) + f.minutes * 60_000).toISOString(),
    }));
    await createInterviewSlots(db, vertical, f.application, slots, {
      title: f.title || undefined,
      location: f.location || undefined,
    });
    return 'slots';
  });

  action('assessment', async (form) => {
    const f = parse(AssessmentForm, form, 'body');
    const dueAt = f.due ? indiaTime(f.due, 'due') : undefined;
    if (f.kind === 'external') {
      const body = parse(ExternalAssessmentBody, { title: f.title, url: f.url, dueAt }, 'body');
      await assignAssessment(db, vertical, f.application, body);
      return 'assessment';
    }
    let questions: unknown;
    try {
      questions = JSON.parse(f.questions);
    } catch {
      throw new HttpError(400, "Invalid body field 'questions': must be JSON, a list of questions");
    }
    if (!/^\d{1,3}$/.test(f.minutes))
      throw new HttpError(400, "Invalid body field 'minutes': must be a whole number of minutes");
    const minutes = Number(f.minutes);
    const body = parse(
      TimedAssessmentBody,
      { title: f.title, durationSeconds: minutes * 60, questions, dueAt },
      'body',
    );
    await assignAssessment(db, vertical, f.application, body);
    return 'assessment';
  });

  action('message', async (form) => {
    const f = parse(MessageForm, form, 'body');
    const { body } = parse(RecruiterMessageBody, { body: f.body }, 'body');
    await sendChatMessage(db, vertical, f.application, body, mail, realtime);
    return 'message';
  });

  action(
    'logo',
    async (form, files) => {
      const { company: id } = parse(LogoForm, form, 'body');
      const company = await companyOf(db, vertical, id);
      if (!company) throw new HttpError(404, 'Company not found');
      const file = files.file;
      if (!file || file.size === 0) throw new HttpError(400, 'Choose the logo’s file');
      await replaceCompanyLogo({ db, media }, vertical, company, new Uint8Array(await file.arrayBuffer()));
      return 'logo';
    },
    logoBodyLimit(),
  );

  action('round', async (form) => {
    if (!runsCompetition(vertical)) throw new HttpError(404, NO_COMPETITION);
    const { id, round } = parse(CompetitionRoundParams, { id: form.competition, round: form.round }, 'body');
    const f = parse(RoundForm, form, 'body');
    if (f.do === 'open') {
      await openRound(db, vertical, id, round, f.until ? indiaTime(f.until, 'until') : undefined, now());
      return 'open';
    }
    if (f.do === 'close') {
      await closeRound(db, vertical, id, round, now());
      return 'close';
    }
    if (round === 'registration') throw new HttpError(400, 'Registration has no results to publish');
    const { cutoff } = parse(
      CompetitionPublishBody,
      { cutoff: f.cutoff === '' ? undefined : Number(f.cutoff) },
      'body',
    );
    await publishRound(db, vertical, id, round, cutoff, now());
    return 'publish';
  });

  return app;
}

/** Whether a path is the console's page or one of its posts, for a vertical base. */
export const isConsolePath = (basePath: string, requestPath: string) =>
  requestPath === `${basePath}${CONSOLE_PATH}` || requestPath.startsWith(`${basePath}${CONSOLE_PATH}/`);
