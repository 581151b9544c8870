import { searchPath } from '@jobsite/domain';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { pageUrlOf } from '../site.ts';

/** `/search?q=...` (the header's form without JavaScript): to the search result route. */
export function loader({ request }: LoaderFunctionArgs) {
  const url = pageUrlOf(request);
  const q = (url.searchParams.get('q') ?? url.searchParams.get('keyword') ?? '').trim().slice(0, 200);
  if (q === '') return redirect('/');
  return redirect(
    searchPath({
      keyword: q,
      locIds: url.searchParams.get('locIds') ?? undefined,
      exp: url.searchParams.get('exp') ?? undefined,
      range: url.searchParams.get('range') ?? undefined,
    }),
  );
}
