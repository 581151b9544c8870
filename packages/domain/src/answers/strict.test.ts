import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ANSWERS, type CallName } from './registry.ts';
import { openParts, strictAnswer, strictSchema } from './strict.ts';

const names = Object.keys(ANSWERS) as CallName[];

/**
 * The calls whose answer the API's check cannot read field by field, each with why. Anything else open
 * in a call's strict schema (a loose object, an `unknown`) is a field the contract leaves unsaid.
 */
const OPEN_ANSWERS: Partial<Record<CallName, string>> = {
  'GET competition/download': 'a file, not JSON',
  'GET user/interview/slot/ics': 'a file, not JSON',
  'GET user/resume-builder/pdf': 'a file, not JSON',
  'GET course/{id}/brochure': 'a file, not JSON',
  'GET api/s3_resource/{key}': 'a file, not JSON',
  'GET user/chat/events': 'a stream of server-sent events, not JSON',
  'GET {path}': 'branded data at any address, outside the API',
};

describe('strictSchema', () => {
  const Loose = v.looseObject({
    id: v.number(),
    tags: v.optional(v.array(v.object({ name: v.string() }))),
    owner: v.nullable(
      v.union([v.object({ kind: v.literal('person') }), v.looseObject({ kind: v.literal('firm') })]),
    ),
    counts: v.record(v.string(), v.object({ n: v.number() })),
  });
  const Strict = strictSchema(Loose);
  const good = { id: 1, tags: [{ name: 'java' }], owner: { kind: 'firm' }, counts: { a: { n: 1 } } };

  it('takes what the schema takes, with the same output', () => {
    expect(v.parse(Strict, good)).toEqual(v.parse(Loose, good));
  });

  it('refuses an unknown field at any depth, at its path', () => {
    const at = (value: unknown) => {
      const result = v.safeParse(Strict, value);
      return result.success ? null : v.getDotPath(result.issues[0]);
    };
    expect(v.is(Loose, { ...good, extra: 1 })).toBe(true);
    expect(at({ ...good, extra: 1 })).toBe('extra');
    expect(at({ ...good, tags: [{ name: 'java', extra: 1 }] })).toBe('tags.0.extra');
    expect(at({ ...good, counts: { a: { n: 1, extra: 1 } } })).toBe('counts.a.extra');
    expect(v.is(Strict, { ...good, owner: { kind: 'firm', extra: 1 } })).toBe(false);
  });

  it('keeps defaults, pipes and the checks of intersected objects', () => {
    const Piped = v.pipe(
      v.object({ from: v.number(), to: v.number() }),
      v.check((range) => range.from <= range.to, 'from after to'),
    );
    const Both = strictSchema(
      v.object({ range: v.intersect([Piped, v.object({ label: v.optional(v.string(), 'none') })]) }),
    );
    expect(v.parse(Both, { range: { from: 1, to: 2 } })).toEqual({
      range: { from: 1, to: 2, label: 'none' },
    });
    expect(v.is(Both, { range: { from: 3, to: 2 } })).toBe(false);
    expect(v.is(Both, { range: { from: 1, to: 2, extra: 1 } })).toBe(false);
  });

  it('finds what a schema leaves open', () => {
    expect(openParts(Loose)).toEqual(['$: loose_object']);
    expect(openParts(Strict)).toEqual([]);
    expect(openParts(strictSchema(v.object({ data: v.array(v.unknown()) })))).toEqual(['$.data[]: unknown']);
  });
});

describe('the answer the API checks outside production', () => {
  it('is strict for every call: every field of every answer is named in its schema', () => {
    const open = names
      .filter((name) => OPEN_ANSWERS[name] === undefined)
      .flatMap((name) => openParts(strictAnswer(name)).map((part) => `${name} ${part}`));
    expect(open).toEqual([]);
  });

  it('leaves open only the answers that are not JSON', () => {
    for (const [name, why] of Object.entries(OPEN_ANSWERS))
      expect(openParts(strictAnswer(name as CallName)), why).not.toEqual([]);
  });

  it('refuses a field the call’s schema does not name', () => {
    expect(v.is(strictAnswer('GET job/saved-jobs/count/'), { count: 3 })).toBe(true);
    expect(v.is(strictAnswer('GET job/saved-jobs/count/'), { count: 3, extra: true })).toBe(false);
    expect(v.is(ANSWERS['GET job/saved-jobs/count/'].answer, { count: 3, extra: true })).toBe(true);
  });
});
