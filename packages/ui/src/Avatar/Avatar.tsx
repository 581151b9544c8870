import { useState } from 'react';
import { type AvatarVariants, avatar } from './Avatar.css.ts';

export interface AvatarProps {
  /** The person's or company's name: used for the initials and the image's alt text. */
  name: string;
  src?: string;
  size?: AvatarVariants['size'];
  /** Square for company logos, circle for people. */
  shape?: AvatarVariants['shape'];
  /** Decorative when the name is printed beside it. */
  decorative?: boolean;
}

/** The side of each size in CSS pixels, as the image's width and height (its box before it loads). */
const SIDE = { sm: 32, md: 48, lg: 72 } as const;

export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]?.[0], words[words.length - 1]?.[0]] : [words[0]?.[0]];
  return letters.join('').toUpperCase();
}

/** A profile picture or company logo, falling back to initials (same box: no layout shift). */
export function Avatar({ name, src, size, shape, decorative = false }: AvatarProps) {
  const [failed, setFailed] = useState(false);
  const className = avatar({ size, shape });
  if (src && !failed) {
    return (
      <img
        className={className}
        src={src}
        alt={decorative ? '' : name}
        width={SIDE[size ?? 'md']}
        height={SIDE[size ?? 'md']}
        decoding="async"
        // A picture or logo is never what a page is for: it loads after the page's own resources.
        loading="lazy"
        fetchPriority="low"
        onError={() => setFailed(true)}
      />
    );
  }
  if (decorative) {
    return (
      <span className={className} aria-hidden="true">
        {initials(name)}
      </span>
    );
  }
  return (
    <span className={className} role="img" aria-label={name}>
      {initials(name)}
    </span>
  );
}
