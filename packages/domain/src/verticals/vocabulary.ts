/**
 * `@jobsite/domain/vocabulary`: what the API's seed writes for each vertical. A subpath of its own so
 * that only the API reads it; the brand sites import the small entries of `index.ts`.
 */
import type { VerticalVocabulary } from './entry.ts';
import type { Vertical } from './index.ts';
import { vocabulary as management } from './management.ts';
import { vocabulary as technology } from './technology.ts';

export const VOCABULARY: { readonly [K in Vertical]: VerticalVocabulary } = { management, technology };

export type { CategoryVocabulary, VerticalVocabulary } from './entry.ts';
