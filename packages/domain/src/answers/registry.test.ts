import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ANSWERS, type CallName, findCall, isCallName } from './registry.ts';
import { SERVICE_PATHS } from './services.ts';

const names = Object.keys(ANSWERS) as CallName[];

describe('ANSWERS', () => {
  it('names every call `METHOD path`, the path relative to its service base', () => {
    for (const name of names) expect(name).toMatch(/^(GET|POST|PUT|PATCH|DELETE) [^/\s][^\s]*$/);
    expect(isCallName('GET job/jobfeed')).toBe(true);
    expect(isCallName('GET job/nothing')).toBe(false);
  });

  it('holds a schema for every call', () => {
    for (const name of names) expect(typeof ANSWERS[name].answer['~standard'].validate).toBe('function');
    expect(v.is(ANSWERS['GET job/saved-jobs/count/'].answer, { count: 3 })).toBe(true);
    expect(v.is(ANSWERS['GET job/saved-jobs/count/'].answer, { count: -1 })).toBe(false);
  });
});

describe('findCall', () => {
  it('finds every call below the API base by its own route, so no two calls share a route', () => {
    for (const name of names) {
      const [method = '', path = ''] = name.split(' ');
      const prefix = SERVICE_PATHS[ANSWERS[name].service];
      if (prefix === null || path.startsWith('{')) continue;
      expect(findCall(method, `/${prefix}${path}`), name).toBe(name);
    }
  });

  it('reads the server router’s `:name` parameters, values, and paths without their trailing slash', () => {
    expect(findCall('GET', '/job/jobfeed')).toBe('GET job/jobfeed');
    expect(findCall('get', '/job/category')).toBe('GET job/category/');
    expect(findCall('PUT', '/job/jobfeed/:userId/unfollowjob/:jobId')).toBe(
      'PUT job/jobfeed/{userId}/unfollowjob/{jobId}/',
    );
    expect(findCall('GET', '/job/jobfeed/-1/recruiter/42')).toBe(
      'GET job/jobfeed/{userId}/recruiter/{recruiterId}',
    );
    expect(findCall('GET', '/read-csv/:name')).toBe('GET read-csv/{name}');
  });

  it('puts each service below its own path of the base', () => {
    expect(findCall('POST', '/ext/user/activate/account')).toBe('POST activate/account');
    expect(findCall('GET', '/ext/user/settings/email')).toBe('GET settings/email');
    expect(findCall('GET', '/settings')).toBe('GET settings');
    expect(findCall('PUT', '/v2/user/:userId/followup/:jobId')).toBe('PUT user/{userId}/followup/{jobId}');
    expect(findCall('POST', '/activate/account')).toBeUndefined();
  });

  it('prefers fixed segments, and gives no route to calls whose whole path is a parameter', () => {
    expect(findCall('GET', '/exists')).toBe('GET exists');
    expect(findCall('POST', '/consent')).toBe('POST consent');
    expect(findCall('GET', '/anything')).toBeUndefined();
    expect(findCall('GET', '/dev/outbox')).toBeUndefined();
    // The brand app's own API is not below the API base.
    expect(findCall('GET', '/api/s3_resource/:key')).toBeUndefined();
  });
});
