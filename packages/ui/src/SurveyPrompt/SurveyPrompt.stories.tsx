import type { Meta, StoryObj } from '@storybook/react-vite';
import { SurveyPrompt } from './SurveyPrompt.tsx';

const meta = {
  title: 'Feedback/SurveyPrompt',
  component: SurveyPrompt,
  args: {
    survey: {
      id: 3,
      title: 'How well does your feed fit you?',
      intro: 'Three quick questions, under a minute. Your answers shape the jobs we show you.',
    },
    back: '/jobfeed',
  },
} satisfies Meta<typeof SurveyPrompt>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OnTheFeed: Story = {};
export const AfterApplying: Story = {
  args: {
    survey: {
      id: 4,
      title: 'How was applying?',
      intro: 'Tell us what slowed you down, so the next application is quicker.',
    },
    back: '/job/applied?job=42',
  },
};
