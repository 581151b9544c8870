import { type StoriesModule, storySuite } from './story-suite.tsx';

/** Every story of every component: rendered, checked with axe and compared with its reference picture. */
storySuite(import.meta.glob<StoriesModule>('../**/*.stories.tsx', { eager: true }));
