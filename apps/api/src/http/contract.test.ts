/** Contract routes take method, path and input from the call's entry in the registry (decision 0083). */
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { route, routePathOf } from './contract.ts';
import { HttpError } from './errors.ts';

/** An app with the error answers of the API: an `HttpError` becomes its status and message. */
function app() {
  const served = new Hono({ strict: false });
  served.onError((error, c) =>
    error instanceof HttpError ? c.json({ message: error.message }, error.status as 400) : c.json({}, 500),
  );
  return served;
}

describe('contract routes', () => {
  it('serve a call at the path its name and service give, with parameters and without the trailing slash', () => {
    expect(routePathOf('GET job/keyword/')).toEqual({ method: 'GET', path: '/job/keyword' });
    expect(routePathOf('PUT user/{userId}/followup/{jobId}')).toEqual({
      method: 'PUT',
      path: '/v2/user/:userId/followup/:jobId',
    });
  });

  it("parse the input with the contract's schemas, refuse what they refuse, and send the answer", async () => {
    const served = app();
    route(served, 'GET job/company-slug', async (_c, { query }) => ({
      id: query.id,
      slug: `company-${query.id}`,
    }));
    route(served, 'PUT user/{userId}/followup/{jobId}', async (_c, { params, query }) => ({
      message: query.undo ? 'Follow-up withdrawn' : 'Your follow-up has been sent',
      jobId: params.jobId,
      followedUp: !query.undo,
      followUpsRemaining: 2,
    }));
    const slug = await served.request('/job/company-slug/?id=42');
    expect(slug.status).toBe(200);
    expect(await slug.json()).toEqual({ id: 42, slug: 'company-42' });
    const refused = await served.request('/job/company-slug?id=forty-two');
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ message: expect.stringMatching(/\bid\b/) });
    const followUp = await served.request('/v2/user/7/followup/42?undo=1', { method: 'PUT' });
    expect(await followUp.json()).toEqual({
      message: 'Follow-up withdrawn',
      jobId: 42,
      followedUp: false,
      followUpsRemaining: 2,
    });
    expect((await served.request('/v2/user/7/followup/42', { method: 'POST' })).status).toBe(404);
  });
});
