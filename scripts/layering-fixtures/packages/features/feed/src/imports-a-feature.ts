import { searchLabel } from '../../search/src/search.ts';

export const feedLabel = `${searchLabel} feed`;
