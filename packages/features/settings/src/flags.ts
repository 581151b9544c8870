import { EDITABLE_SETTINGS, SettingsBody } from '@jobsite/domain/calls';
import * as v from 'valibot';

/** A settings flag the seeker may switch (`POST settings` refuses the server's own flags). */
type EditableSetting = (typeof EDITABLE_SETTINGS)[number];
export type SettingsFlags = Record<EditableSetting, boolean>;

interface FlagItem {
  key: EditableSetting;
  label: string;
  description?: string;
}

/**
 * Every flag `POST settings` accepts, grouped as the privacy page shows them, with the words a seeker
 * reads. The catalogue names the flags only (calls.md section 3); what each means here is ours.
 */
export const FLAG_GROUPS: readonly {
  id: string;
  title: string;
  intro: string;
  flags: readonly FlagItem[];
}[] = [
  {
    id: 'privacy',
    title: 'Privacy',
    intro: 'Choose what recruiters can see and do.',
    flags: [
      {
        key: 'hideResume',
        label: 'Hide my resume from recruiters',
        description: 'Recruiters still see your profile, but cannot open or download your resume.',
      },
      {
        key: 'search',
        label: 'Show my profile in recruiter searches',
        description: 'Recruiters looking for candidates can find you.',
      },
      {
        key: 'chat',
        label: 'Let recruiters who shortlist me chat with me',
      },
      {
        key: 'diversity',
        label: 'Consider me for diversity hiring',
        description: 'Show my profile to recruiters hiring for diversity programmes.',
      },
      { key: 'hideStories', label: 'Hide stories in my job feed' },
    ],
  },
  {
    id: 'emails',
    title: 'Emails we send you',
    intro: 'Choose which emails you get. Account and security emails always come.',
    flags: [
      { key: 'jobFeed', label: 'New jobs that match my job feed' },
      { key: 'jobAction', label: 'When recruiters view, shortlist or message me about a job' },
      { key: 'jobApply', label: 'A confirmation for each job I apply to' },
      { key: 'followUp', label: 'Follow-up reminders for my applications' },
      { key: 'coverLetter', label: 'Tips to improve my cover letter' },
      { key: 'weeklyJobReport', label: 'My weekly job report' },
      { key: 'education', label: 'Courses and learning' },
      { key: 'similarCourseEnquiry', label: 'Courses like the ones I enquired about' },
      { key: 'promotions', label: 'Offers and promotions' },
    ],
  },
];

/** The editable flags of a settings answer (the server's own flags left out). */
export function editableFlags(settings: Partial<Record<string, unknown>> | null | undefined): SettingsFlags {
  return Object.fromEntries(EDITABLE_SETTINGS.map((key) => [key, settings?.[key] === true])) as SettingsFlags;
}

/** The flags as the privacy form posts them: a checked box is on, an absent one off. */
export function flagsFromForm(form: FormData): SettingsFlags {
  return Object.fromEntries(
    EDITABLE_SETTINGS.map((key) => [key, form.get(key) === 'on' || form.get(key) === 'true']),
  ) as SettingsFlags;
}

/** Checks the flags with the API's own schema (`SettingsBody`), as the call sends them. */
export function checkFlags(flags: Record<string, unknown>): flags is SettingsFlags {
  return v.safeParse(SettingsBody, { settings: JSON.stringify(flags) }).success;
}
