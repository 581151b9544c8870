/**
 * Realistic people for the profile page's stories, in the vertical of the brand the Storybook toolbar
 * picks (brand apps are named after their vertical): per vertical an experienced person whose profile is
 * complete and someone who has just registered. A vertical without a sample gets a plain person.
 */
import { COMPLETENESS_KEYS, type ProfileCompleteness, type Vertical } from '@jobsite/domain';
import type { SeekerSummary } from '@jobsite/shell/seeker';

/** A person's profile as the page shows it (what `user/profile` answers, read by the loader). */
interface Person {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  city: string;
  /** Years and months, or null for a fresher. */
  experience: [years: number, months: number] | null;
  functionalArea: string | null;
  education: string[];
  resume: string | null;
  tags: string[];
  pro: boolean;
  /** A picture, a Round Zero introduction. */
  picture: boolean;
  roundZero: boolean;
  recommendations: { by: string; relation: string; text: string }[];
}

/** Which person of the sample a story shows. */
export type StoryPersonKind = 'complete' | 'fresh';

/** Someone who has just registered: who they are, their city and what they studied, nothing more yet. */
const freshPerson = (who: Pick<Person, 'id' | 'name' | 'email' | 'city' | 'education'>): Person => ({
  ...who,
  phone: null,
  experience: null,
  functionalArea: null,
  resume: null,
  tags: [],
  pro: false,
  picture: false,
  roundZero: false,
  recommendations: [],
});

const SAMPLES: Partial<Record<Vertical, Record<StoryPersonKind, Person>>> = {
  management: {
    complete: {
      id: 52817,
      name: 'Aditi Sharma',
      email: 'aditi.sharma@example.com',
      phone: '+91 98200 41237',
      city: 'Mumbai',
      experience: [5, 4],
      functionalArea: 'Marketing',
      education: [
        'PGDM (Marketing), Narmada Institute of Management',
        'B.Com (Hons), Coromandel College of Commerce',
      ],
      resume: 'Aditi_Sharma_Product_Marketing.pdf',
      tags: ['Product Marketing', 'Brand Management', 'Go-To-Market', 'Consumer Insights'],
      pro: true,
      picture: true,
      roundZero: true,
      recommendations: [
        {
          by: 'Vivek Saraf',
          relation: 'Head of Marketing, Saraf Consumer Brands',
          text: 'Aditi led the launch of our premium hair-care range in eleven weeks, from consumer research to shelf, and it crossed its first-year sales target in seven months. She writes the clearest briefs on the team.',
        },
        {
          by: 'Farah Khan',
          relation: 'Category Manager, Bhatia Retail',
          text: 'I worked with Aditi across three festive-season campaigns. She brings data to every conversation and still leaves room for the team to disagree.',
        },
      ],
    },
    fresh: freshPerson({
      id: 58244,
      name: 'Rohit Kulkarni',
      email: 'rohit.kulkarni@example.com',
      city: 'Pune',
      education: ['MBA (Finance), Sahyadri Institute of Management, 2027'],
    }),
  },
  technology: {
    complete: {
      id: 61402,
      name: 'Rahul Verma',
      email: 'rahul.verma@example.com',
      phone: '+91 98450 22871',
      city: 'Bangalore',
      experience: [6, 2],
      functionalArea: 'Machine Learning',
      education: [
        'M.Tech (Computer Science), Deccan Institute of Technology',
        'B.Tech (Electronics), Godavari Engineering College',
      ],
      resume: 'Rahul_Verma_ML_Engineer.pdf',
      tags: ['PyTorch', 'LLMs', 'MLOps', 'Python', 'Kubernetes'],
      pro: true,
      picture: true,
      roundZero: true,
      recommendations: [
        {
          by: 'Karthik Iyer',
          relation: 'Engineering Manager, Iyer Analytics Labs',
          text: 'Rahul rebuilt our document-extraction pipeline on fine-tuned open models and cut inference cost by 60% without losing accuracy. He is the person the team asks when a model misbehaves in production.',
        },
        {
          by: 'Divya Menon',
          relation: 'Data Scientist, Menon AI',
          text: 'We shipped two recommendation models together. Rahul writes careful evaluation code and explains trade-offs plainly to product managers.',
        },
      ],
    },
    fresh: freshPerson({
      id: 63918,
      name: 'Sneha Patil',
      email: 'sneha.patil@example.com',
      city: 'Hyderabad',
      education: ['B.Tech (Computer Science), Godavari Engineering College, 2026'],
    }),
  },
};

const plainPerson = (kind: StoryPersonKind): Person => ({
  id: 1,
  name: 'Asha Nair',
  email: 'asha.nair@example.com',
  phone: kind === 'complete' ? '+91 98100 00000' : null,
  city: 'Pune',
  experience: kind === 'complete' ? [4, 0] : null,
  functionalArea: null,
  education: ['Graduate, Pune University'],
  resume: kind === 'complete' ? 'Asha_Nair_Resume.pdf' : null,
  tags: [],
  pro: false,
  picture: false,
  roundZero: false,
  recommendations: [],
});

/** The person of that kind in the vertical. */
export const storyPerson = (vertical: Vertical, kind: StoryPersonKind): Person =>
  SAMPLES[vertical]?.[kind] ?? plainPerson(kind);

/** The person's completeness as `user/profile` answers it: everything done, or what a new profile has. */
export function storyCompleteness(person: Person, kind: StoryPersonKind): ProfileCompleteness {
  const done = (key: (typeof COMPLETENESS_KEYS)[number]): 0 | 1 =>
    kind === 'complete' ||
    key === 'personalDetails' ||
    key === 'verificationEmail' ||
    (key === 'educationDetails' && person.education.length > 0)
      ? 1
      : 0;
  const flags = Object.fromEntries(COMPLETENESS_KEYS.map((key) => [key, done(key)])) as Record<
    (typeof COMPLETENESS_KEYS)[number],
    0 | 1
  >;
  return {
    // The API's weights: personal details 15, education 10, email verification 10.
    percentage: kind === 'complete' ? 100 : 35,
    ...flags,
    appliedJobCount: kind === 'complete' ? 11 : 0,
    savedJobCount: kind === 'complete' ? 6 : 0,
    interviewSlots: { count: 0, slots: [] },
  };
}

/** The signed-in person as the shell's root loader gives them to the header. */
export function storySeeker(person: Person, completeness: ProfileCompleteness): SeekerSummary {
  return {
    id: person.id,
    name: person.name,
    pictureUrl: person.picture ? storyPicture(person.name) : null,
    notificationCount: person.pro ? 3 : 1,
    chatCount: person.pro ? 2 : 0,
    savedCount: completeness.savedJobCount,
    appliedCount: completeness.appliedJobCount,
    completeness: completeness.percentage,
    plan: person.pro ? 'pro' : 'basic',
  };
}

/**
 * A profile picture drawn in place (a head and shoulders on a tinted circle), so the story loads no
 * file: on the sites it is the person's upload under `/media/file/...`.
 */
export function storyPicture(name: string): string {
  const hue = [...name].reduce((sum, c) => sum + c.charCodeAt(0), 0) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" fill="hsl(${hue} 45% 82%)"/><circle cx="48" cy="38" r="18" fill="hsl(${hue} 30% 38%)"/><path d="M14 96c4-22 18-32 34-32s30 10 34 32z" fill="hsl(${hue} 30% 38%)"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/**
 * A one-second silent WAV, in place of the person's Round Zero recording, so the player has a file
 * without a network call: on the sites it plays from `/media/file/...`.
 */
export function storyRecording(): string {
  const rate = 8000;
  const bytes = new Uint8Array(44 + rate).fill(128);
  const view = new DataView(bytes.buffer);
  const ascii = (at: number, text: string) => {
    for (let i = 0; i < text.length; i++) bytes[at + i] = text.charCodeAt(i);
  };
  ascii(0, 'RIFF');
  view.setUint32(4, 36 + rate, true);
  ascii(8, 'WAVE');
  ascii(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, rate, true);
  view.setUint32(28, rate, true);
  view.setUint16(32, 1, true);
  view.setUint16(34, 8, true);
  ascii(36, 'data');
  view.setUint32(40, rate, true);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `data:audio/wav;base64,${btoa(binary)}`;
}
