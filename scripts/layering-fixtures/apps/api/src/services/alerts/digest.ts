// Allowed: alerts is listed after job, so it may use job's feed conditions.
import { feedWhere } from '../job/feed.ts';

export const digestWhere = `${feedWhere} AND j.posted_at > now() - interval '1 day'`;
