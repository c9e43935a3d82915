import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Logo } from './Logo';
import { axeViolations } from '../../../test/axe';

describe('Logo', () => {
  it('is an image named after the bank', () => {
    render(<Logo name="Sadu Bank" />);
    expect(screen.getByRole('img', { name: 'Sadu Bank' })).toBeInTheDocument();
  });

  it('shows the name as text beside a hidden mark with showName', () => {
    render(<Logo name="Sadu Bank" showName />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('Sadu Bank')).toBeInTheDocument();
  });

  it('is hidden when decorative', () => {
    const { container } = render(<Logo decorative />);
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <div>
        <Logo name="Sadu Bank" />
        <Logo name="Sadu Bank" showName />
      </div>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
