import type { CSSProperties, ReactNode } from 'react';
import clsx from 'clsx';
import * as styles from './Skeleton.css';
import { VisuallyHidden } from '../VisuallyHidden';
import { useMessages } from '../../i18n/context';
import { skeletonEn } from './Skeleton.messages';

export interface SkeletonProps {
  /** `text` (a line of text), `rect` (a card, an input) or `circle` (an avatar). */
  shape?: keyof typeof styles.shape;
  /** Number of text lines; the last is shorter, as a paragraph's is. */
  lines?: number;
  /** CSS width, e.g. "60%" or "12rem" (default: the container's). */
  width?: string;
  /** CSS height (rect). */
  height?: string;
  className?: string;
}

/** A placeholder in the shape of content that is loading. Hidden from screen readers. */
export function Skeleton({ shape = 'text', lines = 1, width, height, className }: SkeletonProps) {
  const size: CSSProperties = { inlineSize: width, blockSize: height };
  if (shape === 'text' && lines > 1) {
    return (
      <span
        className={clsx(styles.lines, className)}
        style={{ inlineSize: width }}
        aria-hidden="true"
      >
        {Array.from({ length: lines }, (_, i) => (
          <span
            key={i}
            className={clsx(styles.base, styles.shape.text)}
            style={{ inlineSize: i === lines - 1 ? '60%' : undefined }}
          />
        ))}
      </span>
    );
  }
  return (
    <span
      className={clsx(styles.base, styles.shape[shape], className)}
      style={size}
      aria-hidden="true"
    />
  );
}

export interface SkeletonGroupProps {
  /** What is loading, read once by screen readers ("Loading transactions"); default "Loading". */
  label?: string;
  children: ReactNode;
  className?: string;
}

/**
 * Wraps the placeholders of one loading area: screen readers hear one polite "Loading" instead
 * of nothing, and the area is marked busy. Replace the whole group with the content when it arrives.
 */
export function SkeletonGroup({ label, children, className }: SkeletonGroupProps) {
  const { messages } = useMessages(skeletonEn);
  return (
    <div className={clsx(styles.group, className)} aria-busy="true">
      <VisuallyHidden role="status">{label ?? messages.loading}</VisuallyHidden>
      {children}
    </div>
  );
}
