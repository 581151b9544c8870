// Allowed: a test helper may reach any service.
import { digestWhere } from '../alerts/digest.ts';

export const fixtureWhere = digestWhere;
