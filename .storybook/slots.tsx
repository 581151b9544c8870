import type { Decorator } from '@storybook/react-vite';
import { JobActionSlots } from '../packages/features/job-actions/src/JobActionSlots.tsx';

/**
 * Storybook composes the features as the sites do. On a site, the route table puts the job actions'
 * layout route around every page, and it fills the shell's slots (`packages/shell/src/slots.ts`) with
 * the job cards and the job page's panel. A feature's stories may not import another feature, so a
 * page story that shows a signed-in person's cards asks for the same here with `jobActions: true` in
 * its parameters. A separate preview file (`main.ts` adds it), so the UI kit's tests, which load
 * `preview.tsx`, carry no feature.
 */
const withJobActions: Decorator = (Story, context) =>
  context.parameters.jobActions ? (
    <JobActionSlots signedIn>
      <Story />
    </JobActionSlots>
  ) : (
    <Story />
  );

export const decorators = [withJobActions];
