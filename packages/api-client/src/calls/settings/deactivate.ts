/**
 * `POST deactivate` (calls.md 7.5): deactivates the account (`password`, optional `reason`); logging in
 * again reactivates it.
 *
 * A module of its own beyond the contract: the API ends every session of the account, so the client
 * forgets its token.
 */
import { defineCall, type InputOf } from '../../core/define-call.ts';

export const deactivate = defineCall('POST deactivate', { clearsToken: true });
export type DeactivateInput = InputOf<typeof deactivate>;
