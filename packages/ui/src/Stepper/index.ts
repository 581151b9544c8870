export { Stepper, type StepperProps } from './Stepper.tsx';
export { REGISTRATION_STEPS, type StepDefinition } from './steps.ts';
