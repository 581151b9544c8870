export const searchLabel = 'Search';
