import { PRO_REFERENCE_CODES, plural } from '@jobsite/domain';
import { mediaTypeFrom, siteMediaPath } from '@jobsite/domain/calls';
import { RouterLink } from '@jobsite/shell/link';
import { privatePageMeta } from '@jobsite/shell/private-page';
import { errorText, requireSignedIn, siteContext } from '@jobsite/shell/site';
import { Avatar } from '@jobsite/ui/Avatar';
import { Badge } from '@jobsite/ui/Badge';
import { Button, ButtonLink } from '@jobsite/ui/Button';
import { Card } from '@jobsite/ui/Card';
import { CompletenessMeter } from '@jobsite/ui/CompletenessMeter';
import { FormMessage } from '@jobsite/ui/FormMessage';
import { Heading } from '@jobsite/ui/Heading';
import { Stack } from '@jobsite/ui/Stack';
import { Text } from '@jobsite/ui/Text';
import {
  type ActionFunctionArgs,
  Form,
  type LoaderFunctionArgs,
  type MetaFunction,
  useActionData,
  useLoaderData,
  useNavigation,
} from 'react-router';
import { completenessItems } from '../completeness.ts';
import { type RoundZeroRecording, RoundZeroSection } from '../RoundZeroSection.tsx';

/** `/myprofile`: who the person is to recruiters, and what is left to complete, each item a link. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const site = requireSignedIn(context, request);
  const [{ profile: p, completeness }, recommendations] = await Promise.all([
    site.api.user.profile(undefined),
    // Accepted recommendations (decision 0033); the profile shows the rest of the page without them.
    site.api.recommendations.recommendationList({ status: 'accepted' }).catch(() => []),
  ]);
  return {
    site: site.name,
    profile: {
      name: p?.name ?? '',
      email: p?.email ?? '',
      phone: p?.phone ?? null,
      picUrl: p?.picUrl ? siteMediaPath(p.picUrl) : null,
      city: p?.locations?.current?.name ?? null,
      experience:
        p?.experienceStatus === 'fresher'
          ? 'Fresher'
          : `${plural(p?.experienceYear ?? 0, 'year')} ${plural(p?.experienceMonth ?? 0, 'month')}`,
      functionalArea: p?.functionalArea?.name ?? null,
      education:
        p?.educationInfo?.info.map((e) => `${e.degree}${e.institute ? `, ${e.institute}` : ''}`) ?? [],
      resume: p?.resumeName ?? (p?.resumePath ? 'Resume attached' : null),
      tags: p?.tags?.map((t) => t.name) ?? [],
      pro: p?.proMembership?.isValid ?? false,
    },
    roundZero: [
      ...(p?.videoPath ? [{ mediaType: 'RoundZeroVideo', url: siteMediaPath(p.videoPath) } as const] : []),
      ...(p?.audioPath ? [{ mediaType: 'RoundZeroAudio', url: siteMediaPath(p.audioPath) } as const] : []),
    ] satisfies RoundZeroRecording[],
    percentage: completeness?.percentage ?? 0,
    items: completenessItems(completeness),
    recommendations: recommendations.map((r) => ({
      id: r.recommendationId,
      by: r.senderName,
      relation: r.relation ?? null,
      text: r.recommendationText ?? '',
    })),
  };
}

/** `POST /myprofile`: a new profile picture (JPEG, PNG or WebP up to 2 MB). */
export async function action({ request, context }: ActionFunctionArgs) {
  const site = context.get(siteContext);
  const form = await request.formData();
  if (form.get('intent') === 'removeRoundZero') {
    const mediaType = mediaTypeFrom(form.get('mediaType'));
    if (!mediaType) return { roundZeroError: 'Choose the recording to remove.' };
    try {
      return { roundZeroNotice: (await site.api.media.removeMedia({ mediaType })).message };
    } catch (error) {
      return { roundZeroError: errorText(error) };
    }
  }
  const file = form.get('picture');
  if (!(file instanceof Blob) || file.size === 0) return { error: 'Choose a picture to upload.' };
  try {
    await site.api.user.uploadProfilePicture({
      file,
      fileName: 'name' in file ? String(file.name) : 'picture',
    });
    return { notice: 'Your picture has been updated.' };
  } catch (error) {
    return { error: errorText(error) };
  }
}

export const meta: MetaFunction<typeof loader> = ({ loaderData }) =>
  privatePageMeta('My profile', loaderData?.site);

export default function MyProfilePage() {
  const { profile, percentage, items, recommendations, roundZero } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === 'submitting';
  return (
    <Stack space="lg">
      <Card>
        <Stack space="sm">
          <Avatar name={profile.name} size="lg" {...(profile.picUrl ? { src: profile.picUrl } : {})} />
          <Heading level={1} size={2}>
            {profile.name}
          </Heading>
          {profile.pro ? (
            <Badge tone="brand">Pro member</Badge>
          ) : (
            <div>
              <ButtonLink
                href={`/subscribe/pro-membership?refcode=${PRO_REFERENCE_CODES.profileWidget.refcode}`}
                as={RouterLink}
                variant="secondary"
                size="sm"
              >
                Upgrade to Pro
              </ButtonLink>
            </div>
          )}
          <Text tone="muted">
            {profile.email}
            {profile.phone ? ` · ${profile.phone}` : ''}
            {profile.city ? ` · ${profile.city}` : ''}
          </Text>
          <Text>
            {profile.experience}
            {profile.functionalArea ? ` · ${profile.functionalArea}` : ''}
          </Text>
          {profile.education.length > 0 && <Text size="sm">{profile.education.join('; ')}</Text>}
          <Text size="sm">{profile.resume ?? 'No resume yet'}</Text>
          {profile.tags.length > 0 && <Text size="sm">Following: {profile.tags.join(', ')}</Text>}
          <div>
            <ButtonLink href="/update-profile" variant="secondary" as={RouterLink}>
              Update your profile
            </ButtonLink>
          </div>
        </Stack>
      </Card>
      <Card as="section" aria-labelledby="recommendations-heading">
        <Stack space="sm">
          <Heading level={2} size={4} id="recommendations-heading">
            Recommendations
          </Heading>
          {recommendations.length === 0 ? (
            <Text tone="muted">No recommendations on your profile yet.</Text>
          ) : (
            recommendations.map((r) => (
              <figure key={r.id}>
                <blockquote>
                  <Text>{r.text}</Text>
                </blockquote>
                <figcaption>
                  <Text as="span" size="sm" tone="muted">
                    {r.by}
                    {r.relation ? `, ${r.relation}` : ''}
                  </Text>
                </figcaption>
              </figure>
            ))
          )}
          <div>
            <ButtonLink href="/pending-recommendations" as={RouterLink} variant="secondary" size="sm">
              Ask for a recommendation
            </ButtonLink>
          </div>
        </Stack>
      </Card>
      <RoundZeroSection
        recordings={roundZero}
        notice={result && 'roundZeroNotice' in result ? result.roundZeroNotice : undefined}
        error={result && 'roundZeroError' in result ? result.roundZeroError : undefined}
      />
      <Card>
        <CompletenessMeter percentage={percentage} items={items} linkComponent={RouterLink} />
      </Card>
      <Card as="section" id="picture" aria-labelledby="picture-heading">
        <Form method="post" encType="multipart/form-data">
          <Stack space="sm">
            <Heading level={2} size={4} id="picture-heading">
              Profile picture
            </Heading>
            <FormMessage
              error={result && 'error' in result ? result.error : undefined}
              notice={result && 'notice' in result ? result.notice : undefined}
            />
            <label htmlFor="picture-file">
              <Text as="span" size="sm">
                A JPEG, PNG or WebP picture, up to 2 MB
              </Text>
            </label>
            <input id="picture-file" type="file" name="picture" accept="image/jpeg,image/png,image/webp" />
            <div>
              <Button type="submit" loading={busy}>
                Upload picture
              </Button>
            </div>
          </Stack>
        </Form>
      </Card>
    </Stack>
  );
}
