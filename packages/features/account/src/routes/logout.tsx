import { siteContext } from '@jobsite/shell/site';
import { Button } from '@jobsite/ui/Button';
import {
  type ActionFunctionArgs,
  Form,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
  useNavigation,
} from 'react-router';
import { AuthLayout, formClass } from '../AuthLayout.tsx';

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
  const busy = useNavigation().state === 'submitting';
  return (
    <AuthLayout title="Log out?" intro="You can log in again at any time.">
      <Form method="post" className={formClass}>
        <Button type="submit" loading={busy} fullWidth>
          Log out
        </Button>
      </Form>
    </AuthLayout>
  );
}
