/**
 * The inputs of each registration step, as data: which control, its name, label and settings, in the
 * order the form shows them. `StepFields` renders a step's list, each input filled from what is saved
 * (the loader's value of the same name) and showing the action's error for its name.
 */
import type { RegistrationStep } from '@jobsite/domain';
import { Checkbox, type CheckboxProps } from '@jobsite/ui/Checkbox';
import { RadioGroup, type RadioGroupProps } from '@jobsite/ui/RadioGroup';
import { Select, type SelectProps } from '@jobsite/ui/Select';
import { TextArea, type TextAreaProps } from '@jobsite/ui/TextArea';
import { TextField, type TextFieldProps } from '@jobsite/ui/TextField';
import { Fragment, type ReactNode } from 'react';
import type { Option } from './options.ts';
import * as styles from './Wizard.css.ts';

/** The option lists the loader fetches for the step that needs them. */
export interface StepOptions {
  cities: Option[];
  areas: Option[];
  industries: Option[];
}

type Filled = 'defaultValue' | 'defaultChecked' | 'error';

/** One input of a step; `wide` spans both columns of the form's grid. */
type StepField = { name: string; wide?: true } & (
  | ({ kind: 'text' } & Omit<TextFieldProps, Filled | 'name'>)
  | ({ kind: 'textarea' } & Omit<TextAreaProps, Filled | 'name'>)
  | ({ kind: 'select'; options: Option[] | keyof StepOptions } & Omit<
      SelectProps,
      Filled | 'name' | 'options'
    >)
  | ({ kind: 'radio' } & Omit<RadioGroupProps, Filled | 'name'>)
  | ({ kind: 'checkbox' } & Omit<CheckboxProps, Filled | 'name'>)
);

const COURSE_TYPES = ['Graduation', 'Post graduation', 'Doctorate', 'Diploma', 'Certification'].map((c) => ({
  value: c,
  label: c,
}));

const CITY = { kind: 'select', placeholder: 'Choose a city', options: 'cities' } as const;
const LIST = { kind: 'text', hint: 'Separate them with commas' } as const;
const SALARY = { kind: 'text', inputMode: 'decimal' } as const;

/** The steps with inputs of their own (the audio/video step has its recorder instead). */
const STEP_FIELDS: Partial<Record<RegistrationStep, readonly StepField[]>> = {
  personalDetails: [
    { kind: 'text', label: 'Full name', name: 'name', required: true, autoComplete: 'name' },
    { kind: 'text', label: 'Mobile number', name: 'phone', type: 'tel', autoComplete: 'tel' },
    { kind: 'text', label: 'Date of birth', name: 'dob', type: 'date' },
    {
      kind: 'radio',
      legend: 'Gender',
      name: 'gender',
      direction: 'row',
      options: [
        { value: 'female', label: 'Female' },
        { value: 'male', label: 'Male' },
        { value: '', label: 'Prefer not to say' },
      ],
    },
    { ...CITY, label: 'Current city', name: 'currentLocation' },
    { ...CITY, label: 'Preferred city', name: 'preferredLocations' },
  ],
  educationalDetails: [
    {
      kind: 'select',
      label: 'Course type',
      name: 'courseType',
      required: true,
      placeholder: 'Choose one',
      options: COURSE_TYPES,
    },
    { kind: 'text', label: 'Degree', name: 'degree', required: true, hint: 'For example MBA, B.Tech' },
    { kind: 'text', label: 'Institute', name: 'institute' },
    { kind: 'text', label: 'Year of passing', name: 'passingYear', inputMode: 'numeric' },
  ],
  workExperience: [
    {
      kind: 'radio',
      legend: 'Your experience',
      name: 'experienceStatus',
      direction: 'row',
      wide: true,
      options: [
        { value: 'experienced', label: 'I have work experience' },
        { value: 'fresher', label: 'I am a fresher' },
      ],
    },
    { kind: 'text', label: 'Years of experience', name: 'experienceYear', type: 'number', min: 0, max: 50 },
    { kind: 'text', label: 'And months', name: 'experienceMonth', type: 'number', min: 0, max: 11 },
    { kind: 'text', label: 'Current company', name: 'company' },
    { kind: 'text', label: 'Designation', name: 'designation' },
    { kind: 'text', label: 'Working there since', name: 'from', type: 'date' },
    {
      kind: 'select',
      label: 'Functional area',
      name: 'functionalArea',
      placeholder: 'Choose one',
      options: 'areas',
    },
    { kind: 'select', label: 'Industry', name: 'industry', placeholder: 'Choose one', options: 'industries' },
    { ...SALARY, label: 'Current salary (lakhs a year)', name: 'currentCTC' },
    { ...SALARY, label: 'Expected salary (lakhs a year)', name: 'expectedCTC' },
    { kind: 'text', label: 'Notice period (days)', name: 'noticePeriod', inputMode: 'numeric' },
  ],
  additionalDetails: [
    { kind: 'checkbox', name: 'differentlyAbled', label: 'I am differently abled' },
    { kind: 'checkbox', name: 'exDefence', label: 'I have served in the armed forces' },
    { kind: 'checkbox', name: 'careerBreak', label: 'I am returning after a career break' },
    { ...LIST, label: 'Languages you speak', name: 'languages' },
    { kind: 'textarea', label: 'About you', name: 'about', rows: 4, wide: true },
  ],
  coverLetterAndSkills: [
    { kind: 'textarea', label: 'Cover letter', name: 'coverletter', rows: 6, wide: true },
    { kind: 'checkbox', name: 'includeCoverletter', label: 'Send it with my applications', wide: true },
    { ...LIST, label: 'Skills', name: 'skills', wide: true },
  ],
};

/** What is saved, by input name; a list shows its first entry (the form asks for one). */
export type StepValues = Record<string, string | boolean | readonly string[]>;

function control(
  field: StepField,
  value: StepValues[string] | undefined,
  error: string | undefined,
  options: StepOptions,
): ReactNode {
  const text = typeof value === 'string' ? value : Array.isArray(value) ? (value[0] ?? '') : undefined;
  switch (field.kind) {
    case 'text': {
      const { kind: _, wide: __, ...props } = field;
      return <TextField {...props} defaultValue={text} error={error} />;
    }
    case 'textarea': {
      const { kind: _, wide: __, ...props } = field;
      return <TextArea {...props} defaultValue={text} error={error} />;
    }
    case 'select': {
      const { kind: _, wide: __, options: list, ...props } = field;
      return (
        <Select
          {...props}
          options={typeof list === 'string' ? options[list] : list}
          defaultValue={text}
          error={error}
        />
      );
    }
    case 'radio': {
      const { kind: _, wide: __, ...props } = field;
      return <RadioGroup {...props} {...(text === undefined ? {} : { defaultValue: text })} />;
    }
    case 'checkbox': {
      const { kind: _, wide: __, ...props } = field;
      return <Checkbox {...props} defaultChecked={typeof value === 'boolean' ? value : undefined} />;
    }
  }
}

/** The inputs of `step`, filled from `values`, with `errors` by input name. */
export function StepFields({
  step,
  values,
  errors,
  options,
}: {
  step: RegistrationStep;
  values: StepValues;
  errors: Record<string, string>;
  options: StepOptions;
}) {
  return (STEP_FIELDS[step] ?? []).map((field) => {
    const input = control(field, values[field.name], errors[field.name], options);
    return field.wide ? (
      <div key={field.name} className={styles.wide}>
        {input}
      </div>
    ) : (
      <Fragment key={field.name}>{input}</Fragment>
    );
  });
}
