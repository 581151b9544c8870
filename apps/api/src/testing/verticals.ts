/** Test helper: the two verticals as most service tests name them, and the management vertical's base path. */
import { VERTICALS, type Vertical } from '@jobsite/domain';

/** The management vertical. */
export const M: Vertical = VERTICALS.management.id;
/** The technology vertical. */
export const T: Vertical = VERTICALS.technology.id;
/** The management vertical's base path (`TEST_BASE_PATHS[M]`). */
export const BASE = VERTICALS.management.basePath;
