import { type ComponentType, createContext } from 'react';

/** What the job page tells the actions in its slot. */
export interface JobActionsProps {
  job: { id: number; title: string; external: boolean; applyHref: string };
  /** `main` beside the facts; `floating` is the sticky apply button (flag `applyFloatingButton`). */
  placement: 'main' | 'floating';
}

/**
 * Where an app puts the signed-in person's actions on the job page (apply, save, insights, follow-up),
 * from another feature: the job page only renders what it is given. Without one, the public apply link.
 */
export const JobActionsSlot = createContext<ComponentType<JobActionsProps> | null>(null);
