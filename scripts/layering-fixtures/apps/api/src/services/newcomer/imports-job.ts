// Breaks api-services-are-listed: a service missing from API_SERVICES imports another.
import { feedWhere } from '../job/feed.ts';

export const newcomerWhere = feedWhere;
