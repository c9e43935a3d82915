import type { LucideIcon, LucideProps } from 'lucide-react';

export type IconComponent = LucideIcon;

export interface IconProps extends Omit<LucideProps, 'ref'> {
  /** An icon from the set (lucide-react), e.g. `icon={Info}`. */
  icon: IconComponent;
  /** Size in px; icons follow the text colour. */
  size?: number;
  /** A name for a meaningful icon; without one the icon is decorative and hidden from screen readers. */
  label?: string;
}

/** An icon from lucide-react (tree-shakeable: only the icons you import reach your bundle). */
export function Icon({ icon: Glyph, size = 20, label, ...rest }: IconProps) {
  return label ? (
    <Glyph size={size} role="img" aria-label={label} focusable="false" {...rest} />
  ) : (
    <Glyph size={size} aria-hidden="true" focusable="false" {...rest} />
  );
}
