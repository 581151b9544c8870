import { REGISTRATION_STEPS } from '@jobsite/domain';
import { MediaUploadFields, maxBytesOf, siteMediaPath } from '@jobsite/domain/calls';
import { privatePageMeta } from '@jobsite/shell/private-page';
import { errorText, requireSignedIn, type Site, siteContext } from '@jobsite/shell/site';
import { Section } from '@jobsite/ui/Section';
import { Stepper } from '@jobsite/ui/Stepper';
import { Text } from '@jobsite/ui/Text';
import {
  type ActionFunctionArgs,
  data,
  Form,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
  useActionData,
  useLoaderData,
  useNavigate,
  useNavigation,
  useSubmit,
} from 'react-router';
import * as v from 'valibot';
import { cityOptions, functionalAreaOptions, industryOptions, type Option } from '../options.ts';
import { ResumeUpload } from '../ResumeUpload.tsx';
import { type RoundZeroResult, RoundZeroStep, type SavedRecording } from '../RoundZero/RoundZeroStep.tsx';
import { StepFields } from '../StepFields.tsx';
import {
  backPath,
  canSkip,
  checkStepBody,
  nextPath,
  skillList,
  stepBody,
  stepFromSlug,
  stepIndex,
} from '../steps.ts';
import * as styles from '../Wizard.css.ts';
import { WizardPage } from '../WizardPage.tsx';

function stepOf(slug: string | undefined) {
  const step = stepFromSlug(slug);
  if (!step) throw data(null, { status: 404, statusText: 'Not Found' });
  return step;
}

/** `/registration/{step}`: the step's form, filled from what is saved; signed-out people log in first. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const site = requireSignedIn(context, request);
  const step = stepOf(params.step);
  const { api } = site;
  const [answer, cities, areas, industries, cover, skills, media] = await Promise.all([
    api.user.profile(undefined),
    step.key === 'personalDetails' ? cityOptions(api) : Promise.resolve([] as Option[]),
    step.key === 'workExperience' ? functionalAreaOptions(api) : Promise.resolve([] as Option[]),
    step.key === 'workExperience' ? industryOptions(api) : Promise.resolve([] as Option[]),
    step.key === 'coverLetterAndSkills'
      ? api.user.coverLetter(undefined).then((a) => a.data)
      : Promise.resolve(null),
    step.key === 'coverLetterAndSkills' || step.key === 'personalDetails'
      ? api.user.skills(undefined).then((a) => a.skills)
      : Promise.resolve([] as string[]),
    step.key === 'audioVideoProfile' ? api.media.mediaFiles({}).then((a) => a.files) : Promise.resolve([]),
  ]);
  const p = answer.profile ?? {};
  const education = p.educationInfo?.info[0];
  const work = p.professionalInfo?.[0];
  return {
    site: site.name,
    index: stepIndex(step),
    back: backPath(step),
    values: {
      name: p.name ?? '',
      phone: p.phone ?? '',
      gender: p.gender ?? '',
      dob: p.dob ?? '',
      currentLocation: p.locations?.current ? String(p.locations.current.id) : '',
      preferredLocations: (p.locations?.preferred ?? []).map((c) => String(c.id)),
      courseType: education?.courseType ?? '',
      degree: education?.degree ?? '',
      institute: education?.institute ?? '',
      passingYear: education?.passingYear ? String(education.passingYear) : '',
      experienceStatus: p.experienceStatus ?? 'experienced',
      experienceYear: String(p.experienceYear ?? 0),
      experienceMonth: String(p.experienceMonth ?? 0),
      functionalArea: p.functionalArea ? String(p.functionalArea.id) : '',
      industry: p.industry ? String(p.industry.id) : '',
      currentCTC: p.currentCTC === null || p.currentCTC === undefined ? '' : String(p.currentCTC),
      expectedCTC: p.expectedCTC === null || p.expectedCTC === undefined ? '' : String(p.expectedCTC),
      noticePeriod: p.noticePeriod === null || p.noticePeriod === undefined ? '' : String(p.noticePeriod),
      company: work?.company ?? '',
      designation: work?.designation ?? '',
      from: work?.from ?? '',
      coverletter: cover?.coverletter ?? '',
      includeCoverletter: cover?.includeCoverletter ?? true,
      skills: skills.join(', '),
    },
    resumeName: p.resumeName ?? (p.resumePath ? 'Your resume' : null),
    recordings: media.map(
      (f): SavedRecording => ({
        mediaType: f.mediaType,
        url: siteMediaPath(f.url),
        durationSeconds: f.durationSeconds,
      }),
    ),
    options: { cities, areas, industries },
  };
}

/** Saves the step (or skips it, where the table allows) and goes on; field errors come back. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const site = context.get(siteContext);
  const step = stepOf(params.step);
  const form = await request.formData();
  const intent = form.get('intent');
  if (step.key === 'audioVideoProfile' && (intent === 'upload' || intent === 'remove'))
    return roundZeroAction(site, intent, form);
  try {
    if (intent === 'skip') {
      if (!canSkip(step)) return { errors: { form: 'This step cannot be skipped.' } };
      if (step.key === 'workExperience') await site.api.user.skipWork(undefined);
      await site.api.user.updateProfile({ step: step.key });
      return redirect(nextPath(step));
    }
    if (step.key === 'coverLetterAndSkills') {
      await site.api.user.saveCoverLetter({
        coverletter: String(form.get('coverletter') ?? ''),
        includeCoverletter: form.get('includeCoverletter') === 'on',
      });
      await site.api.user.saveSkills({ skills: skillList(String(form.get('skills') ?? '')) });
      await site.api.user.updateProfile({ step: step.key });
      return redirect(nextPath(step));
    }
    const body = stepBody(step.key, form);
    const errors = checkStepBody(body);
    if (Object.keys(errors).length > 0) return { errors };
    await site.api.user.updateProfile(body);
    return redirect(nextPath(step));
  } catch (error) {
    return { errors: { form: errorText(error) } };
  }
}

/**
 * The Round Zero forms of the audio/video step: `upload` (a recording from the recorder, or a chosen
 * file) and `remove`. The answer stays on the step, with what was saved or what went wrong.
 */
async function roundZeroAction(
  site: Site,
  intent: 'upload' | 'remove',
  form: FormData,
): Promise<NonNullable<RoundZeroResult>> {
  const where = form.get('source') === 'recorder' ? 'recording' : 'upload';
  const fields = v.safeParse(MediaUploadFields, { mediaType: form.get('mediaType') });
  if (!fields.success) return { errors: { [where]: 'Choose whether it is a video or an audio recording.' } };
  const { mediaType } = fields.output;
  const what = mediaType === 'RoundZeroVideo' ? 'video' : 'audio';
  try {
    if (intent === 'remove') {
      const { message } = await site.api.media.removeMedia({ mediaType });
      return { saved: message };
    }
    const file = form.get('file');
    if (!(file instanceof Blob) || file.size === 0)
      return { errors: { [where]: `Choose a ${what} file to upload.` } };
    const maxBytes = maxBytesOf(mediaType);
    if (file.size > maxBytes)
      return {
        errors: {
          [where]: `The ${what} is larger than ${maxBytes / 1024 / 1024} MB. Please record a shorter one.`,
        },
      };
    const fileName = 'name' in file && typeof file.name === 'string' && file.name ? file.name : undefined;
    const { message } = await site.api.media.uploadMedia({ mediaType, file, fileName });
    return { saved: message };
  } catch (error) {
    return { errors: { [where]: errorText(error) } };
  }
}

export const meta: MetaFunction<typeof loader> = ({ loaderData }) =>
  privatePageMeta(`Registration: step ${(loaderData?.index ?? 0) + 1} of 6`, loaderData?.site);

export default function RegistrationStep() {
  const { index, back, values, resumeName, options, recordings } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const errors: Record<string, string> = result?.errors ?? {};
  const roundZero: RoundZeroResult = result && ('saved' in result || 'upload' in errors) ? result : undefined;
  const navigation = useNavigation();
  const navigate = useNavigate();
  const submit = useSubmit();
  const step = REGISTRATION_STEPS[index] ?? REGISTRATION_STEPS[0];
  const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST';
  return (
    <WizardPage title="Complete your profile">
      {step.key === 'audioVideoProfile' && (
        <Section title="Your Round Zero introduction" id="round-zero-heading" size={4}>
          <RoundZeroStep recordings={recordings} action={step.path} result={roundZero} />
        </Section>
      )}
      {step.key === 'personalDetails' && (
        <Section title="Start with your resume" id="resume-heading" size={4}>
          <Text size="sm" tone="muted">
            Upload it and we will offer the details we can read from it.
          </Text>
          <ResumeUpload currentName={resumeName} />
        </Section>
      )}
      <Form method="post" key={JSON.stringify(values)}>
        <input type="hidden" name="intent" value="save" />
        <Stepper
          current={index}
          busy={busy}
          {...(back ? { onBack: () => navigate(back) } : {})}
          {...(step.skip ? { onSkip: () => submit({ intent: 'skip' }, { method: 'post' }) } : {})}
        >
          {errors.form && (
            <Text tone="critical" role="alert">
              {errors.form}
            </Text>
          )}
          <div className={styles.fields}>
            <StepFields step={step.key} values={values} errors={errors} options={options} />
            {step.key === 'audioVideoProfile' && (
              <div className={styles.wide}>
                <Text tone="muted">
                  {recordings.length > 0
                    ? 'Recruiters see your Round Zero on your profile. Continue when you are ready.'
                    : 'No recording yet: record or upload one above, or skip this step and add it later from your profile.'}
                </Text>
              </div>
            )}
          </div>
        </Stepper>
      </Form>
    </WizardPage>
  );
}
