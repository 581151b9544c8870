/**
 * The page of a round played by handing in files (rounds 2 and 3), from the route's edition and gate and
 * its action's outcome: a seeker who has not registered is told so; otherwise the open round's brief or
 * why it is not open, then a form per file while the round is open or once anything was handed in.
 */
import type { Competition, SubmissionKind } from '@jobsite/domain';
import type { ReactNode } from 'react';
import { useActionData, useLoaderData } from 'react-router';
import { formatWhen } from '../edition.ts';
import type { RoundGate } from './gate.ts';
import { HandInForm } from './HandInForm.tsx';
import { NotRegistered, RoundClosed, RoundLayout } from './RoundLayout.tsx';
import { type HandInOutcome, latestFile } from './submission.ts';

/** One file the round takes: its form's texts. */
export interface HandInFile {
  kind: SubmissionKind;
  heading: string;
  label: string;
  button: string;
  hint: string;
}

export function HandInRound({
  title,
  brief,
  files,
}: {
  title: string;
  /** What the open round asks for, given its deadline in words. */
  brief: (deadline: string) => ReactNode;
  /** The files the round takes, given the deadline in words ("the deadline" once it is not open). */
  files: (deadline: string) => readonly HandInFile[];
}) {
  const { competition, gate } = useLoaderData<{ competition: Competition; gate: RoundGate }>();
  const outcome = useActionData<HandInOutcome>();
  if (gate.kind === 'unregistered')
    return (
      <RoundLayout title={title} competition={competition}>
        <NotRegistered competition={competition} />
      </RoundLayout>
    );
  const open = gate.kind === 'open';
  const handedIn = gate.progress?.files ?? [];
  const deadline = open ? formatWhen(gate.endsAt) : 'the deadline';
  return (
    <RoundLayout title={title} competition={competition}>
      {open ? brief(deadline) : <RoundClosed reason={gate.reason} />}
      {(open || handedIn.length > 0) &&
        files(deadline).map((file) => (
          <HandInForm
            key={file.kind}
            {...file}
            current={latestFile(handedIn, file.kind)}
            open={open}
            outcome={outcome}
          />
        ))}
    </RoundLayout>
  );
}
