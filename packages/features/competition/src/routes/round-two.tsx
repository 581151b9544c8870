/**
 * `/epoch/round-two`: round 2, the surprise case (decision 0039). Once the round is open to a candidate
 * who qualified in round 1: the case study to download (through the site's own relay) and the answer
 * to hand in (.pdf, .ppt or .doc) before the deadline; a later file replaces the earlier one. Otherwise
 * why not, and when.
 */
import { COMPETITION, SUBMISSION_RULES } from '@jobsite/domain';
import { headMeta } from '@jobsite/shell/head';
import { Card } from '@jobsite/ui/Card';
import { Heading } from '@jobsite/ui/Heading';
import { Link } from '@jobsite/ui/Link';
import { Stack } from '@jobsite/ui/Stack';
import { Text } from '@jobsite/ui/Text';
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from 'react-router';
import { EPOCH_PATHS, ROUND_NAMES } from '../edition.ts';
import { HandInRound } from '../rounds/HandInRound.tsx';
import { handInAction, handInRoundData, orList, sizeText } from '../rounds/submission.ts';

const TITLE = ROUND_NAMES.round2;

export const loader = (args: LoaderFunctionArgs) =>
  handInRoundData(
    args,
    'round2',
    (edition) =>
      `The ${edition} case round: download the case study and hand in your answer before the deadline.`,
  );

/** `POST` (multipart): hands in the answer; the API checks its type, size and the deadline. */
export const action = (args: ActionFunctionArgs) => handInAction(args, ['answer']);

export const meta: MetaFunction<typeof loader> = ({ loaderData }) => headMeta(loaderData?.head, TITLE);

export default function RoundTwoPage() {
  const rules = SUBMISSION_RULES.answer;
  return (
    <HandInRound
      title={TITLE}
      brief={(deadline) => (
        <Card as="section" aria-labelledby="case-study">
          <Stack space="sm">
            <Heading level={2} size={3} id="case-study">
              The case study
            </Heading>
            <Text>
              Read the case, then hand in your answer before {deadline}. Round 2 eliminates: the best answers
              go on to the final pitch.
            </Text>
            <div>
              {/* A file, not a page: the browser downloads it through the site's relay. */}
              <Link href={EPOCH_PATHS.caseStudy}>Download the case study</Link>
            </div>
          </Stack>
        </Card>
      )}
      files={(deadline) => [
        {
          kind: 'answer',
          heading: 'Your answer',
          label: `Your answer (${orList(COMPETITION.round2.fileTypes)})`,
          button: 'Hand in your answer',
          hint: `A PDF, PowerPoint or Word file, up to ${sizeText(rules.maxBytes)}, before ${deadline}.`,
        },
      ]}
    />
  );
}
