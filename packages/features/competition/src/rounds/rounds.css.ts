import { COMPETITION } from '@jobsite/domain';
import { vars } from '@jobsite/ui/theme';
import { style } from '@vanilla-extract/css';
import { pointsRule } from '../routes/competition.css.ts';

/** Under the quiz's narrowest screen (a phone): the quiz does not start there. */
const narrow = `screen and (max-width: ${COMPETITION.quiz.minWidth - 0.02}px)`;

/** What shows only on a screen wide enough for the quiz (its Start button). */
export const wideOnly = style({ '@media': { [narrow]: { display: 'none' } } });
/** What shows only on a screen too narrow for the quiz (the desktop-only message). */
export const narrowOnly = style({ display: 'none', '@media': { [narrow]: { display: 'block' } } });

/** A message that takes focus after a form is sent: no focus ring around a paragraph. */
export const message = style({ outline: 'none' });

export const points = style(pointsRule);

export const links = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'center' });

export const fileInput = style({ display: 'block', marginTop: vars.space.xs, maxWidth: '100%' });

/** The handed-in file: its name, size and time, side by side where there is room. */
export const fileFacts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
});
export const term = style({ fontWeight: vars.fontWeight.strong });
export const detail = style({ margin: 0, overflowWrap: 'anywhere' });
