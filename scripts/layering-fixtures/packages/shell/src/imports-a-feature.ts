import { searchLabel } from '../../features/search/src/search.ts';

export const shellLabel = `${searchLabel} in the shell`;
