import { REGISTRATION_STEPS } from '@jobsite/domain';
import { RouterLink } from '@jobsite/shell/link';
import { privatePageMeta } from '@jobsite/shell/private-page';
import { requireSignedIn } from '@jobsite/shell/site';
import { Card } from '@jobsite/ui/Card';
import { Heading } from '@jobsite/ui/Heading';
import { Link } from '@jobsite/ui/Link';
import { Stack } from '@jobsite/ui/Stack';
import { Text } from '@jobsite/ui/Text';
import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from 'react-router';
import { ResumeUpload } from '../ResumeUpload.tsx';
import { WizardPage } from '../WizardPage.tsx';

const LABELS: Record<string, string> = {
  personalDetails: 'Personal details',
  educationalDetails: 'Educational details',
  workExperience: 'Work experience',
  additionalDetails: 'Additional details',
  audioVideoProfile: 'Audio/video profile (Round Zero)',
  coverLetterAndSkills: 'Cover letter and skills',
};

/** `/update-profile`: a new resume, and each part of the profile to revisit. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const site = requireSignedIn(context, request);
  const answer = await site.api.user.profile(undefined);
  const p = answer.profile ?? {};
  const passed = p.registration?.completedSteps ?? [];
  // A step is done when the profile holds what it asks for, as the profile page's meter counts it;
  // passing a step (Skip, or Continue with nothing filled) does not make it done.
  const done = (s: (typeof REGISTRATION_STEPS)[number]) =>
    s.completes === null ? passed.includes(s.key) : answer.completeness?.[s.completes] === 1;
  return {
    site: site.name,
    resumeName: p.resumeName ?? (p.resumePath ? 'Your resume' : null),
    resumeUpdatedAt: p.resumeUpdatedAt ?? null,
    steps: REGISTRATION_STEPS.map((s) => ({
      key: s.key,
      path: s.path,
      label: LABELS[s.key] ?? s.key,
      done: done(s),
    })),
  };
}

export const meta: MetaFunction<typeof loader> = ({ loaderData }) =>
  privatePageMeta('Update your profile', loaderData?.site);

export default function UpdateProfile() {
  const { resumeName, steps } = useLoaderData<typeof loader>();
  return (
    <WizardPage title="Update your profile">
      <Card as="section" aria-labelledby="resume-heading">
        <Stack space="sm">
          <Heading level={2} size={3} id="resume-heading">
            Your resume
          </Heading>
          <Text size="sm" tone="muted">
            Recruiters see the latest one. Upload a new one and confirm the details we read from it.
          </Text>
          <ResumeUpload currentName={resumeName} />
        </Stack>
      </Card>
      <Card as="section" aria-labelledby="parts-heading">
        <Stack space="sm">
          <Heading level={2} size={3} id="parts-heading">
            Parts of your profile
          </Heading>
          <ul>
            {steps.map((s) => (
              <li key={s.key}>
                <Link href={s.path} as={RouterLink}>
                  {s.label}
                </Link>{' '}
                <Text as="span" size="sm" tone={s.done ? 'positive' : 'muted'}>
                  {s.done ? '(done)' : '(to do)'}
                </Text>
              </li>
            ))}
          </ul>
        </Stack>
      </Card>
    </WizardPage>
  );
}
