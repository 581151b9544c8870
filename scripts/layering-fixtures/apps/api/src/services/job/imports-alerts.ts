// Breaks api-services-import-only-earlier-services: with alerts/digest.ts importing job, job and alerts
// would import each other.
import { digestWhere } from '../alerts/digest.ts';

export const appliedWhere = `${digestWhere} AND a.id IS NOT NULL`;
