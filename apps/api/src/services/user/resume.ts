import type { Kind } from '../../media/sniff.ts';

/** Plain text of a stored resume, for proposing profile fields. */
export async function resumeText(kind: Kind, data: Uint8Array): Promise<string> {
  if (kind === 'pdf') {
    const { extractText, getDocumentProxy } = await import('unpdf');
    const pdf = await getDocumentProxy(new Uint8Array(data));
    const { text } = await extractText(pdf, { mergePages: true });
    return text;
  }
  if (kind === 'docx') {
    const mammoth = await import('mammoth');
    return (await mammoth.extractRawText({ buffer: Buffer.from(data) })).value;
  }
  if (kind === 'doc') {
    // The old binary Word format keeps its text as runs of plain characters.
    return (
      Buffer.from(data)
        .toString('latin1')
        .match(/[\x20-\x7e\r\n\t]{4,}/g) ?? []
    ).join('\n');
  }
  return '';
}

export interface ProposedFields {
  name: string | null;
  email: string | null;
  phone: string | null;
  skills: string[];
  experienceYears: number | null;
}

const EMAIL = /[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,}/i;
const PHONE = /(?:\+91[\s-]?)?[6-9]\d{4}[\s-]?\d{5}\b/;
const EXPERIENCE = /(\d{1,2})(?:\.\d)?\s*\+?\s*(?:years|yrs|year)/i;
const NAME = /^[A-Za-z][A-Za-z.'-]*(?:\s+[A-Za-z][A-Za-z.'-]*){1,3}$/;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Fields read off a resume's text for the person to confirm: the first line that looks like a name,
 * the first email and Indian mobile number, the largest "N years" figure, and the vertical's known
 * skills that the text mentions.
 */
export function proposeFields(text: string, knownSkills: readonly string[]): ProposedFields {
  const lines = text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
  const name = lines.slice(0, 8).find((l) => NAME.test(l) && !/resume|curriculum|vitae/i.test(l)) ?? null;
  const years = [...text.matchAll(new RegExp(EXPERIENCE, 'gi'))]
    .map((m) => Number(m[1]))
    .filter((n) => n <= 50);
  const lower = text.toLowerCase();
  const skills = knownSkills.filter((skill) =>
    new RegExp(`(^|[^a-z0-9])${escapeRegExp(skill.toLowerCase())}([^a-z0-9+#]|$)`).test(lower),
  );
  return {
    name,
    email: text.match(EMAIL)?.[0]?.toLowerCase() ?? null,
    phone: text.match(PHONE)?.[0]?.replace(/[\s-]/g, '') ?? null,
    skills: skills.slice(0, 30),
    experienceYears: years.length > 0 ? Math.max(...years) : null,
  };
}
