/** `job/v2/extract-param`: "data scientist jobs in bangalore 3-5 years" → keyword, cities, experience. */
import { EXPERIENCE_FILTERS, type ExperienceFilterId } from '@jobsite/domain';
import type { ExtractParamAnswer } from '@jobsite/domain/calls';
import type { Reference } from './reference.ts';

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const FILLER =
  /\b(jobs?|openings?|vacanc(y|ies)|roles?|positions?|hiring|in|at|near|for|with|of|experience|exp|experienced)\b/g;

export function extractParams(ref: Reference, query: string): ExtractParamAnswer {
  let text = ` ${query.toLowerCase().replace(/\s+/g, ' ')} `;
  let minExp: number | null = null;
  let maxExp: number | null = null;
  const range = /(\d{1,2})\s*(?:-|to)\s*(\d{1,2})\s*\+?\s*(?:years?|yrs?)?/.exec(text);
  const single = /(\d{1,2})\s*(\+)?\s*(?:years?|yrs?)\b/.exec(text);
  if (range) {
    minExp = Math.min(Number(range[1]), Number(range[2]));
    maxExp = Math.max(Number(range[1]), Number(range[2]));
    text = text.replace(range[0], ' ');
  } else if (single) {
    minExp = Number(single[1]);
    maxExp = single[2] ? null : minExp;
    text = text.replace(single[0], ' ');
  }
  const names: { id: number; name: string; alias: string }[] = [];
  for (const c of ref.cities.values()) {
    for (const alias of [c.name.toLowerCase(), ...c.aliases]) names.push({ id: c.id, name: c.name, alias });
  }
  names.sort((a, b) => b.alias.length - a.alias.length);
  const locIds: number[] = [];
  const cities: string[] = [];
  for (const n of names) {
    const re = new RegExp(`(^|[^a-z])${escapeRe(n.alias)}(?=[^a-z]|$)`);
    if (re.test(text)) {
      text = text.replace(re, '$1 ');
      if (!locIds.includes(n.id)) {
        locIds.push(n.id);
        cities.push(n.name);
      }
    }
  }
  const keyword = text
    .replace(FILLER, ' ')
    .replace(/[^\p{L}\p{N}+#./& -]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  let exp: number | null = null;
  if (minExp !== null) {
    // The filter whose range holds the middle of the asked range (3-5 years → 4-6).
    const mid = Math.floor((minExp + (maxExp ?? minExp)) / 2);
    for (let id = 2; id <= 9 && exp === null; id++) {
      const r = EXPERIENCE_FILTERS[id as ExperienceFilterId];
      if (r.min <= mid && mid <= r.max) exp = id;
    }
    exp ??= 1;
  }
  return { keyword, locIds, cities, minExp, maxExp, exp };
}
