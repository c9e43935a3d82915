// Two Lucide icons (ISC licence, lucide.dev) drawn inline: DateInput stays free of lucide-react's
// runtime, which is about 1.5 KB of its 55 KB budget when it is imported alone.
import type { SVGProps } from 'react';

const base: SVGProps<SVGSVGElement> = {
  xmlns: 'http://www.w3.org/2000/svg',
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
};

/** Lucide "calendar-days". */
export function CalendarIcon({ size = 20, ...rest }: SVGProps<SVGSVGElement> & { size?: number }) {
  return (
    <svg {...base} width={size} height={size} {...rest}>
      <path d="M8 2v3M16 2v3M3 9h18M8 13h.01M12 13h.01M16 13h.01M8 17h.01M12 17h.01M16 17h.01" />
      <rect x="3" y="3" width="18" height="18" rx="2" />
    </svg>
  );
}

/** Lucide "circle-alert", as FieldMessages shows it. */
export function AlertIcon({ size = 16, ...rest }: SVGProps<SVGSVGElement> & { size?: number }) {
  return (
    <svg {...base} width={size} height={size} {...rest}>
      <circle cx="12" cy="12" r="10" />
      <path d="M12 8v4M12 16h.01" />
    </svg>
  );
}
