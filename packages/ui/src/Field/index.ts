export { describedBy, Field, type FieldProps } from './Field.tsx';
