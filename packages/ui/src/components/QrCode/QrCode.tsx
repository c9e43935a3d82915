import { useMemo } from 'react';
import clsx from 'clsx';
import { encode } from 'uqr';
import * as styles from './QrCode.css';
import { devWarning } from '../../internal/dev';

export interface QrCodeProps {
  /** The text encoded: an address, a payment URI ("bitcoin:bc1…?amount=0.01"), a link. */
  value: string;
  /** What the code holds, for screen readers: "QR code of the BTC deposit address". */
  label: string;
  /** Largest width as CSS length; it shrinks with its container (default "16rem"). */
  maxSize?: string;
  /** Error correction: `M` (default, 15 %) or `Q`/`H` for codes printed or shown on worn screens. */
  errorCorrection?: 'L' | 'M' | 'Q' | 'H';
  className?: string;
}

/** The quiet zone the QR standard asks for around the code, in modules. */
const QUIET = 4;

/** The dark modules as one path: a run of dark modules in a row is one rectangle. */
function modulesPath(data: boolean[][]): string {
  let d = '';
  data.forEach((row, y) => {
    for (let x = 0; x < row.length;) {
      if (!row[x]) {
        x++;
        continue;
      }
      const start = x;
      while (row[x]) x++;
      d += `M${start + QUIET} ${y + QUIET}h${x - start}v1h${start - x}z`;
    }
  });
  return d;
}

/**
 * A QR code as an SVG image (uqr), named for screen readers by what it encodes, always dark on
 * light with the standard quiet zone so every scanner reads it, in dark theme too. Show the
 * value as text beside it (a CopyableField): a code alone is no use to someone who cannot scan it.
 */
export function QrCode({
  value,
  label,
  maxSize = '16rem',
  errorCorrection = 'M',
  className,
}: QrCodeProps) {
  devWarning(!label.trim(), 'QrCode', 'a QrCode needs a `label` saying what it encodes.');
  const qr = useMemo(
    () => encode(value, { ecc: errorCorrection, border: 0 }),
    [value, errorCorrection],
  );
  const side = qr.size + 2 * QUIET;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${side} ${side}`}
      shapeRendering="crispEdges"
      className={clsx(styles.root, className)}
      style={{ maxInlineSize: maxSize }}
      data-modules={qr.size}
    >
      <rect className={styles.paper} width={side} height={side} />
      <path className={styles.modules} d={modulesPath(qr.data)} />
    </svg>
  );
}
