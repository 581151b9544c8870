import { siteContext } from '@jobsite/shell/site';
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, redirect } from 'react-router';
import { AuthForm, AuthLayout } from '../AuthLayout.tsx';

export async function loader({ context }: LoaderFunctionArgs) {
  if (!context.get(siteContext).signedIn) throw redirect('/');
  return null;
}

/**
 * `POST /logout`: ends the session on the server and drops its cookies; local data goes with the
 * document reload. A GET only asks, so a link elsewhere cannot log anyone out.
 */
export async function action({ context }: ActionFunctionArgs) {
  await context
    .get(siteContext)
    .api.auth.logout(undefined)
    .catch(() => undefined);
  return redirect('/', { headers: { 'X-Remix-Reload-Document': 'true' } });
}

export const meta: MetaFunction = () => [{ title: 'Log out' }, { name: 'robots', content: 'noindex' }];

export default function LogoutPage() {
  return (
    <AuthLayout title="Log out?" intro="You can log in again at any time.">
      <AuthForm submit="Log out" />
    </AuthLayout>
  );
}
