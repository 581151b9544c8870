import { isSocialProvider } from '@jobsite/domain/calls';
import { requireSignedIn } from '@jobsite/shell/site';
import { type ActionFunctionArgs, redirect } from 'react-router';
import { pageWith, resultOfError } from '../notices.ts';

/**
 * `/social-connection/:provider/start`: the Connect button's form posts here; the API keeps the state
 * and PKCE verifier for this seeker and answers the network's sign-in address, where the browser goes.
 * A refusal (the network not available, too many starts) comes back to the page with its notice.
 */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const site = requireSignedIn(context, request);
  const provider = params.provider;
  if (!isSocialProvider(provider)) throw new Response('Not found', { status: 404 });
  try {
    const { url } = await site.api.social.startSocialConnection({ provider });
    return redirect(url);
  } catch (error) {
    return redirect(pageWith(resultOfError(error), provider));
  }
}

/** Opened as a page, it leads to the social connection page (connecting needs the form's POST). */
export function loader() {
  return redirect('/social-connection');
}
