/**
 * The media calls that are their contract and nothing more (calls.md 7.9; decision 0083): each is built
 * from its entry in the domain's registry, which names its method, path, input schemas and answer. A
 * call with a module of its own in this folder adds something to its contract, which that module says.
 */
import { defineCall } from '../../core/define-call.ts';

export type { MediaRemoveAnswer } from '@jobsite/domain/answers';

/**
 * `POST media/remove` (calls.md 7.9; decision 0035): removes the seeker's recording of `mediaType`, the
 * stored file and the profile's link to it. `removed` is false when there was none.
 */
export const removeMedia = defineCall('POST media/remove');
