export { CohortCard, type CohortCardProps } from './CohortCard.tsx';
