import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextField } from '../TextField/TextField.tsx';
import { Stepper } from './Stepper.tsx';

const meta = {
  title: 'Forms/Stepper',
  component: Stepper,
  args: { current: 0, children: <TextField label="Full name" /> },
} satisfies Meta<typeof Stepper>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PersonalDetails: Story = {};
export const EducationalDetails: Story = { args: { current: 1, children: <TextField label="Institute" /> } };
export const WorkExperience: Story = {
  args: { current: 2, children: <TextField label="Current company" /> },
};
export const CoverLetterAndSkills: Story = { args: { current: 5, children: <TextField label="Skills" /> } };
export const Saving: Story = { args: { current: 3, busy: true, children: null } };
