import type { Meta, StoryObj } from '@storybook/react-vite';
import { contrastPairs } from './contrast.ts';
import { vars } from './vars.css.ts';

const roles = Object.keys(vars.color) as (keyof typeof vars.color)[];

/** The contract's colour roles as the current brand and mode fill them. */
function Palette() {
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))', gap: 12 }}>
      {roles.map((role) => (
        <figure
          key={role}
          style={{ margin: 0, fontFamily: vars.font.mono, fontSize: 12, color: vars.color.text }}
        >
          <div
            style={{
              height: 48,
              borderRadius: vars.radius.md,
              background: vars.color[role],
              border: `1px solid ${vars.color.border}`,
            }}
          />
          <figcaption>{role}</figcaption>
        </figure>
      ))}
    </div>
  );
}

/** Each text pairing the contrast test checks, rendered. */
function Pairs() {
  return (
    <ul style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 4 }}>
      {contrastPairs
        .filter((p) => p.minimum >= 4.5)
        .map((p) => (
          <li
            key={`${p.foreground}-${p.background}`}
            style={{
              background: vars.color[p.background],
              color: vars.color[p.foreground],
              padding: '4px 8px',
            }}
          >
            {p.foreground} on {p.background}
          </li>
        ))}
    </ul>
  );
}

function Type() {
  const sizes = ['xxxl', 'xxl', 'xl', 'lg', 'md', 'sm', 'xs'] as const;
  return (
    <div style={{ color: vars.color.text }}>
      {sizes.map((s) => (
        <p
          key={s}
          style={{
            margin: '0 0 8px',
            fontSize: vars.fontSize[s],
            fontFamily: s.startsWith('x') && s !== 'xs' ? vars.font.heading : vars.font.body,
          }}
        >
          {s}: Find the job that fits
        </p>
      ))}
      <p style={{ fontFamily: vars.font.accent }}>accent face: Posted 3 days ago · 4-6 yrs</p>
    </div>
  );
}

const meta = { title: 'Theme/Tokens', component: Palette } satisfies Meta<typeof Palette>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Colours: Story = {};
export const TextPairs: Story = { render: () => <Pairs /> };
export const Typography: Story = { render: () => <Type /> };
