/**
 * The recruiter console's one page (decision 0062), rendered on the server with Hono's `html` template,
 * which escapes every value it is given: names, titles, messages and the values of a form sent back
 * after a refusal can hold no markup. Plain HTML (no script or style: the API's policy is
 * `default-src 'none'`), forms that work without JavaScript, a label for every field, one h1 and a
 * heading for every section.
 */
import { plural } from '@jobsite/domain';
import type { ChatMessage } from '@jobsite/domain/answers';
import { APPLICATION_STATUSES, COMPANY_LOGO_UPLOAD } from '@jobsite/domain/calls';
import { html } from 'hono/html';
import { ROUND_LABEL, spoken } from '../competition/service.ts';
import { devPage, type Html } from '../dev-page.ts';
import type { ApplicantRow, ConsoleCompany, JobWithApplicants } from './queries.ts';

/** The forms that change something, by the path they post to (below the console's). */
export type ConsoleAction = 'status' | 'slots' | 'assessment' | 'message' | 'round' | 'logo';

/** What a change did, as the page says it after the redirect (a fixed text per code). */
export const DONE_TEXT = {
  status: 'The status is changed. The seeker sees it on their applied jobs.',
  slots: 'The interview slots are offered. The seeker picks one on their Interviews page.',
  assessment: 'The assessment is assigned. The seeker finds it among their pending assessments.',
  message: 'The message is sent. The seeker reads it in their chat.',
  logo: 'The logo is changed. It shows on the company’s jobs and its page.',
  open: 'The round is open.',
  close: 'The round is closed.',
  publish: "The round's results are published.",
} as const;
export type DoneCode = keyof typeof DONE_TEXT;

interface Round {
  startsAt: string;
  endsAt: string;
  state: string;
  publishedAt?: string | null;
  cutoff?: number | null;
}
interface ConsoleCompetition {
  id: number;
  name: string;
  edition: number;
  rounds: Record<string, Round>;
}

export interface ConsoleView {
  /** The console's address (`{base}/dev/console`). */
  path: string;
  verticalName: string;
  /** The form token every post carries (the same as the console's cookie). */
  token: string;
  jobs: JobWithApplicants[];
  jobId: number | undefined;
  email: string | undefined;
  /** The applications of the chosen job or email; undefined when neither is chosen. */
  applicants: ApplicantRow[] | undefined;
  picked: ApplicantRow | undefined;
  /** The picked application's conversation, oldest first. */
  messages: ChatMessage[];
  blocked: boolean;
  /** The companies whose logo the console can change (those with recruiters), by name. */
  companies: ConsoleCompany[];
  /** The vertical's editions, newest first; undefined where it runs no competition. */
  competitions: ConsoleCompetition[] | undefined;
  done: DoneCode | undefined;
  /** A refused change: which form, why, and what was sent, to show again. */
  refused: { action: ConsoleAction; message: string; values: Record<string, string> } | undefined;
}

const label = (status: string) => `${status[0]?.toUpperCase() ?? ''}${status.slice(1)}`;

/** Two sample questions for a timed assessment, in the CLI's format, to edit or keep. */
const SAMPLE_QUESTIONS = JSON.stringify(
  [
    {
      prompt: 'Two tasks are due today and you can finish only one. What do you do first?',
      options: ['Pick the easier one', 'Ask which matters more, then tell the other owner', 'Leave both'],
      correct: 1,
    },
    {
      prompt: 'What should a weekly status update lead with?',
      options: ['Risks and decisions needed', 'Every meeting attended', 'Nothing: wait to be asked'],
      correct: 0,
    },
  ],
  null,
  2,
);

function field(id: string, text: string, input: Html, hint?: string): Html {
  return html`<p><label for="${id}">${text}</label>${hint ? html` <small id="${id}-hint">(${hint})</small>` : ''}<br>${input}</p>`;
}

/** The form of one change: the token, the picked job and application, its fields, and its refusal. */
function actionForm(view: ConsoleView, action: ConsoleAction, name: string, body: Html): Html {
  const refused = view.refused?.action === action ? view.refused.message : undefined;
  return html`<form method="post" action="${view.path}/${action}" aria-label="${name}">
<input type="hidden" name="token" value="${view.token}">
${view.jobId === undefined ? '' : html`<input type="hidden" name="job" value="${view.jobId}">`}
${view.email === undefined ? '' : html`<input type="hidden" name="email" value="${view.email}">`}
${view.picked ? html`<input type="hidden" name="application" value="${String(view.picked.id)}">` : ''}
${refused ? html`<p role="alert" id="${action}-error"><strong>Not done:</strong> ${refused}</p>` : ''}
${body}
</form>`;
}

/** A change on the picked application: its section and heading, anything before its form, and the form. */
function changeSection(
  view: ConsoleView,
  action: ConsoleAction,
  text: { heading: string; form: string; submit: string },
  fields: Html,
  before: Html = html``,
): Html {
  return html`<section aria-labelledby="${action}-heading">
<h3 id="${action}-heading">${text.heading}</h3>
${before}
${actionForm(view, action, text.form, html`${fields}\n<p><button type="submit">${text.submit}</button></p>`)}
</section>`;
}

/** The value a field shows: what was sent when its form was refused, else its default. */
const sent = (view: ConsoleView, action: ConsoleAction, name: string, fallback = '') =>
  view.refused?.action === action ? (view.refused.values[name] ?? fallback) : fallback;

/** The console's address with these picks (and the section to show). */
function pickedAt(
  view: ConsoleView,
  pick: { job?: number | undefined; email?: string | undefined; application?: number | undefined },
  at: string,
) {
  const q = new URLSearchParams();
  if (pick.job !== undefined) q.set('job', String(pick.job));
  if (pick.email !== undefined) q.set('email', pick.email);
  if (pick.application !== undefined) q.set('application', String(pick.application));
  return `${view.path}?${q}#${at}`;
}

// Lists rather than tables and selects: without styles (the API's policy allows none) they are what
// wraps to a 320 px wide screen.
function pickJob(view: ConsoleView): Html {
  return html`<section aria-labelledby="pick-heading">
<h2 id="pick-heading">1. Pick a job or an applicant</h2>
${
  view.jobs.length === 0
    ? html`<p>No job of this site has an applicant yet. Sign in on the brand site as a seeker (or as the demo seeker) and apply to a job.</p>`
    : html`<ul aria-label="Jobs with applicants, the latest applied to first">
${view.jobs.map(
  (j) =>
    html`<li><a href="${pickedAt(view, { job: Number(j.id) }, 'applicants-heading')}"${Number(j.id) === view.jobId ? ' aria-current="true"' : ''}>${j.title}</a>${j.companyName ? ` at ${j.companyName}` : ''} (${plural(Number(j.applicants), 'applicant')})</li>`,
)}
</ul>`
}
<form method="get" action="${view.path}" aria-label="Find an applicant">
${field(
  'email',
  'Or the applicant’s email',
  html`<input id="email" name="email" type="email" autocomplete="off" value="${view.email ?? ''}">`,
)}
<p><button type="submit">Show their applications</button></p>
</form>
</section>`;
}

function applicantList(view: ConsoleView): Html {
  if (!view.applicants) return html``;
  return html`<section aria-labelledby="applicants-heading">
<h2 id="applicants-heading">2. Applicants</h2>
${
  view.applicants.length === 0
    ? html`<p>No applications match. Choose another job, or check the email.</p>`
    : html`<p>${plural(view.applicants.length, 'application')}, the latest first:</p>
<ul aria-label="Applications">
${view.applicants.map(
  (
    a,
  ) => html`<li><a href="${pickedAt(view, { job: view.jobId, email: view.email, application: Number(a.id) }, 'application-heading')}">Act on ${a.name}’s application for ${a.title}</a>
(${a.email}; ${label(a.status)}; applied ${spoken(a.appliedAt)})</li>`,
)}
</ul>`
}
</section>`;
}

function statusForm(view: ConsoleView, a: ApplicantRow): Html {
  const chosen = sent(view, 'status', 'status', a.status);
  return changeSection(
    view,
    'status',
    { heading: 'Status', form: 'Change the status', submit: 'Set status' },
    field(
      'status',
      'New status',
      html`<select id="status" name="status">
${APPLICATION_STATUSES.map((s) => html`<option value="${s}"${s === chosen ? ' selected' : ''}>${label(s)}</option>`)}
</select>`,
    ),
  );
}

function slotsForm(view: ConsoleView): Html {
  const starts = [1, 2, 3].map((n) =>
    field(
      `slot${n}`,
      `Slot ${n} starts`,
      html`<input id="slot${n}" name="slot${n}" type="datetime-local" aria-describedby="slot${n}-hint"${n === 1 ? ' required' : ''} value="${sent(view, 'slots', `slot${n}`)}">`,
      n === 1 ? 'India time' : 'India time, optional',
    ),
  );
  return changeSection(
    view,
    'slots',
    { heading: 'Interview slots', form: 'Offer interview slots', submit: 'Offer slots' },
    html`${starts}
${field(
  'minutes',
  'Length in minutes',
  html`<input id="minutes" name="minutes" type="number" min="5" max="480" required value="${sent(view, 'slots', 'minutes', '60')}">`,
)}
${field(
  'slot-title',
  'Title',
  html`<input id="slot-title" name="title" aria-describedby="slot-title-hint" value="${sent(view, 'slots', 'title')}">`,
  'optional',
)}
${field(
  'location',
  'Where',
  html`<input id="location" name="location" aria-describedby="location-hint" value="${sent(view, 'slots', 'location')}">`,
  'optional',
)}`,
  );
}

function assessmentForm(view: ConsoleView): Html {
  const kind = sent(view, 'assessment', 'kind', 'timed');
  return changeSection(
    view,
    'assessment',
    { heading: 'Assessment', form: 'Assign an assessment', submit: 'Assign assessment' },
    html`<fieldset>
<legend>Kind</legend>
<p><input type="radio" id="kind-timed" name="kind" value="timed"${kind === 'timed' ? ' checked' : ''}> <label for="kind-timed">A timed test on the site (the questions below)</label></p>
<p><input type="radio" id="kind-external" name="kind" value="external"${kind === 'external' ? ' checked' : ''}> <label for="kind-external">A link to a test elsewhere (the address below)</label></p>
</fieldset>
${field(
  'assessment-title',
  'Title',
  html`<input id="assessment-title" name="title" required maxlength="200" value="${sent(view, 'assessment', 'title', 'Work basics check')}">`,
)}
${field(
  'duration',
  'Time allowed in minutes',
  html`<input id="duration" name="minutes" type="number" min="1" max="240" aria-describedby="duration-hint" value="${sent(view, 'assessment', 'minutes', '10')}">`,
  'timed test',
)}
${field(
  'questions',
  'Questions',
  html`<textarea id="questions" name="questions" rows="12" cols="32" aria-describedby="questions-hint">${sent(view, 'assessment', 'questions', SAMPLE_QUESTIONS)}</textarea>`,
  'timed test; JSON: a list of { "prompt", "options": 2 to 6 texts, "correct": the right option from 0, "marks"? }',
)}
${field(
  'url',
  'Test address',
  html`<input id="url" name="url" type="url" aria-describedby="url-hint" value="${sent(view, 'assessment', 'url')}">`,
  'test elsewhere; https://',
)}
${field(
  'due',
  'Due',
  html`<input id="due" name="due" type="datetime-local" aria-describedby="due-hint" value="${sent(view, 'assessment', 'due')}">`,
  'India time, optional',
)}`,
  );
}

function messageForm(view: ConsoleView, a: ApplicantRow): Html {
  const conversation = html`${
    view.messages.length === 0
      ? html`<p>No messages yet.</p>`
      : html`<ol aria-label="The conversation, oldest first">
${view.messages.map(
  (m) =>
    html`<li><strong>${m.sender === 'recruiter' ? 'Recruiter' : a.name}</strong> (${spoken(m.createdAt)}${m.read ? ', read' : ''}): ${m.body}</li>`,
)}
</ol>`
  }
${view.blocked ? html`<p>${a.name} blocked messages from this recruiter.</p>` : ''}`;
  return changeSection(
    view,
    'message',
    { heading: 'Chat', form: 'Write a message', submit: 'Send as the recruiter' },
    field(
      'body',
      `Message to ${a.name}`,
      html`<textarea id="body" name="body" rows="4" cols="32" required>${sent(view, 'message', 'body')}</textarea>`,
    ),
    conversation,
  );
}

function applicationPanel(view: ConsoleView): Html {
  const a = view.picked;
  if (!a) return html``;
  return html`<section aria-labelledby="application-heading">
<h2 id="application-heading">3. ${a.name}’s application for ${a.title}</h2>
<p>Application ${String(a.id)} of ${a.email}, applied ${spoken(a.appliedAt)}. Status now: <strong>${label(a.status)}</strong>.</p>
${statusForm(view, a)}
${slotsForm(view)}
${assessmentForm(view)}
${messageForm(view, a)}
</section>`;
}

function competitionPanel(view: ConsoleView): Html {
  const list = view.competitions;
  if (!list) return html``;
  const rounds = Object.keys(ROUND_LABEL);
  const chosen = sent(view, 'round', 'competition', String(list[0]?.id ?? ''));
  const round = sent(view, 'round', 'round', 'round1');
  return html`<section aria-labelledby="competition-heading">
<h2 id="competition-heading">Competition</h2>
${list.map(
  (c) => html`<h3>${c.name} (edition ${c.edition})</h3>
<ul aria-label="Rounds of ${c.name}">
${rounds.map((r) => {
  const w = c.rounds[r];
  if (!w) return '';
  const results =
    r === 'registration'
      ? ''
      : w.publishedAt
        ? `; results published${w.cutoff === null || w.cutoff === undefined ? '' : ` (cut-off ${w.cutoff})`}`
        : '; results not published';
  return html`<li><strong>${ROUND_LABEL[r as keyof typeof ROUND_LABEL]}</strong>: ${label(w.state).toLowerCase()}, ${spoken(w.startsAt)} to ${spoken(w.endsAt)}${results}</li>`;
})}
</ul>`,
)}
${
  list.length === 0
    ? html`<p>There is no edition yet: create one with <code>pnpm --filter @jobsite/api organiser create</code>.</p>`
    : actionForm(
        view,
        'round',
        'Run a round',
        html`${field(
          'competition',
          'Edition',
          html`<select id="competition" name="competition">
${list.map((c) => html`<option value="${String(c.id)}"${String(c.id) === chosen ? ' selected' : ''}>${c.name}</option>`)}
</select>`,
        )}
${field(
  'round',
  'Round',
  html`<select id="round" name="round">
${rounds.map((r) => html`<option value="${r}"${r === round ? ' selected' : ''}>${ROUND_LABEL[r as keyof typeof ROUND_LABEL]}</option>`)}
</select>`,
)}
${field(
  'until',
  'Open until',
  html`<input id="until" name="until" type="datetime-local" aria-describedby="until-hint" value="${sent(view, 'round', 'until')}">`,
  'India time; for Open; a week from now when empty',
)}
${field(
  'cutoff',
  'Cut-off score',
  html`<input id="cutoff" name="cutoff" type="number" min="0" step="any" aria-describedby="cutoff-hint" value="${sent(view, 'round', 'cutoff')}">`,
  'for Publish of round 1 or 2: the lowest score that goes on',
)}
<p><button type="submit" name="do" value="open">Open the round now</button>
<button type="submit" name="do" value="close">Close the round now</button>
<button type="submit" name="do" value="publish">Publish its results</button></p>`,
      )
}
</section>`;
}

const { maxBytes, minSide, maxSide } = COMPANY_LOGO_UPLOAD;

/** A company's logo, as its recruiter uploads it (`replaceCompanyLogo`). */
function logoPanel(view: ConsoleView): Html {
  if (view.companies.length === 0) return html``;
  const chosen = sent(view, 'logo', 'company');
  const refused = view.refused?.action === 'logo' ? view.refused.message : undefined;
  return html`<section aria-labelledby="logo-heading">
<h2 id="logo-heading">Company logo</h2>
<form method="post" action="${view.path}/logo" enctype="multipart/form-data" aria-label="Change a company’s logo">
<input type="hidden" name="token" value="${view.token}">
${refused ? html`<p role="alert" id="logo-error"><strong>Not done:</strong> ${refused}</p>` : ''}
${field(
  'company',
  'Company',
  html`<select id="company" name="company">
${view.companies.map((c) => html`<option value="${String(c.id)}"${String(c.id) === chosen ? ' selected' : ''}>${c.name}</option>`)}
</select>`,
)}
${field(
  'logo',
  'Logo',
  html`<input id="logo" name="file" type="file" accept="image/png,image/jpeg,image/webp" required aria-describedby="logo-hint">`,
  `PNG, JPEG or WebP, up to ${maxBytes / 1024} KB, ${minSide} to ${maxSide} pixels on a side`,
)}
<p><button type="submit">Change the logo</button></p>
</form>
</section>`;
}

/** Whether the page shows the form of this change (where its refusal is said). */
const formShown = (view: ConsoleView, action: ConsoleAction) =>
  action === 'round'
    ? (view.competitions?.length ?? 0) > 0
    : action === 'logo'
      ? view.companies.length > 0
      : view.picked !== undefined;

/** The whole page. */
export function consolePage(view: ConsoleView): Html {
  return devPage(
    `Recruiter console (development) | ${view.verticalName}`,
    html`<h1>Recruiter console: ${view.verticalName}</h1>
<p>A development page of the API. It does what recruiters and the competition’s organisers do on their own site, through the same functions as the internal API, so you can try the seeker’s side: each change shows on the seeker’s pages.</p>
${view.done ? html`<p role="status">${DONE_TEXT[view.done]}</p>` : ''}
${view.refused && !formShown(view, view.refused.action) ? html`<p role="alert">${view.refused.message}</p>` : ''}
${pickJob(view)}
${applicantList(view)}
${applicationPanel(view)}
${logoPanel(view)}
${competitionPanel(view)}`,
    { postsToItself: true },
  );
}

/** A page of its own for a refusal before the console (a post from another site, no key). */
export function problemPage(title: string, message: string): Html {
  return devPage(title, html`<h1>${title}</h1>\n<p role="alert">${message}</p>`);
}
