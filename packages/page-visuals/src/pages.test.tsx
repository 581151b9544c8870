import { type StoriesModule, storySuite } from '@jobsite/ui/test/story-suite';

/**
 * The page stories of the features (home, the listings, the job page, the job feed, the profile), as the
 * UI kit's stories are: each in both brands and colour modes, checked with axe and compared with its
 * reference picture (decision 0050). They live here because the UI kit may not import a feature.
 */
storySuite(import.meta.glob<StoriesModule>('../../features/*/src/**/*.stories.tsx', { eager: true }));
