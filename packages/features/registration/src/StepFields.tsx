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

type Extra<P> = Omit<P, Filled | 'name' | 'label' | 'legend' | 'options'> & { wide?: true };

const text = (name: string, label: string, extra: Extra<TextFieldProps> = {}): StepField => ({
  kind: 'text',
  name,
  label,
  ...extra,
});
const textarea = (name: string, label: string, extra: Extra<TextAreaProps>): StepField => ({
  kind: 'textarea',
  name,
  label,
  ...extra,
});
const select = (
  name: string,
  label: string,
  options: Option[] | keyof StepOptions,
  extra: Extra<SelectProps> = {},
): StepField => ({ kind: 'select', name, label, options, ...extra });
/** Radio buttons in a row: `choices` maps each value to its label, in order. */
const radio = (name: string, legend: string, choices: Record<string, string>, wide?: true): StepField => ({
  kind: 'radio',
  name,
  legend,
  direction: 'row',
  options: Object.entries(choices).map(([value, label]) => ({ value, label })),
  ...(wide ? { wide } : {}),
});
const checkbox = (name: string, label: string, extra: Extra<CheckboxProps> = {}): StepField => ({
  kind: 'checkbox',
  name,
  label,
  ...extra,
});

const COURSE_TYPES = ['Graduation', 'Post graduation', 'Doctorate', 'Diploma', 'Certification'].map((c) => ({
  value: c,
  label: c,
}));
const CHOOSE_ONE = { placeholder: 'Choose one' };
const CHOOSE_CITY = { placeholder: 'Choose a city' };
const COMMAS = { hint: 'Separate them with commas' };

/** The steps with inputs of their own (the audio/video step has its recorder instead). */
const STEP_FIELDS: Partial<Record<RegistrationStep, readonly StepField[]>> = {
  personalDetails: [
    text('name', 'Full name', { required: true, autoComplete: 'name' }),
    text('phone', 'Mobile number', { type: 'tel', autoComplete: 'tel' }),
    text('dob', 'Date of birth', { type: 'date' }),
    radio('gender', 'Gender', { female: 'Female', male: 'Male', '': 'Prefer not to say' }),
    select('currentLocation', 'Current city', 'cities', CHOOSE_CITY),
    select('preferredLocations', 'Preferred city', 'cities', CHOOSE_CITY),
  ],
  educationalDetails: [
    select('courseType', 'Course type', COURSE_TYPES, { required: true, ...CHOOSE_ONE }),
    text('degree', 'Degree', { required: true, hint: 'For example MBA, B.Tech' }),
    text('institute', 'Institute'),
    text('passingYear', 'Year of passing', { inputMode: 'numeric' }),
  ],
  workExperience: [
    radio(
      'experienceStatus',
      'Your experience',
      { experienced: 'I have work experience', fresher: 'I am a fresher' },
      true,
    ),
    text('experienceYear', 'Years of experience', { type: 'number', min: 0, max: 50 }),
    text('experienceMonth', 'And months', { type: 'number', min: 0, max: 11 }),
    text('company', 'Current company'),
    text('designation', 'Designation'),
    text('from', 'Working there since', { type: 'date' }),
    select('functionalArea', 'Functional area', 'areas', CHOOSE_ONE),
    select('industry', 'Industry', 'industries', CHOOSE_ONE),
    text('currentCTC', 'Current salary (lakhs a year)', { inputMode: 'decimal' }),
    text('expectedCTC', 'Expected salary (lakhs a year)', { inputMode: 'decimal' }),
    text('noticePeriod', 'Notice period (days)', { inputMode: 'numeric' }),
  ],
  additionalDetails: [
    checkbox('differentlyAbled', 'I am differently abled'),
    checkbox('exDefence', 'I have served in the armed forces'),
    checkbox('careerBreak', 'I am returning after a career break'),
    text('languages', 'Languages you speak', COMMAS),
    textarea('about', 'About you', { rows: 4, wide: true }),
  ],
  coverLetterAndSkills: [
    textarea('coverletter', 'Cover letter', { rows: 6, wide: true }),
    checkbox('includeCoverletter', 'Send it with my applications', { wide: true }),
    text('skills', 'Skills', { ...COMMAS, wide: true }),
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
