import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '@/lib/testing/axe';
import { HeroArt } from './HeroArt';

describe('The home page picture', () => {
  it('is decorative: hidden from screen readers, never focusable, with no words to translate', async () => {
    const { container } = render(<HeroArt />);
    const art = container.firstElementChild as HTMLElement;
    expect(art).toHaveAttribute('aria-hidden', 'true');
    for (const svg of art.querySelectorAll('svg'))
      expect(svg).toHaveAttribute('focusable', 'false');
    expect(art.textContent).toBe('');
    // Drawn in the theme's colours (classes), never with colours of its own.
    expect(art.querySelector('[fill]:not([fill="none"]):not([fill^="url("])')).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });
});
