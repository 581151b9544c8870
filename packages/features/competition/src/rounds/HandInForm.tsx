/**
 * One file a candidate hands in for a round: what they handed in last (name, size, time, and the slides
 * or length the API read), and while the round is open a multipart form (works without JavaScript) to
 * hand it in or replace it. The API's refusal shows in an alert beside the field and takes focus; a
 * stored file's confirmation takes focus too.
 */
import { SUBMISSION_RULES, type SubmissionKind } from '@jobsite/domain';
import type { CompetitionFile } from '@jobsite/domain/answers';
import { Button } from '@jobsite/ui/Button';
import { Card } from '@jobsite/ui/Card';
import { Heading } from '@jobsite/ui/Heading';
import { Stack } from '@jobsite/ui/Stack';
import { Text } from '@jobsite/ui/Text';
import { Fragment, useEffect, useRef } from 'react';
import { Form, useNavigation } from 'react-router';
import * as styles from './rounds.css.ts';
import { fileFacts, type HandInOutcome } from './submission.ts';

interface HandInFormProps {
  kind: SubmissionKind;
  heading: string;
  /** The file input's label, e.g. "Your answer (.pdf, .ppt or .doc)". */
  label: string;
  /** The submit button, e.g. "Hand in your answer". */
  button: string;
  hint: string;
  /** The file handed in last, if any. */
  current: CompetitionFile | null;
  /** Whether the round takes files now (open to the candidate, before the deadline). */
  open: boolean;
  /** The action's outcome, when it was this form's. */
  outcome: HandInOutcome | undefined;
}

export function HandInForm({ kind, heading, label, button, hint, current, open, outcome }: HandInFormProps) {
  const navigation = useNavigation();
  const error = outcome && !outcome.ok && outcome.kind === kind ? outcome.error : null;
  const stored = outcome?.ok && outcome.kind === kind ? outcome.message : null;
  const errorRef = useRef<HTMLParagraphElement>(null);
  const storedRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (error) errorRef.current?.focus();
  }, [error]);
  useEffect(() => {
    if (stored) storedRef.current?.focus();
  }, [stored]);
  const busy = navigation.state !== 'idle' && navigation.formData?.get('kind') === kind;
  const id = `hand-in-${kind}`;
  const shown = outcome?.ok && outcome.kind === kind ? outcome.file : current;
  return (
    <Card as="section" aria-labelledby={`${id}-heading`}>
      <Stack space="md">
        <Heading level={2} size={3} id={`${id}-heading`}>
          {heading}
        </Heading>
        {stored && (
          <p ref={storedRef} tabIndex={-1} role="status" className={styles.message}>
            <Text as="span" tone="positive" weight="strong">
              {stored}
            </Text>
          </p>
        )}
        {shown ? (
          <dl className={styles.fileFacts} aria-label={`Your ${SUBMISSION_RULES[kind].label}, as handed in`}>
            {fileFacts(shown).map((f) => (
              <Fragment key={f.term}>
                <dt className={styles.term}>{f.term}</dt>
                <dd className={styles.detail}>{f.detail}</dd>
              </Fragment>
            ))}
          </dl>
        ) : (
          <Text>Nothing handed in yet.</Text>
        )}
        {open && (
          // A new key once a file is stored: the form starts empty again.
          <Form method="post" encType="multipart/form-data" key={shown?.uploadedAt ?? 'none'}>
            <Stack space="sm">
              <input type="hidden" name="kind" value={kind} />
              <div>
                <label htmlFor={`${id}-file`}>{label}</label>
                <input
                  id={`${id}-file`}
                  className={styles.fileInput}
                  type="file"
                  name="file"
                  accept={SUBMISSION_RULES[kind].accept}
                  required
                  aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
                  aria-invalid={error ? true : undefined}
                />
                <Text size="sm" tone="muted" id={`${id}-hint`}>
                  {hint}
                  {shown ? ' Handing in again replaces the file above.' : ''}
                </Text>
              </div>
              {error && (
                <p ref={errorRef} id={`${id}-error`} tabIndex={-1} role="alert" className={styles.message}>
                  <Text as="span" tone="critical">
                    {error}
                  </Text>
                </p>
              )}
              <div>
                <Button type="submit" loading={busy}>
                  {button}
                </Button>
              </div>
            </Stack>
          </Form>
        )}
      </Stack>
    </Card>
  );
}
