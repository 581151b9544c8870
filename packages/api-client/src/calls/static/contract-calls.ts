/**
 * The static-data calls that are their contract and nothing more (calls.md 7.13; decision 0083): each is
 * built from its entry in the domain's registry, which names its method, path, input schemas and answer.
 * A call with a module of its own in this folder adds something to its contract, which that module says.
 */
import { defineCall } from '../../core/define-call.ts';

/** `GET data/categories.json` (calls.md 7.13): The public category list (apps cache it for a day, `CATEGORY_CACHE_MS`). */
export const publicCategories = defineCall('GET data/categories.json');

/** `GET data/functional-areas.json` (calls.md 7.13): The public list of functional areas. */
export const functionalAreas = defineCall('GET data/functional-areas.json');
