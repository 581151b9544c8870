import { type StoriesModule, storySuite } from '@jobsite/ui/test/story-suite';

/**
 * The page stories of the features (home, a category listing, search results, the job page, the job feed,
 * applied and saved jobs, the profile, log in, register), as the UI kit's stories are: each in both
 * brands and colour modes at the desktop width, checked with axe and compared with its reference picture
 * (decision 0050); the main story of each page also at a phone width, in light mode, where it names one
 * (`pictureWidths: [390]`, decision 0096). They live here because the UI kit may not import a feature.
 */
storySuite(import.meta.glob<StoriesModule>('../../features/*/src/**/*.stories.tsx', { eager: true }), {
  // The job page streams its courses in after its first render, and React reveals streamed content 300 ms
  // after its fallback at the soonest: each picture waits until the page has been still for longer.
  quietMs: 400,
});
