import { VERTICALS } from '@jobsite/domain';
import { describe, expect, it } from 'vitest';
import {
  drivers,
  setupTestServer,
  signUpSeeker,
  TEST_ADMIN_KEY,
  TEST_BASE_PATHS,
} from '../../test-server.ts';

const MANAGEMENT = VERTICALS.management.id;
const M = TEST_BASE_PATHS[MANAGEMENT];
const HTTPS_ONLY = 'must be an https:// address (http:// only for localhost)';

describe.each(drivers)('the addresses a recruiter sets, on %s', (driver) => {
  const s = setupTestServer(driver);

  const internal = (path: string, body: unknown) =>
    fetch(`${s.base}/internal/${MANAGEMENT}${path}`, {
      method: 'POST',
      headers: { 'x-admin-key': TEST_ADMIN_KEY, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const postJob = async (body: Record<string, unknown> = {}) => {
    const res = await internal('/jobs', { title: 'Treasury Analyst', ...body });
    return { status: res.status, body: (await res.json()) as { id: number } };
  };

  it('refuses a javascript: assessment link with 400, and the seeker is never shown it', async () => {
    const { b, seekerId } = await signUpSeeker(s, MANAGEMENT, {
      name: 'Meera Nair',
      password: 'chai and code at dawn',
    });
    const job = (await postJob()).body.id;
    expect((await b.request('POST', `${M}/job/apply?jobcode=${job}`)).status).toBe(200);
    const rows = (await s.db.raw('SELECT id FROM applications WHERE seeker_id = $1 AND job_id = $2', [
      seekerId,
      job,
    ])) as { id: number | string }[];
    const app = Number(rows[0]?.id);

    for (const url of [
      'javascript:alert(document.cookie)',
      ' javascript:alert(1)',
      'data:text/html,<b>x</b>',
    ]) {
      const refused = await internal(`/applications/${app}/assessment`, { title: 'Excel test', url });
      expect(refused.status).toBe(400);
      expect(await refused.json()).toEqual({
        error: { message: `Invalid body field 'url': ${HTTPS_ONLY}`, statusCode: 400 },
      });
    }
    expect((await b.request('GET', `${M}/job/assessment?jobcode=${job}`)).status).toBe(404);

    const assigned = await internal(`/applications/${app}/assessment`, {
      title: 'Excel test',
      url: 'https://tests.example.in/1',
    });
    expect(assigned.status).toBe(201);
    const shown = await b.request('GET', `${M}/job/assessment?jobcode=${job}`);
    expect(await shown.json()).toMatchObject({ url: 'https://tests.example.in/1' });
  });

  it('takes an https apply link, or http to localhost, and refuses any other', async () => {
    expect((await postJob({ applyUrl: 'https://careers.example.in/apply/42' })).status).toBe(201);
    expect((await postJob({ applyUrl: 'http://localhost:3000/apply' })).status).toBe(201);
    for (const applyUrl of [
      'javascript:alert(1)',
      'vbscript:msgbox(1)',
      'http://careers.example.in/',
      '/apply',
    ]) {
      const refused = await postJob({ applyUrl });
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({
        error: { message: `Invalid body field 'applyUrl': ${HTTPS_ONLY}`, statusCode: 400 },
      });
    }
  });
});
