import { describe, expect, it } from 'vitest';
import { field, safeNext } from './site.ts';

describe('returning after login', () => {
  it('goes back to a page of this site only', () => {
    expect(safeNext('/saved-jobs')).toBe('/saved-jobs');
    expect(safeNext('/j/analyst-1.html?then=save')).toBe('/j/analyst-1.html?then=save');
    expect(safeNext('https://evil.example/')).toBe('/jobfeed');
    expect(safeNext('//evil.example/')).toBe('/jobfeed');
    expect(safeNext('/\\evil.example')).toBe('/jobfeed');
    expect(safeNext(null)).toBe('/jobfeed');
    expect(safeNext('', '/')).toBe('/');
  });

  it('reads text fields of a form, never files', () => {
    const form = new FormData();
    form.set('email', 'a@b.c');
    form.set('file', new Blob(['x']));
    expect(field(form, 'email')).toBe('a@b.c');
    expect(field(form, 'file')).toBe('');
    expect(field(form, 'missing')).toBe('');
  });
});
