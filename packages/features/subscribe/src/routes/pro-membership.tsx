/**
 * The Pro page's loader and action under the name its checkout tests import them by: every plan page,
 * Pro's included, is served by `plans.tsx`.
 */
export { action, loader } from './plans.tsx';
