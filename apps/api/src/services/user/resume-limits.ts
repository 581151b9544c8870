/** How much of a resume the API reads, and the refusals a reader reports (decision 0021). */

export const RESUME_LIMITS = {
  /** Text kept from a resume; the fields proposed from it sit near the top. */
  maxTextChars: 200 * 1024,
  /**
   * Bytes a resume may inflate to: all parts of a DOCX read, or all Flate streams of a PDF but its
   * images.
   */
  maxInflatedBytes: 10 * 1024 * 1024,
  /** Parts a DOCX may hold (a resume from Word has about a dozen). */
  maxZipEntries: 1000,
  /** PDF pages read. */
  maxPdfPages: 50,
  /** After this long a PDF's remaining pages are skipped and the text read so far is kept. */
  softBudgetMs: 4000,
} as const;

export type ResumeLimits = typeof RESUME_LIMITS;

/**
 * Why a resume was not read: `too-large` (it expands past a cap), `unreadable` (damaged or not what it
 * claims). The message is safe to show its owner.
 */
export type RefusalCode = 'too-large' | 'unreadable';

export class ResumeRefused extends Error {
  readonly code: RefusalCode;
  constructor(code: RefusalCode, message: string) {
    super(message);
    this.name = 'ResumeRefused';
    this.code = code;
  }
}
