export { PlanCard, type PlanCardProps } from './PlanCard.tsx';
