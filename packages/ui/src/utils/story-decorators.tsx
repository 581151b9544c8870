import type { Decorator } from '@storybook/react-vite';

/** A story decorator: the story in a column at most `width` wide, as a page would give it. */
export const inColumn =
  (width: string): Decorator =>
  (Story) => <div style={{ maxWidth: width }}>{Story()}</div>;
