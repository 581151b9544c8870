import { useId } from 'react';

/** A stable id, or the one the caller gave. */
export function useFieldId(given?: string): string {
  const generated = useId();
  return given ?? generated;
}
