/** What the feed's hide calls share: the ids in their path, and an undo variant. */
import type { RequestParts } from '../../core/define-call.ts';

export interface Undoable {
  /** Send the undo variant. */
  undo?: boolean | undefined;
}

/** The request of a hide call: `params` fill its path; `undo` sends `undo=1`, the undo variant. */
export const undoableRequest = (params: RequestParts['params'], undo: Undoable['undo']) => ({
  params,
  query: { undo: undo ? 1 : undefined },
  form: {},
});
