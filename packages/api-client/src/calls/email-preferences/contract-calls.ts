/**
 * The email-preference calls that are their contract and nothing more (decision 0083): each is built
 * from its entry in the domain's registry, which names its method, path, input schemas and answer. A
 * call with a module of its own in this folder adds something to its contract, which that module says.
 */
import { defineCall } from '../../core/define-call.ts';

export type { EmailListAnswer } from '@jobsite/domain/answers';

/**
 * `GET unsubscribe?token=` (decision 0037): what an unsubscribe link would stop (the list, said for a
 * person, the address partly hidden) and whether it already has, without a session. Refusals: 400 (a
 * link that is not valid), 410 (a link more than a year old, or an account that no longer exists).
 */
export const describeUnsubscribe = defineCall('GET unsubscribe');
