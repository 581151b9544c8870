/**
 * `/epoch/round-three`: round 3, the final pitch (decision 0039), for the candidates who qualified in
 * round 2: a deck (.pdf or .pptx, at most 12 slides) and a video (.mp4, at most 2 minutes), each handed
 * in by its own form and each replaceable until the deadline. The page shows the slides and the length
 * the API read from the files, and the API's reason when it refuses one.
 */
import { COMPETITION, SUBMISSION_RULES } from '@jobsite/domain';
import { headMeta } from '@jobsite/shell/head';
import { Stack } from '@jobsite/ui/Stack';
import { Text } from '@jobsite/ui/Text';
import { formatDuration } from '@jobsite/ui/TimedQuestions';
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from 'react-router';
import { ROUND_NAMES } from '../edition.ts';
import { HandInRound } from '../rounds/HandInRound.tsx';
import { handInAction, handInRoundData, sizeText } from '../rounds/submission.ts';

const TITLE = ROUND_NAMES.round3;
const DECK = SUBMISSION_RULES.deck;
const VIDEO = SUBMISSION_RULES.video;

export const loader = (args: LoaderFunctionArgs) =>
  handInRoundData(
    args,
    'round3',
    (edition) =>
      `The ${edition} final: hand in a pitch deck of at most ${DECK.maxSlides} slides and a pitch video of at most ${COMPETITION.round3.videoMinutes} minutes.`,
  );

/** `POST` (multipart): hands in the deck or the video; the API counts the slides and reads the length. */
export const action = (args: ActionFunctionArgs) => handInAction(args, ['deck', 'video']);

export const meta: MetaFunction<typeof loader> = ({ loaderData }) => headMeta(loaderData?.head, TITLE);

export default function RoundThreePage() {
  return (
    <HandInRound
      title={TITLE}
      brief={(deadline) => (
        <Stack space="xs">
          <Text>
            Pitch your answer to the case: a deck of at most {DECK.maxSlides} slides and a video of at most{' '}
            {formatDuration(VIDEO.maxSeconds)}. Hand in both before {deadline}; handing in a file again
            replaces the earlier one.
          </Text>
        </Stack>
      )}
      files={() => [
        {
          kind: 'deck',
          heading: 'Your pitch deck',
          label: `Your pitch deck (.pdf or .pptx, at most ${DECK.maxSlides} slides)`,
          button: 'Hand in your deck',
          hint: `A PDF or a PowerPoint (.pptx) file of at most ${DECK.maxSlides} slides, up to ${sizeText(DECK.maxBytes)}.`,
        },
        {
          kind: 'video',
          heading: 'Your pitch video',
          label: `Your pitch video (.mp4, at most ${formatDuration(VIDEO.maxSeconds)})`,
          button: 'Hand in your video',
          hint: `An MP4 video of at most ${formatDuration(VIDEO.maxSeconds)}, up to ${sizeText(VIDEO.maxBytes)}.`,
        },
      ]}
    />
  );
}
