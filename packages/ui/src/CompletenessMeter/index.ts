export {
  type CompletenessItem,
  CompletenessMeter,
  type CompletenessMeterProps,
} from './CompletenessMeter.tsx';
