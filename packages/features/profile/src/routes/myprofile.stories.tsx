import type { loader as rootLoader } from '@jobsite/shell/root.server';
import { type StoryBrand, storyBrand } from '@jobsite/shell/stories';
import { storyRouter } from '@jobsite/shell/stories/router';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo } from 'react';
import { RouterProvider } from 'react-router';
import { completenessItems } from '../completeness.ts';
import {
  type StoryPersonKind,
  storyCompleteness,
  storyPerson,
  storyPicture,
  storyRecording,
  storySeeker,
} from '../stories/data.ts';
import MyProfilePage, { type loader } from './myprofile.tsx';

/**
 * My profile as the signed-in person sees it, in their brand: who they are to recruiters, their
 * recommendations and Round Zero, and what is left to complete, each item a link. Pick the brand and the
 * colour mode in the toolbar, and a phone or desktop width in the viewport menu.
 */
type ProfileData = Awaited<ReturnType<typeof loader>>;
type RootData = Awaited<ReturnType<typeof rootLoader>>;

/** What the page's loader returns for the person of that kind, and the root's signed-in person. */
function profileData(
  { vertical, siteName }: StoryBrand,
  kind: StoryPersonKind,
): { root: RootData; data: ProfileData } {
  const person = storyPerson(vertical, kind);
  const completeness = storyCompleteness(person, kind);
  return {
    root: { seeker: storySeeker(person, completeness) },
    data: {
      site: siteName,
      profile: {
        name: person.name,
        email: person.email,
        phone: person.phone,
        picUrl: person.picture ? storyPicture(person.name) : null,
        city: person.city,
        experience: person.experience
          ? `${person.experience[0]} years ${person.experience[1]} months`
          : 'Fresher',
        functionalArea: person.functionalArea,
        education: person.education,
        resume: person.resume,
        tags: person.tags,
        pro: person.pro,
      },
      roundZero: person.roundZero ? [{ mediaType: 'RoundZeroAudio', url: storyRecording() } as const] : [],
      percentage: completeness.percentage,
      items: completenessItems(completeness),
      recommendations: person.recommendations.map((r, i) => ({ id: 300 + i, ...r })),
    },
  };
}

/** The page in a router of its own at `/myprofile`, under a root route with the signed-in person. */
function Page({ root, data }: { root: RootData; data: ProfileData }) {
  const router = useMemo(
    () =>
      storyRouter({
        seeker: root.seeker,
        routes: [{ id: 'myprofile', path: 'myprofile', element: <MyProfilePage />, loader: () => data }],
        path: '/myprofile',
        loaderData: { myprofile: data },
      }),
    [root, data],
  );
  return <RouterProvider router={router} />;
}

const meta = { title: 'Pages/Profile', parameters: { layout: 'fullscreen' } } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** A Pro member's complete profile: picture, resume, followed skills, recommendations and Round Zero. */
export const Complete: Story = {
  render: (_, context) => <Page {...profileData(storyBrand(context), 'complete')} />,
  parameters: { pictureWidths: [390] },
};
/** Just registered: a fresher with only personal details and education, the meter listing what is left. */
export const JustRegistered: Story = {
  render: (_, context) => <Page {...profileData(storyBrand(context), 'fresh')} />,
};
