import { sampleCourseSummaries, sampleCourseSummary } from '@jobsite/domain/samples';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Checkbox } from '../Checkbox/Checkbox.tsx';
import { inColumn } from '../utils/story-decorators.tsx';
import { CourseCard } from './CourseCard.tsx';

const meta = {
  title: 'Learning/CourseCard',
  component: CourseCard,
  args: { course: sampleCourseSummary },
  decorators: [inColumn('420px')],
} satisfies Meta<typeof CourseCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Enquired: Story = { args: { course: { ...sampleCourseSummary, enquired: true } } };
/** No fee published, no start date announced, no city: the card says so or leaves the fact out. */
export const FeeOnRequest: Story = { args: { course: sampleCourseSummaries[2] ?? sampleCourseSummary } };
export const LongName: Story = {
  args: {
    course: {
      ...sampleCourseSummary,
      name: 'Executive Post Graduate Diploma in Strategic Human Resource Management and Organisational Leadership',
      institute: {
        ...sampleCourseSummary.institute,
        name: 'Institute of Continuing Education in Management Studies',
      },
    },
  },
};
export const PickForEnquiry: Story = {
  args: {
    course: sampleCourseSummaries[1] ?? sampleCourseSummary,
    action: <Checkbox name="courseIds" value="57" label="Enquire about this course" />,
  },
};
export const Grid: Story = {
  decorators: [inColumn('960px')],
  render: () => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
        gap: '16px',
        margin: 0,
        padding: 0,
        listStyle: 'none',
      }}
    >
      {sampleCourseSummaries.map((c, i) => (
        <li key={c.id}>
          <CourseCard course={{ ...c, enquired: i === 1 }} />
        </li>
      ))}
    </ul>
  ),
};
