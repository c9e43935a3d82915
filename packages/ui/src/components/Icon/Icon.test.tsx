import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Icon, Info } from '.';
import { axeViolations } from '../../../test/axe';

describe('Icon', () => {
  it('is hidden from screen readers when decorative', () => {
    const { container } = render(<Icon icon={Info} />);
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('is an image with a name when given a label', () => {
    render(<Icon icon={Info} label="Information" />);
    expect(screen.getByRole('img', { name: 'Information' })).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <p>
        <Icon icon={Info} /> <Icon icon={Info} label="Information" />
      </p>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
