import type { ComponentType, ReactNode } from 'react';
import { Button, ButtonLink } from '../Button/Button.tsx';
import { Card } from '../Card/Card.tsx';
import { Heading } from '../Heading/Heading.tsx';
import { Inline } from '../Inline/Inline.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { Text } from '../Text/Text.tsx';
import type { LinkComponent } from '../utils/link.ts';

/** What a form renders: a plain `<form>` by default; an app passes its router's form. */
export type FormComponent = ComponentType<{ method: 'post'; action: string; children?: ReactNode }>;

export interface SurveyPromptProps {
  survey: { id: number; title: string; intro: string };
  /** The page to come back to after answering or putting it aside (a path of the product). */
  back: string;
  linkAs?: LinkComponent;
  formAs?: FormComponent;
}

const PlainForm: FormComponent = ({ method, action, children }) => (
  <form method={method} action={action}>
    {children}
  </form>
);

/**
 * The small card that offers a waiting survey where it fits (the job feed, after applying): "Answer the
 * survey" opens it; "Not now" posts to the survey page, which puts it aside and comes back to `back`.
 */
export function SurveyPrompt({ survey, back, linkAs, formAs: Form = PlainForm }: SurveyPromptProps) {
  const headingId = `survey-prompt-${survey.id}`;
  return (
    <Card as="aside" aria-labelledby={headingId}>
      <Stack space="sm">
        <Heading level={2} size={4} id={headingId}>
          {survey.title}
        </Heading>
        <Text size="sm">{survey.intro}</Text>
        <Form method="post" action={`/survey/${survey.id}`}>
          <input type="hidden" name="back" value={back} />
          <Inline space="sm">
            <ButtonLink
              href={`/survey/${survey.id}?back=${encodeURIComponent(back)}`}
              {...(linkAs ? { as: linkAs } : {})}
              size="sm"
            >
              Answer the survey
            </ButtonLink>
            <Button type="submit" name="intent" value="dismiss" variant="secondary" size="sm">
              Not now
            </Button>
          </Inline>
        </Form>
      </Stack>
    </Card>
  );
}
