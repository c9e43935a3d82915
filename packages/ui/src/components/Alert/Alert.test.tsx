import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Alert } from './Alert';
import { axeViolations } from '../../../test/axe';

describe('Alert', () => {
  it('is announced assertively as an alert when asked', () => {
    render(
      <Alert tone="danger" title="We could not log you in" announce="assertive">
        Check your email and password.
      </Alert>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('We could not log you in');
  });

  it('is a polite status when asked, and silent by default', () => {
    const { rerender } = render(
      <Alert tone="success" announce="polite">
        Saved
      </Alert>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    rerender(<Alert tone="info">Static notice</Alert>);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('can be dismissed with a named button', async () => {
    const onDismiss = vi.fn();
    render(<Alert onDismiss={onDismiss}>Maintenance on Sunday</Alert>);
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).toHaveBeenCalledOnce();
  });

  it('has no axe violations in each tone', async () => {
    const { container } = render(
      <div>
        {(['info', 'success', 'warning', 'danger'] as const).map((tone) => (
          <Alert key={tone} tone={tone} title={tone}>
            Body
          </Alert>
        ))}
      </div>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
