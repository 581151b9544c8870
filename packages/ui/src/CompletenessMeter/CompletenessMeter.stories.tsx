import type { Meta, StoryObj } from '@storybook/react-vite';
import { inColumn } from '../utils/story-decorators.tsx';
import { type CompletenessItem, CompletenessMeter } from './CompletenessMeter.tsx';

const items: CompletenessItem[] = [
  { key: 'personalDetails', label: 'Personal details', done: true, href: '/registration/addPersonalDetails' },
  {
    key: 'professionalDetails',
    label: 'Professional details',
    done: true,
    href: '/registration/addWorkExperience',
  },
  { key: 'educationDetails', label: 'Education', done: true, href: '/registration/addEducationalDetails' },
  { key: 'resumeAttached', label: 'Upload your resume', done: false, href: '/myprofile#resume' },
  { key: 'followKeywords', label: 'Follow keywords', done: false, href: '/personalize-jobfeed' },
  { key: 'profilePicture', label: 'Add a profile picture', done: false, href: '/myprofile#picture' },
  {
    key: 'profileVideoAudio',
    label: 'Record your Round Zero',
    done: false,
    href: '/registration/addAudioVideoProfile',
  },
  {
    key: 'verificationEmail',
    label: 'Verify your email',
    done: true,
    href: '/settings/verify-contact-details',
  },
  {
    key: 'verificationPhone',
    label: 'Verify your phone',
    done: false,
    href: '/settings/verify-contact-details',
  },
  { key: 'skills', label: 'Add skills', done: true, href: '/registration/addCoverLetterAndSkills' },
  { key: 'recommendations', label: 'Ask for recommendations', done: false, href: '/pending-recommendations' },
  { key: 'connections', label: 'Connect three social accounts', done: false, href: '/social-connection' },
];

const meta = {
  title: 'Profile/CompletenessMeter',
  component: CompletenessMeter,
  args: { percentage: 45, items },
  decorators: [inColumn('360px')],
} satisfies Meta<typeof CompletenessMeter>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Partial: Story = {};
export const Complete: Story = { args: { percentage: 100, items: items.map((i) => ({ ...i, done: true })) } };
export const Empty: Story = { args: { percentage: 0, items: items.map((i) => ({ ...i, done: false })) } };
