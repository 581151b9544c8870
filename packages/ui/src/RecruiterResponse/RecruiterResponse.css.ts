// The fact panel's rules, shared with the seeker's match (`utils/facts.css.ts`).
export {
  factList as figures,
  factRow as row,
  factValue as value,
  panel as root,
  quietNote as note,
} from '../utils/facts.css.ts';
