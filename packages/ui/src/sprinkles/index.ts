export { type Sprinkles, sprinkles } from './sprinkles.css.ts';
