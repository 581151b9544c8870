/**
 * The resume builder's calls through the client against the real API (started by
 * src/testing/global-setup.ts). Each answer is checked against its schema by the client
 * (`validateResponses`); the API's own tests cover the PDF and the entitlement in depth.
 */
import { describe, expect, it } from 'vitest';
import { ApiClientError } from '../../index.ts';
import { signUp, TEST_VERTICALS } from '../../testing/real-api.ts';

describe.each(TEST_VERTICALS)('the resume builder calls on the %s API through the client', (vertical) => {
  it('reads the prefilled draft, saves it, and refuses the PDF and "use" without the plan', async () => {
    const { client } = await signUp(vertical, { validateResponses: true }, 'resume-builder');
    const first = await client.resumeBuilder.resumeDraft();
    expect(first).toMatchObject({
      saved: false,
      canExport: false,
      draft: { name: 'Asha Rao', template: 'classic' },
    });
    const saved = await client.resumeBuilder.saveResumeDraft({
      ...first.draft,
      template: 'compact',
      skills: ['Negotiation'],
    });
    expect(saved.message).toBe('Your resume draft has been saved');
    expect((await client.resumeBuilder.resumeDraft()).draft).toMatchObject({
      template: 'compact',
      skills: ['Negotiation'],
    });
    // The client checks the body before sending it.
    await expect(client.resumeBuilder.saveResumeDraft({ ...first.draft, name: '' })).rejects.toThrow();
    for (const call of [
      () => client.resumeBuilder.resumePdf({ template: 'classic' }),
      () => client.resumeBuilder.adoptBuiltResume({}),
    ]) {
      const error = await call().catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiClientError);
      expect((error as ApiClientError).status).toBe(403);
      expect((error as ApiClientError).message).toMatch(/^Subscribe to the resume builder/);
    }
  });
});
