import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SaduPattern } from './SaduPattern';
import { axeViolations } from '../../../test/axe';

describe('SaduPattern', () => {
  it('is decorative: hidden from screen readers and never focusable', () => {
    const { container } = render(
      <div>
        <SaduPattern />
        <SaduPattern variant="corner" tone="primary" />
      </div>,
    );
    const svgs = container.querySelectorAll('svg');
    expect(svgs).toHaveLength(2);
    svgs.forEach((svg) => {
      expect(svg).toHaveAttribute('aria-hidden', 'true');
      expect(svg).toHaveAttribute('focusable', 'false');
    });
  });

  it('gives each band its own pattern id, so two bands on a page do not share one', () => {
    const { container } = render(
      <div>
        <SaduPattern />
        <SaduPattern tone="muted" />
      </div>,
    );
    const ids = Array.from(container.querySelectorAll('pattern')).map((p) => p.id);
    expect(new Set(ids).size).toBe(2);
    const fills = Array.from(container.querySelectorAll('rect')).map((r) => r.getAttribute('fill'));
    expect(fills).toEqual(ids.map((id) => `url(#${id})`));
    expect(ids.every((id) => /^[\w-]+$/.test(id))).toBe(true);
  });

  it('stays a few hundred bytes of markup', () => {
    const { container } = render(<SaduPattern />);
    expect(container.innerHTML.length).toBeLessThan(700);
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <p>
        Text beside the motif <SaduPattern variant="corner" />
      </p>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
