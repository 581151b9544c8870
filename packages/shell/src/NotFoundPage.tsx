import { NotFound } from '@jobsite/ui/NotFound';
import type { NavLink } from './brand.ts';
import { RouterLink } from './link.tsx';

/** The not-found page body with the brand's popular categories. */
export function NotFoundPage({ categories }: { categories: NavLink[] }) {
  return <NotFound categories={categories} linkComponent={RouterLink} />;
}
