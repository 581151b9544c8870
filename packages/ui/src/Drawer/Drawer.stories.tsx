import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '../Button/Button.tsx';
import { Checkbox } from '../Checkbox/Checkbox.tsx';
import { RadioGroup } from '../RadioGroup/RadioGroup.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { Drawer } from './Drawer.tsx';

function Filters({ side, initiallyOpen }: { side: 'right' | 'bottom'; initiallyOpen: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Filters
      </Button>
      <Drawer
        open={open}
        side={side}
        onClose={() => setOpen(false)}
        title="Filter jobs"
        footer={
          <>
            <Button variant="ghost" onClick={() => setOpen(false)}>
              Clear
            </Button>
            <Button fullWidth onClick={() => setOpen(false)}>
              Show 240 jobs
            </Button>
          </>
        }
      >
        <Stack space="lg">
          <RadioGroup
            legend="Posted within"
            name="posted"
            defaultValue="7"
            options={[
              { value: '3', label: 'Under 3 days' },
              { value: '7', label: '1 week' },
              { value: '30', label: '1 month' },
            ]}
          />
          <Checkbox label="Work from home" />
          <Checkbox label="Jobs for her" />
        </Stack>
      </Drawer>
    </>
  );
}

const meta = {
  title: 'Overlays/Drawer',
  component: Filters,
  args: { side: 'right', initiallyOpen: true },
} satisfies Meta<typeof Filters>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Right: Story = {};
export const BottomSheet: Story = { args: { side: 'bottom' }, globals: { viewport: { value: 'xs' } } };
export const Closed: Story = { args: { initiallyOpen: false } };
