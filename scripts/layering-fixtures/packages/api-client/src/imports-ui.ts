import { label } from '../../ui/src/imports-an-app.ts';

export const clientLabel = label;
