import { useId } from 'react';
import clsx from 'clsx';
import * as styles from './SaduPattern.css';

export interface SaduPatternProps {
  /** `band`: a thin strip as wide as its container (card edges, headers); `corner`: a 48 px corner piece. */
  variant?: keyof typeof styles.variant;
  /** The theme colour it is drawn in: the warm `accent` (default), `primary`, or a quiet `muted`. */
  tone?: keyof typeof styles.tone;
  className?: string;
}

// One 16 × 16 tile of Al Sadu weaving: a toothed edge above and below, a hollow diamond in the
// middle and half diamonds at the sides, which meet the next tile's to make whole ones.
const TILE =
  'M0 0h16v1.5l-4 2.5-4-2.5-4 2.5-4-2.5zM0 16h16v-1.5l-4-2.5-4 2.5-4-2.5-4 2.5zM8 4.5l3.5 3.5-3.5 3.5-3.5-3.5zm0 2-1.5 1.5 1.5 1.5 1.5-1.5zM0 4.5l3.5 3.5-3.5 3.5zM16 4.5l-3.5 3.5 3.5 3.5z';
// Nested chevrons and a diamond pointing into the corner.
const CORNER = 'M0 0h20L0 20zM28 0h6L0 34v-6zM42 0h6L0 48v-6zM24 16l4 4-4 4-4-4z';

/**
 * The brand's motif, the chevrons and diamonds of Al Sadu weaving, as a small inline SVG in a
 * theme colour. Decorative (hidden from screen readers); place it beside content, never behind text.
 * In high contrast it is drawn as an outline only.
 */
export function SaduPattern({ variant = 'band', tone = 'accent', className }: SaduPatternProps) {
  // useId's characters are not all safe inside url(#…).
  const id = `sadu${useId().replace(/[^\w-]/g, '')}`;
  const cls = clsx(styles.root, styles.variant[variant], styles.tone[tone], className);
  if (variant === 'corner') {
    return (
      <svg className={cls} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
        <path className={styles.shapes} fillRule="evenodd" d={CORNER} />
      </svg>
    );
  }
  return (
    <svg className={cls} aria-hidden="true" focusable="false">
      <defs>
        <pattern id={id} width="16" height="16" patternUnits="userSpaceOnUse">
          <path className={styles.shapes} fillRule="evenodd" d={TILE} />
        </pattern>
      </defs>
      <rect width="100%" height="100%" fill={`url(#${id})`} />
    </svg>
  );
}
