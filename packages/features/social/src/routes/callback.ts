import { isSocialProvider } from '@jobsite/domain/calls';
import { pageUrlOf, requireSignedIn } from '@jobsite/shell/site';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { pageWith, resultOfError } from '../notices.ts';

/**
 * `/social-connection/:provider/callback`: where the network sends the browser back with `code` and
 * `state` (or `error`). The API finishes the connection for the signed-in seeker; the browser then goes
 * to the social connection page, without the code in its address, with a notice of what happened.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const site = requireSignedIn(context, request);
  const provider = params.provider;
  if (!isSocialProvider(provider)) throw new Response('Not found', { status: 404 });
  const query = pageUrlOf(request).searchParams;
  const error = query.get('error') ?? '';
  try {
    await site.api.social.finishSocialConnection({
      provider,
      state: query.get('state') ?? '',
      code: query.get('code') ?? '',
      error,
      iss: query.get('iss') ?? '',
    });
    return redirect(pageWith('connected', provider));
  } catch (err) {
    return redirect(
      pageWith(error === 'access_denied' ? 'denied' : error ? 'failed' : resultOfError(err), provider),
    );
  }
}
