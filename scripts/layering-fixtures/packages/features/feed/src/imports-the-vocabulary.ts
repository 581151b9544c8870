import { VOCABULARY } from '../../../domain/src/verticals/vocabulary.ts';

export const seedNames = Object.keys(VOCABULARY);
