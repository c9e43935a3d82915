import { SaduPattern } from '@bank/ui';
import * as styles from './HeroArt.css';

/**
 * The home page's picture: two of the bank's cards, the front one edged with the Al Sadu band, and
 * three coins for the currencies held side by side. Drawn for this product in the theme's colours
 * (light, dark, high contrast follow), inline so it costs no request and is in the first paint, and
 * decorative: hidden from screen readers (the heading and lead say what it shows).
 */
export function HeroArt() {
  return (
    <div className={styles.art} aria-hidden="true">
      <svg className={styles.svg} viewBox="0 0 440 360" focusable="false">
        <circle className={styles.glow} cx="240" cy="180" r="160" />
        <g transform="rotate(-9 260 150)">
          <rect className={styles.backCard} x="130" y="60" width="280" height="172" rx="18" />
          <rect className={styles.backStripe} x="130" y="92" width="280" height="26" />
        </g>
        <rect className={styles.card} x="40" y="140" width="300" height="184" rx="20" />
        <rect className={styles.chip} x="68" y="182" width="42" height="32" rx="6" />
        <path
          className={styles.waves}
          d="M300 184a14 14 0 0 1 0 24M310 176a26 26 0 0 1 0 40M320 168a38 38 0 0 1 0 56"
        />
        <rect className={styles.line} x="68" y="246" width="150" height="10" rx="5" />
        <rect className={styles.lineShort} x="68" y="266" width="90" height="10" rx="5" />
        <circle className={styles.coinA} cx="92" cy="78" r="26" />
        <circle className={styles.coinB} cx="60" cy="122" r="16" />
        <circle className={styles.coinC} cx="112" cy="124" r="12" />
      </svg>
      {/* The front card's lower edge: the brand's woven band, as the bank's cards carry it. */}
      <SaduPattern variant="band" tone="accent" className={styles.band} />
    </div>
  );
}
