import * as styles from './EmptyState.css';
import type { EmptyStateArt } from './EmptyState';

// Each picture: `primary` path, then `accent` over it, in a 120 × 90 box. Drawn by hand for the
// bank (Al Sadu teeth, diamonds and chevrons on receipts, wallets and coins); holes (evenodd) show
// the disc behind. [primary, accent] by the `art` that picks it. Inline SVG, so a picture costs
// script only in the pages that draw an EmptyState, and nothing in the shared stylesheet.
const drawings: Record<EmptyStateArt, readonly [string, string]> = {
  // A receipt with a toothed tear-off edge, its head woven in accent, and a coin beside it.
  transactions: [
    'M20 8h52v70l-6.5-5-6.5 5-6.5-5-6.5 5-6.5-5-6.5 5-6.5-5-6.5 5zM28 26h36v5H28zM28 37h28v4H28zM28 47h32v4H28zM28 57h18v4H28z',
    'M20 8h52v4l-6.5 5-6.5-5-6.5 5-6.5-5-6.5 5-6.5-5-6.5 5-6.5-5zM86 50a14 14 0 1 0 0 28a14 14 0 1 0 0-28zm0 7 7 7-7 7-7-7z',
  ],
  // A wallet, a card showing above it, a row of diamonds woven on its front.
  wallets: [
    'M28 30h64a8 8 0 0 1 8 8v36a8 8 0 0 1-8 8H28a8 8 0 0 1-8-8V38a8 8 0 0 1 8-8zM76 47h20v20H76zM86 53.5a3.5 3.5 0 1 0 0 7a3.5 3.5 0 1 0 0-7z',
    'M36 14h44a4 4 0 0 1 4 4v12H32V18a4 4 0 0 1 4-4zM32 20h52v4H32zM32 66l5 5-5 5-5-5zM46 66l5 5-5 5-5-5zM60 66l5 5-5 5-5-5z',
  ],
  // A person the money goes to: Sadu chevrons point at them.
  beneficiaries: [
    'M72 18a12 12 0 1 0 0 24a12 12 0 1 0 0-24zM48 82v-6a24 24 0 0 1 48 0v6z',
    'M14 40l10 10-10 10h7l10-10-10-10zM28 40l10 10-10 10h7l10-10-10-10zM72 62l5 5-5 5-5-5z',
  ],
  // A document whose corner gives way to a diamond seal with a tick: all is reviewed.
  review: [
    'M26 4h38l12 12v29l-21 21 12 12H26zM34 20h22v4H34zM34 30h30v4H34zM34 40h24v4H34zM34 50h14v4H34z',
    'M78 46l20 20-20 20-20-20zM67.2 66l3.6-3.6 4.8 4.8 10.8-10.8 3.6 3.6-14.4 14.4z',
  ],
  // A magnifying glass over a hollow diamond: nothing found.
  search: [
    'M50 12a26 26 0 1 0 0 52a26 26 0 1 0 0-52zm0 8a18 18 0 1 1 0 36a18 18 0 1 1 0-36zM66.3 59.9l5.6-5.6 17 17-5.6 5.6z',
    'M50 26l12 12-12 12-12-12zm0 6-6 6 6 6 6-6z',
  ],
};

/**
 * One of EmptyState's pictures: the theme's `primary` and `accent` on a `primarySoft` disc (which
 * high contrast's black `primarySoft` hides), decorative (`aria-hidden`, never focused), mirrored
 * in right-to-left except `review` (a tick reads the same), in the system's colours in forced colours.
 */
export function EmptyStatePicture({ art }: { art: EmptyStateArt }) {
  const [primary, accent] = drawings[art];
  return (
    <svg
      className={styles.art}
      data-art={art}
      viewBox="0 0 120 90"
      fillRule="evenodd"
      aria-hidden="true"
      focusable="false"
    >
      <circle className={styles.disc} cx="60" cy="45" r="40.5" />
      <path className={styles.primary} d={primary} />
      <path className={styles.accent} d={accent} />
    </svg>
  );
}
