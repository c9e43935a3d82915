import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { X } from 'lucide-react';
import { IconButton } from './IconButton';
import { axeViolations } from '../../../test/axe';

describe('IconButton', () => {
  it('is named by its label, not by the icon', async () => {
    const onClick = vi.fn();
    render(<IconButton label="Close" icon={<X aria-hidden="true" />} onClick={onClick} />);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('requires a label by its type', () => {
    // @ts-expect-error — an IconButton without `label` does not compile.
    const element = <IconButton icon={<X />} />;
    expect(element).toBeTruthy();
  });

  it('warns in development when the label is blank', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<IconButton label=" " icon={<X aria-hidden="true" />} />);
    expect(error).toHaveBeenCalledWith(
      expect.stringContaining('IconButton: the `label` prop must name the action'),
    );
    error.mockRestore();
  });

  it('has no axe violations in every variant', async () => {
    const { container } = render(
      <div>
        <IconButton label="Close" icon={<X aria-hidden="true" />} />
        <IconButton label="Close" variant="secondary" icon={<X aria-hidden="true" />} />
        <IconButton label="Close" variant="primary" size="sm" icon={<X aria-hidden="true" />} />
      </div>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
