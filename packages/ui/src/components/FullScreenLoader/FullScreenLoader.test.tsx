import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FullScreenLoader } from './FullScreenLoader';
import { UiProvider } from '../../i18n/UiProvider';
import { axeViolations } from '../../../test/axe';

describe('FullScreenLoader', () => {
  it('is a status region named by what is happening', () => {
    render(<FullScreenLoader label="Checking your session" />);
    expect(screen.getByRole('status', { name: 'Checking your session' })).toBeInTheDocument();
  });

  it('says "Loading" by default, in the UI language', () => {
    const { rerender } = render(<FullScreenLoader />);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    rerender(
      <UiProvider locale="ar">
        <FullScreenLoader />
      </UiProvider>,
    );
    expect(screen.getByRole('status', { name: 'جارٍ التحميل' })).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = render(<FullScreenLoader showLabel label="Checking your session" />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
