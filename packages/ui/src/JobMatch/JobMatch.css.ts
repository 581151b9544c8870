import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';
import { panel } from '../utils/facts.css.ts';

// The fact panel's rules, shared with the recruiter's response figures (`utils/facts.css.ts`).
export {
  factList as facts,
  factRow as row,
  factValue as value,
  quietNote as note,
} from '../utils/facts.css.ts';

/** Long skill and city names wrap anywhere at a phone's width. */
export const root = style([panel, { overflowWrap: 'anywhere' }]);

export const subheading = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.strong,
});

export const gaps = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });

export const gap = style({ display: 'grid', gap: vars.space.xxs });

export const skill = style({ fontWeight: vars.fontWeight.strong });

export const add = style({ margin: 0 });
