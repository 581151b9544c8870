export const feedWhere = 'j.status = 1';
