import { describe, expect, it } from 'vitest';
import { pdfFileName } from './resume-builder.ts';

describe('pdfFileName', () => {
  it('keeps letters, digits and dashes of the name, and has a name for anyone', () => {
    expect(pdfFileName('Zoë O’Brien')).toBe('Zoe-OBrien-resume.pdf');
    expect(pdfFileName('***')).toBe('my-resume.pdf');
  });
});
