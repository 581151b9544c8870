import { searchLabel } from '../../../packages/features/search/src/search.ts';

export const demoSearch = `${searchLabel} route`;
