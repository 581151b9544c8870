import { isApiClientError } from '@jobsite/api-client';
import { cohortCard, type ProfileFacts, profileUpdateCohort, resumeMismatches } from '@jobsite/domain';
import { errorText, siteContext } from '@jobsite/shell/site';
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import {
  EducationEntry,
  educationKey,
  keptEntries,
  mergeEntries,
  WorkEntry,
  workKey,
} from '../resume-entries.ts';
import { skillList } from '../steps.ts';

/** The success text of product.md section 8. */
export const RESUME_UPLOADED = 'Your resume has been uploaded successfully!';

const MAX_BYTES = 5 * 1024 * 1024;

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null);

/** What the stored profile says, beside what the resume says, for choosing the cohort. */
function factsOf(
  profile: Record<string, unknown> | null | undefined,
  skills: readonly string[],
): ProfileFacts {
  const p = profile ?? {};
  return {
    name: text(p.name),
    phone: text(p.phone),
    experienceStatus: text(p.experienceStatus),
    // The profile answers 0 years until the person says anything: without a status, nothing is stated.
    experienceYear: p.experienceStatus && typeof p.experienceYear === 'number' ? p.experienceYear : null,
    skills,
  };
}

/**
 * `GET /registration/resume`: the fields read off the stored resume, for the person to confirm, and the
 * profile-update cohort (product.md section 3) with its card, chosen from the resume beside the profile.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const site = context.get(siteContext);
  if (!site.signedIn) return Response.json({ error: 'Please log in again.' }, { status: 401 });
  try {
    const [{ proposed }, answer, skills] = await Promise.all([
      site.api.user.parseResume(undefined),
      site.api.user.profile({ ed: false, co: false, ai: false, atr: false, rd: false }),
      site.api.user.skills(undefined).then(
        (a) => a.skills,
        () => [] as string[],
      ),
    ]);
    const facts = factsOf(answer.profile, skills);
    const cohort = profileUpdateCohort(proposed, facts);
    return Response.json({ proposed, cohort: cohortCard(cohort, resumeMismatches(proposed, facts)) });
  } catch (error) {
    return Response.json({ error: errorText(error) }, { status: isApiClientError(error) ? 400 : 500 });
  }
}

/**
 * `POST /registration/resume`: `intent=upload` stores the resume (multipart `file`; the browser sends
 * it with a progress bar); `intent=confirm` saves the parsed fields the person kept.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const site = context.get(siteContext);
  if (!site.signedIn) return Response.json({ error: 'Please log in again.' }, { status: 401 });
  const form = await request.formData();
  try {
    if (form.get('intent') === 'confirm') {
      const name = String(form.get('name') ?? '').trim();
      const phone = String(form.get('phone') ?? '').trim();
      const years = String(form.get('experienceYear') ?? '').trim();
      const skills = skillList(String(form.get('skills') ?? ''));
      const education = keptEntries(form.getAll('education'), EducationEntry);
      const work = keptEntries(form.getAll('company'), WorkEntry);
      if (!education || !work)
        return Response.json(
          { error: 'We could not read the education or work you kept. Please add it in your profile.' },
          { status: 400 },
        );
      const pd = { ...(name ? { name } : {}), ...(phone ? { phone } : {}) };
      // The profile's degrees and jobs stay; the kept ones it does not hold yet are added after them.
      const held =
        education.length > 0 || work.length > 0
          ? (await site.api.user.profile({ pd: false, co: false, ai: false, atr: false, rd: false })).profile
          : null;
      const ed =
        education.length > 0
          ? { info: mergeEntries(held?.educationInfo?.info ?? [], education, educationKey, 10) }
          : undefined;
      const professionalInfo =
        work.length > 0 ? mergeEntries(held?.professionalInfo ?? [], work, workKey, 20) : undefined;
      const we =
        years || professionalInfo
          ? {
              ...(years
                ? { experienceStatus: 'experienced' as const, experienceYear: Math.min(50, Number(years)) }
                : {}),
              ...(professionalInfo ? { professionalInfo } : {}),
            }
          : undefined;
      if (Object.keys(pd).length > 0 || we || ed)
        await site.api.user.updateProfile({
          ...(Object.keys(pd).length ? { pd } : {}),
          ...(we ? { we } : {}),
          ...(ed ? { ed } : {}),
        });
      if (skills.length > 0) {
        const current = await site.api.user
          .skills(undefined)
          .then((a) => a.skills)
          .catch(() => [] as string[]);
        await site.api.user.saveSkills({ skills: skillList([...current, ...skills].join(',')) });
      }
      return Response.json({ ok: true, message: 'Your profile has been updated from your resume.' });
    }
    const file = form.get('file');
    if (!(file instanceof Blob) || file.size === 0)
      return Response.json({ error: 'Choose a file to upload.' }, { status: 400 });
    if (file.size > MAX_BYTES)
      return Response.json({ error: 'The limit is 5 MB. Choose a smaller file.' }, { status: 400 });
    const fileName = 'name' in file && typeof file.name === 'string' && file.name ? file.name : 'resume.pdf';
    await site.api.user.uploadResume({ file, fileName });
    return Response.json({ ok: true, message: RESUME_UPLOADED });
  } catch (error) {
    return Response.json({ error: errorText(error) }, { status: 400 });
  }
}
