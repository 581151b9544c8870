/**
 * The competition calls (calls.md 7.8; decision 0039) through the client against the real API
 * (src/testing/global-setup.ts), on its seeded editions: each answer is checked against its registry
 * schema by the client. The organisers' side is the API's own suite (it needs the admin key).
 */
import {
  COMPETITION,
  QUIZ_DESKTOP_ONLY_MESSAGE,
  VERTICAL_IDS,
  VERTICALS,
  type Vertical,
} from '@jobsite/domain';
import { describe, expect, it } from 'vitest';
import { browserClient, recordingFetch, signUp } from '../../testing/real-api.ts';

const WITH = VERTICAL_IDS.find((id) => VERTICALS[id].flags.competition) as Vertical;
const WITHOUT = VERTICAL_IDS.find((id) => !VERTICALS[id].flags.competition) as Vertical;
const PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';

describe('the competition calls through the client', () => {
  it('reads the current edition signed out, and the past edition’s published results page by page', async () => {
    const { client } = browserClient(WITH);
    const info = await client.competition.competitionInfo({});
    expect(info).toMatchObject({ name: 'Epoch 2026', registered: false, status: 'idle' });
    expect(info.quiz).toEqual({ questions: COMPETITION.quiz.questions, minutes: COMPETITION.quiz.minutes });
    const past = info.editions.find((e) => !e.current);
    const page = await client.competition.competitionResult({
      competitionId: String(past?.id),
      round: 'round1',
      pageSize: '5',
    });
    expect(page).toMatchObject({ published: true, page: 1, pageSize: 5, round: 'round1' });
    expect(page.results).toHaveLength(5);
    expect(page.results[0]?.rank).toBe(1);
    await expect(browserClient(WITHOUT).client.competition.competitionInfo({})).rejects.toMatchObject({
      code: 404,
      message: 'There is no competition in this vertical',
    });
  });

  it('registers through the generic registration call once, then shows progress, the quiz and the partner jobs', async () => {
    const { client } = await signUp(WITH, {}, 'epoch');
    await expect(client.job.unpublishedJobs({})).rejects.toMatchObject({ code: 403 });
    const fields = { institute: 'IIM Indore', programme: 'IPM', graduationYear: '2028', acceptTerms: 'on' };
    const first = (await client.user.competitionRegistration({
      path: 'user/competition/register',
      fields,
    })) as {
      message: string;
      competition: { registered: boolean };
    };
    expect(first.competition.registered).toBe(true);
    const again = (await client.user.competitionRegistration({
      path: 'user/competition/register',
      fields,
    })) as {
      message: string;
    };
    expect(again.message).toMatch(/^You are already registered/);

    const progress = await client.competition.competitionProgress({});
    expect(progress).toMatchObject({ registered: true, status: 'inProgress', currentRound: 'registration' });
    expect(progress.rounds.map((r) => r.state)).toEqual(['locked', 'locked', 'locked']);

    const quiz = await client.competition.competitionQuiz({});
    expect(quiz).toMatchObject({ attempt: null, quiz: { state: 'upcoming', questionCount: 30 } });
    await expect(client.competition.startCompetitionQuiz({})).rejects.toMatchObject({
      code: 409,
      message: expect.stringMatching(/^The quiz opens on /),
    });
    await expect(client.competition.competitionDownload({ round: 'round2' })).rejects.toMatchObject({
      code: 409,
      message: expect.stringMatching(/^The case study opens with round 2 on /),
    });
    await expect(
      client.competition.competitionSubmission({
        kind: 'answer',
        file: new Blob(['%PDF-1.7\n']),
        fileName: 'a.pdf',
      }),
    ).rejects.toMatchObject({ code: 409, message: expect.stringMatching(/^Round 2 opens on /) });

    const jobs = await client.job.unpublishedJobs({});
    expect(jobs.jobs.length).toBeGreaterThanOrEqual(5);
    expect(jobs.jobs.every((j) => j.title.length > 0)).toBe(true);
  });

  it('refuses to start the quiz on a phone', async () => {
    const recorder = recordingFetch();
    const phone = (input: Request | URL | string, init?: RequestInit) => {
      const request = new Request(input, init);
      request.headers.set('user-agent', PHONE);
      return recorder.fetch(request);
    };
    const { client } = await signUp(WITH, { fetch: phone }, 'epoch-phone');
    await expect(client.competition.startCompetitionQuiz({})).rejects.toMatchObject({
      code: 403,
      message: QUIZ_DESKTOP_ONLY_MESSAGE,
    });
  });
});
