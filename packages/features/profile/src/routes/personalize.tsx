import { privatePageMeta } from '@jobsite/shell/private-page';
import { errorText, requireSignedIn, siteContext } from '@jobsite/shell/site';
import { Button } from '@jobsite/ui/Button';
import { Checkbox } from '@jobsite/ui/Checkbox';
import { FormMessage } from '@jobsite/ui/FormMessage';
import { Heading } from '@jobsite/ui/Heading';
import { PageTitle } from '@jobsite/ui/PageTitle';
import { Select } from '@jobsite/ui/Select';
import { Stack } from '@jobsite/ui/Stack';
import {
  type ActionFunctionArgs,
  Form,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
  useActionData,
  useLoaderData,
  useNavigation,
} from 'react-router';
import * as styles from './personalize.css.ts';

const MAX_TAGS = 30;

/** `/personalize-jobfeed`: the keywords, city and function the feed is ranked by (decision 0008). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const site = requireSignedIn(context, request);
  const [answer, groups, cities, areas] = await Promise.all([
    // The keywords a person follows come in the `co` part of the profile.
    site.api.user.profile({ ed: false, ai: false, atr: false, rd: false }),
    site.api.job.mainTags(undefined).catch(() => []),
    site.api.job.nearbyCitiesJobs(undefined).catch(() => []),
    site.api.static.functionalAreas(undefined).catch(() => []),
  ]);
  const p = answer.profile;
  return {
    site: site.name,
    followed: (p?.tags ?? []).map((t) => t.id),
    city: p?.locations?.preferred?.[0] ? String(p.locations.preferred[0].id) : '',
    area: p?.functionalArea ? String(p.functionalArea.id) : '',
    groups: groups.map((g) => ({
      id: g.id,
      name: g.name,
      tags: g.tags.map((t) => ({ id: t.id, name: t.name })),
    })),
    cities: cities.map((c) => ({ value: String(c.id), label: c.name })),
    areas: areas.map((a) => ({ value: String(a.id), label: a.name })),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const site = context.get(siteContext);
  const form = await request.formData();
  const tags = [
    ...new Set(
      form
        .getAll('tags')
        .map(Number)
        .filter((n) => Number.isInteger(n) && n > 0),
    ),
  ];
  if (tags.length > MAX_TAGS) return { error: `Follow at most ${MAX_TAGS} keywords.` };
  const city = Number(form.get('city'));
  const area = Number(form.get('functionalArea'));
  try {
    await site.api.user.profileTags({ tagInfo: tags });
    await site.api.user.updateProfile({
      pd: { preferredLocations: city > 0 ? [city] : [] },
      we: { functionalArea: area > 0 ? area : null },
    });
    return redirect('/jobfeed');
  } catch (error) {
    return { error: errorText(error) };
  }
}

export const meta: MetaFunction<typeof loader> = ({ loaderData }) =>
  privatePageMeta('Personalise your job feed', loaderData?.site);

export default function PersonalizePage() {
  const { followed, city, area, groups, cities, areas } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === 'submitting';
  const chosen = new Set(followed);
  return (
    <Form method="post">
      <Stack space="lg">
        <PageTitle
          title="Personalise your job feed"
          intro={<>Your feed ranks jobs by the keywords you follow, your preferred city and your function.</>}
        />
        <FormMessage error={result?.error} />
        <Select
          label="Preferred city"
          name="city"
          placeholder="Any city"
          options={cities}
          defaultValue={city}
        />
        <Select
          label="Functional area"
          name="functionalArea"
          placeholder="Any function"
          options={areas}
          defaultValue={area}
        />
        <Heading level={2} size={3}>
          Keywords to follow
        </Heading>
        {groups.map((g) => (
          <fieldset key={g.id} className={styles.group}>
            <legend className={styles.legend}>{g.name}</legend>
            {g.tags.map((t) => (
              <Checkbox
                key={t.id}
                name="tags"
                value={String(t.id)}
                label={t.name}
                defaultChecked={chosen.has(t.id)}
              />
            ))}
          </fieldset>
        ))}
        <div>
          <Button type="submit" loading={busy}>
            Save and see my feed
          </Button>
        </div>
      </Stack>
    </Form>
  );
}
