import { EmptyStateLink } from '@jobsite/shell/empty-state';
import { RouterLink } from '@jobsite/shell/link';
import { privatePageMeta } from '@jobsite/shell/private-page';
import { errorText, pageParam, requireSignedIn, siteContext } from '@jobsite/shell/site';
import { Badge } from '@jobsite/ui/Badge';
import { Button, ButtonLink } from '@jobsite/ui/Button';
import { Link } from '@jobsite/ui/Link';
import { NotificationIcon } from '@jobsite/ui/NotificationIcon';
import { PageTitle } from '@jobsite/ui/PageTitle';
import { Stack } from '@jobsite/ui/Stack';
import { Text } from '@jobsite/ui/Text';
import { useToast } from '@jobsite/ui/ToastRegion';
import { useEffect } from 'react';
import {
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
  useFetcher,
  useLoaderData,
} from 'react-router';
import { toItem } from '../items.ts';
import * as styles from './allnotification.css.ts';

/** `/allnotification`: every notification, newest first; unread ones stand out until read. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const site = requireSignedIn(context, request);
  const page = pageParam(new URL(request.url).searchParams);
  const answer = await site.api.user.notifications({ page });
  return {
    site: site.name,
    page,
    hasMore: answer.hasMore,
    unread: answer.unread,
    items: answer.notifications.map(toItem),
  };
}

/** `POST /allnotification`: unread becomes read (product.md section 4), for one or for all. */
export async function action({ request, context }: ActionFunctionArgs) {
  const site = context.get(siteContext);
  const form = await request.formData();
  const id = String(form.get('id') ?? '');
  try {
    const answer = await site.api.user.readNotifications(/^\d+$/.test(id) ? { ids: [id] } : {});
    return { ok: true as const, all: !/^\d+$/.test(id), unread: answer.unread };
  } catch (error) {
    return { ok: false as const, error: errorText(error) };
  }
}

export const meta: MetaFunction<typeof loader> = ({ loaderData }) =>
  privatePageMeta('Notifications', loaderData?.site);

function ReadButton({ id, label }: { id?: number; label: string }) {
  const fetcher = useFetcher<typeof action>();
  const toast = useToast();
  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data && !fetcher.data.ok)
      toast({ tone: 'critical', message: fetcher.data.error });
  }, [fetcher.state, fetcher.data, toast]);
  return (
    <fetcher.Form method="post" action="/allnotification">
      {id !== undefined && <input type="hidden" name="id" value={id} />}
      <Button type="submit" size="sm" variant="secondary" loading={fetcher.state !== 'idle'}>
        {label}
      </Button>
    </fetcher.Form>
  );
}

export default function NotificationsPage() {
  const { items, unread, hasMore, page } = useLoaderData<typeof loader>();
  return (
    <Stack space="lg">
      <div className={styles.head}>
        <PageTitle title="Notifications">
          <Text tone="muted" aria-live="polite">
            {unread === 0 ? 'You are all caught up.' : `${unread} unread`}
          </Text>
        </PageTitle>
        {unread > 0 && <ReadButton label="Mark all as read" />}
      </div>
      {items.length === 0 ? (
        <EmptyStateLink
          title="No notifications yet"
          description="When recruiters view, shortlist or message you, it shows here."
          href="/jobfeed"
          label="Go to your job feed"
        />
      ) : (
        <ul className={styles.list} aria-label="Notifications">
          {items.map((n) => (
            <li key={n.id} className={`${styles.item} ${n.unread ? styles.unread : ''}`}>
              <Stack space="xs">
                <div>
                  <Badge tone={n.tone} icon={<NotificationIcon name={n.icon} />}>
                    {n.label}
                  </Badge>{' '}
                  {n.unread && (
                    <Text as="span" size="sm" weight="strong">
                      Unread
                    </Text>
                  )}
                </div>
                <Text>
                  {n.link ? (
                    <Link href={n.link} as={RouterLink}>
                      {n.text}
                    </Link>
                  ) : (
                    n.text
                  )}
                </Text>
                <Text size="sm" tone="muted">
                  {n.date}
                </Text>
              </Stack>
              {n.unread && <ReadButton id={n.id} label="Mark as read" />}
            </li>
          ))}
        </ul>
      )}
      {hasMore && (
        <ButtonLink href={`/allnotification?page=${page + 1}`} variant="secondary" as={RouterLink}>
          Older notifications
        </ButtonLink>
      )}
    </Stack>
  );
}
