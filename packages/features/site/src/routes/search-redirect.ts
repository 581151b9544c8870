import { searchPath } from '@jobsite/domain';
import { pageUrlOf } from '@jobsite/shell/site';
import { type LoaderFunctionArgs, redirect } from 'react-router';

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
