import type { ReactNode } from 'react';
import { Heading, type HeadingProps } from '../Heading/Heading.tsx';
import { Stack, type StackProps } from '../Stack/Stack.tsx';
import { Text } from '../Text/Text.tsx';

export interface PageTitleProps {
  /** The page's one `h1`. */
  title: ReactNode;
  /** A line under it in the muted tone: what the page is for. */
  intro?: ReactNode;
  /** The heading's look; by default size 2. */
  size?: HeadingProps['size'];
  /** The heading's id, for a landmark or a link to name it. */
  id?: string;
  /** -1 lets the page move focus to the heading (after a form is sent). */
  tabIndex?: number;
  /** Space between the heading, the intro and what follows; default `xs`. */
  space?: StackProps['space'];
  /** More under the intro: links, a status. */
  children?: ReactNode;
}

/** The top of a page: its `h1`, a muted intro under it, and anything else that belongs with them. */
export function PageTitle({ title, intro, size = 2, id, tabIndex, space = 'xs', children }: PageTitleProps) {
  return (
    <Stack space={space}>
      <Heading level={1} size={size} id={id} tabIndex={tabIndex}>
        {title}
      </Heading>
      {intro !== undefined && <Text tone="muted">{intro}</Text>}
      {children}
    </Stack>
  );
}
