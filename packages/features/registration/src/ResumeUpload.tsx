import { type CohortCard as CohortCardData, plural } from '@jobsite/domain';
import { RouterLink } from '@jobsite/shell/link';
import { Button } from '@jobsite/ui/Button';
import { Card } from '@jobsite/ui/Card';
import { Checkbox } from '@jobsite/ui/Checkbox';
import { CohortCard } from '@jobsite/ui/CohortCard';
import { FileUpload } from '@jobsite/ui/FileUpload';
import { Heading } from '@jobsite/ui/Heading';
import { Stack } from '@jobsite/ui/Stack';
import { Text } from '@jobsite/ui/Text';
import { useToast } from '@jobsite/ui/ToastRegion';
import { useEffect, useState } from 'react';
import { useFetcher } from 'react-router';
import {
  companyLabel,
  companyValue,
  educationLabel,
  educationValue,
  offersCompany,
  type ReadCompany,
  type ReadEducation,
} from './resume-entries.ts';

const RESUME_PATH = '/registration/resume';

interface Proposed {
  name: string | null;
  email: string | null;
  phone: string | null;
  skills: string[];
  experienceYears: number | null;
  education: ReadEducation[];
  companies: ReadCompany[];
}

type ParseAnswer = { proposed: Proposed; cohort?: CohortCardData } | { error: string };
type ConfirmAnswer = { ok: true; message: string } | { error: string };

/** Sends the file with XMLHttpRequest, whose upload events give a real progress bar (fetch has none). */
function upload(
  file: File,
  onProgress: (percent: number) => void,
): Promise<{ ok?: boolean; message?: string; error?: string }> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', RESUME_PATH);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.min(99, Math.round((e.loaded / e.total) * 100)));
    };
    xhr.onload = () => {
      // The session ended: the server answered with a redirect (followed by the browser) instead of JSON.
      if (xhr.responseURL && !xhr.responseURL.endsWith(RESUME_PATH)) {
        window.location.assign(xhr.responseURL);
        return;
      }
      try {
        resolve(JSON.parse(xhr.responseText) as { ok?: boolean; message?: string; error?: string });
      } catch {
        resolve({ error: 'Something went wrong, please try again after some time!!' });
      }
    };
    xhr.onerror = () => resolve({ error: 'Please check your internet connection and try again.' });
    const form = new FormData();
    form.append('intent', 'upload');
    form.append('file', file, file.name);
    xhr.send(form);
  });
}

/**
 * The resume upload (PDF, DOC, DOCX up to 5 MB) with its progress bar; once stored, the fields read off
 * it are offered for confirmation, and only the ones the person keeps are saved.
 */
export function ResumeUpload({ currentName }: { currentName: string | null }) {
  const toast = useToast();
  const [progress, setProgress] = useState<number | undefined>();
  const [uploaded, setUploaded] = useState<string | undefined>(currentName ?? undefined);
  const [error, setError] = useState<string | undefined>();
  // A one-shot read, not a fetcher: the router revalidates loaded fetchers after every action, which
  // parsed the stored PDF again after each wizard step and raced the step's navigation.
  const [parsing, setParsing] = useState(false);
  const [parsed, setParsed] = useState<ParseAnswer | undefined>();
  const confirm = useFetcher<ConfirmAnswer>();
  const [dismissed, setDismissed] = useState(false);

  useEffect(() => {
    if (!confirm.data) return;
    if ('ok' in confirm.data) toast({ tone: 'positive', message: confirm.data.message });
    else toast({ tone: 'critical', message: confirm.data.error });
  }, [confirm.data, toast]);

  const onFile = async (file: File) => {
    setError(undefined);
    setDismissed(false);
    setProgress(0);
    const answer = await upload(file, setProgress);
    setProgress(undefined);
    if (answer.ok) {
      setUploaded(file.name);
      toast({ tone: 'positive', message: answer.message ?? 'Your resume has been uploaded successfully!' });
      setParsing(true);
      try {
        const res = await fetch(RESUME_PATH, { headers: { accept: 'application/json' } });
        setParsed((await res.json()) as ParseAnswer);
      } catch {
        setParsed({ error: 'We could not read your resume. Please fill in your details.' });
      } finally {
        setParsing(false);
      }
    } else {
      setError(answer.error ?? 'The upload failed. Please try again.');
    }
  };

  const proposed = parsed && 'proposed' in parsed ? parsed.proposed : null;
  const cohort = parsed && 'proposed' in parsed ? parsed.cohort : undefined;
  const companies = proposed?.companies.filter(offersCompany) ?? [];
  const found =
    proposed &&
    (proposed.name ||
      proposed.email ||
      proposed.phone ||
      proposed.experienceYears !== null ||
      proposed.skills.length > 0 ||
      proposed.education.length > 0 ||
      companies.length > 0);
  const confirmed = confirm.data && 'ok' in confirm.data;
  return (
    <Stack space="md">
      <FileUpload
        label="Resume"
        accept={['.pdf', '.doc', '.docx']}
        maxBytes={5 * 1024 * 1024}
        onFile={onFile}
        progress={progress}
        uploadedName={uploaded}
        successMessage="Your resume has been uploaded successfully!"
        error={error}
      />
      {parsing && <Text tone="muted">Reading your resume…</Text>}
      {cohort && <CohortCard card={cohort} linkAs={RouterLink} />}
      {proposed && found && !confirmed && !dismissed && (
        <Card tone="sunken" as="section" aria-labelledby="parsed-heading">
          <confirm.Form method="post" action={RESUME_PATH}>
            <Stack space="sm">
              <Heading level={3} size={4} id="parsed-heading">
                We read these details from your resume
              </Heading>
              <Text size="sm" tone="muted">
                Keep the ones that are right; nothing is saved until you confirm.
              </Text>
              <input type="hidden" name="intent" value="confirm" />
              {proposed.name && (
                <Checkbox name="name" value={proposed.name} defaultChecked label={`Name: ${proposed.name}`} />
              )}
              {proposed.phone && (
                <Checkbox
                  name="phone"
                  value={proposed.phone}
                  defaultChecked
                  label={`Phone: ${proposed.phone}`}
                />
              )}
              {proposed.experienceYears !== null && (
                <Checkbox
                  name="experienceYear"
                  value={String(Math.floor(proposed.experienceYears))}
                  defaultChecked
                  label={`Experience: ${plural(Math.floor(proposed.experienceYears), 'year')}`}
                />
              )}
              {proposed.education.map((entry) => (
                <Checkbox
                  key={educationValue(entry)}
                  name="education"
                  value={educationValue(entry)}
                  defaultChecked
                  label={`Education: ${educationLabel(entry)}`}
                />
              ))}
              {companies.map((entry) => (
                <Checkbox
                  key={companyValue(entry)}
                  name="company"
                  value={companyValue(entry)}
                  defaultChecked
                  label={`Work: ${companyLabel(entry)}`}
                />
              ))}
              {proposed.skills.length > 0 && (
                <Checkbox
                  name="skills"
                  value={proposed.skills.join(', ')}
                  defaultChecked
                  label={`Skills: ${proposed.skills.join(', ')}`}
                />
              )}
              {proposed.email && (
                <Text size="sm">
                  Email on your resume: {proposed.email}. You sign in with the address of your account.
                </Text>
              )}
              <div>
                <Button type="submit" loading={confirm.state !== 'idle'}>
                  Use these details
                </Button>{' '}
                <Button variant="ghost" onClick={() => setDismissed(true)}>
                  Not now
                </Button>
              </div>
            </Stack>
          </confirm.Form>
        </Card>
      )}
    </Stack>
  );
}
