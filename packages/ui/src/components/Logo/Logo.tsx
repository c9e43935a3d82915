import type { SVGAttributes } from 'react';
import * as styles from './Logo.css';
import { useMessages } from '../../i18n/context';
import { logoEn } from './Logo.messages';

export interface LogoProps extends Omit<SVGAttributes<SVGSVGElement>, 'children'> {
  /** Height of the mark in px. */
  size?: number;
  /** The bank's name: shown beside the mark with `showName`, and the image's accessible name. */
  name?: string;
  showName?: boolean;
  /** Hide from screen readers when the name is already said next to it. */
  decorative?: boolean;
}

/**
 * The bank's mark: a tile with a woven chevron pattern (after Al Sadu weaving). Its colours come
 * from the theme (`primary`, `textOnPrimary`), so a brand theme recolours it without new artwork.
 */
export function Logo({
  size = 32,
  name,
  showName = false,
  decorative = false,
  className,
  ...rest
}: LogoProps) {
  const { messages } = useMessages(logoEn);
  const label = name ?? messages.logoLabel;
  const svg = (
    <svg
      className={styles.mark}
      width={size}
      height={size}
      viewBox="0 0 48 48"
      focusable="false"
      {...(decorative || showName ? { 'aria-hidden': true } : { role: 'img', 'aria-label': label })}
      {...rest}
    >
      <rect className={styles.tile} x="0" y="0" width="48" height="48" rx="12" />
      <path
        className={styles.weave}
        d="M8 17 L16 11 L24 17 L32 11 L40 17 L40 22 L32 16 L24 22 L16 16 L8 22 Z"
      />
      <path
        className={styles.weave}
        d="M8 27 L16 21 L24 27 L32 21 L40 27 L40 32 L32 26 L24 32 L16 26 L8 32 Z"
        opacity="0.8"
      />
      <path
        className={styles.weave}
        d="M8 37 L16 31 L24 37 L32 31 L40 37 L40 40 L8 40 Z"
        opacity="0.6"
      />
    </svg>
  );
  if (!showName)
    return <span className={className ? `${styles.root} ${className}` : styles.root}>{svg}</span>;
  return (
    <span className={className ? `${styles.root} ${className}` : styles.root}>
      {svg}
      <span className={styles.wordmark} style={{ fontSize: size * 0.62 }}>
        {label}
      </span>
    </span>
  );
}
