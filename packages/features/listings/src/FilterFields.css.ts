import { style } from '@vanilla-extract/css';

/** The filter form's submit button, at the start of its cell rather than stretched across it. */
export const apply = style({ justifySelf: 'start' });
