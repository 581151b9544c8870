import { type ReactNode, useId } from 'react';
import { Button } from '../Button/Button.tsx';
import { Heading } from '../Heading/Heading.tsx';
import { visuallyHidden } from '../utils/a11y.css.ts';
import { cx } from '../utils/cx.ts';
import * as styles from './Stepper.css.ts';
import { REGISTRATION_STEPS, type StepDefinition } from './steps.ts';

export interface StepperProps {
  /** The index of the current step. */
  current: number;
  steps?: readonly StepDefinition[];
  onBack?: () => void;
  onSkip?: () => void;
  onNext?: () => void;
  nextLabel?: string;
  /** The step's form. */
  children?: ReactNode;
  busy?: boolean;
}

/**
 * The registration progress: which step you are on, and the Back / Skip / Continue buttons the
 * step allows (personal details: neither; educational details: Back only; the rest: both).
 */
export function Stepper({
  current,
  steps = REGISTRATION_STEPS,
  onBack,
  onSkip,
  onNext,
  nextLabel,
  children,
  busy = false,
}: StepperProps) {
  const headingId = useId();
  const step = steps[current];
  if (!step) return null;
  const last = current === steps.length - 1;
  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <ol className={styles.list} aria-label="Registration steps">
        {steps.map((s, i) => (
          <li
            key={s.key}
            className={cx(styles.step, i === current && styles.current)}
            aria-current={i === current ? 'step' : undefined}
          >
            <span
              className={cx(styles.bar, i < current && styles.barDone, i === current && styles.barCurrent)}
            />
            <span className={styles.label}>
              {s.label}
              {i < current && <span className={visuallyHidden}> (done)</span>}
            </span>
          </li>
        ))}
      </ol>
      <p className={styles.status}>
        Step {current + 1} of {steps.length}
      </p>
      <Heading level={2} size={3} id={headingId}>
        {step.label}
      </Heading>
      {children}
      <div className={styles.actions}>
        {step.back && (
          <Button variant="ghost" onClick={onBack}>
            Back
          </Button>
        )}
        <span className={styles.spacer} />
        {step.skip && (
          <Button variant="secondary" onClick={onSkip}>
            Skip
          </Button>
        )}
        <Button onClick={onNext} loading={busy} type="submit">
          {nextLabel ?? (last ? 'Finish' : 'Continue')}
        </Button>
      </div>
    </section>
  );
}
