// Breaks api-shared-files-import-no-service: a file shared by every service carries one into the others.
import { feedWhere } from './job/feed.ts';

export const sharedWhere = feedWhere;
