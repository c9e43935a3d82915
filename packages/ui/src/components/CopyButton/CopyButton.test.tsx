import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CopyButton } from './CopyButton';
import { UiProvider } from '../../i18n/UiProvider';
import { axeViolations } from '../../../test/axe';

describe('CopyButton', () => {
  it('puts the value on the clipboard and says so', async () => {
    const user = userEvent.setup();
    const onCopied = vi.fn();
    render(<CopyButton value="JBSWY3DPEHPK3PXP" label="Copy the key" onCopied={onCopied} />);
    await user.click(screen.getByRole('button', { name: 'Copy the key' }));
    expect(await navigator.clipboard.readText()).toBe('JBSWY3DPEHPK3PXP');
    expect(onCopied).toHaveBeenCalledWith(true);
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Copied to the clipboard.');
  });

  it('tells the customer to copy by hand when the clipboard refuses', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('denied'));
    document.execCommand = vi.fn(() => false);
    render(<CopyButton value="secret" />);
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Could not copy: select the text and copy it yourself.',
    );
  });

  it('speaks Arabic inside an Arabic UiProvider', () => {
    render(
      <UiProvider locale="ar-AE">
        <CopyButton value="x" />
      </UiProvider>,
    );
    expect(screen.getByRole('button', { name: 'نسخ' })).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = render(<CopyButton value="x" label="Copy the recovery codes" />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
