import { useState } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Dialog, type DialogProps } from './Dialog';
import { Button } from '../Button';
import { UiProvider } from '../../i18n/UiProvider';
import { axeViolations } from '../../../test/axe';

function Harness(props: Partial<DialogProps> & { onCloseSpy?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Delete beneficiary</Button>
      <Dialog
        title="Delete Aisha Khan?"
        description="You can add her again later."
        actions={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Keep
            </Button>
            <Button variant="danger">Delete</Button>
          </>
        }
        {...props}
        open={open}
        onClose={() => {
          props.onCloseSpy?.();
          setOpen(false);
        }}
      />
    </>
  );
}

async function openDialog(props: Parameters<typeof Harness>[0] = {}) {
  const user = userEvent.setup();
  render(<Harness {...props} />);
  const opener = screen.getByRole('button', { name: 'Delete beneficiary' });
  await user.click(opener);
  return { user, opener, dialog: screen.getByRole('dialog', { name: 'Delete Aisha Khan?' }) };
}

describe('Dialog', () => {
  afterEach(() => vi.restoreAllMocks());

  it('renders nothing while closed', () => {
    render(<Dialog open={false} onClose={() => {}} title="Hidden" />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is a modal dialog named by its title and described by its description', async () => {
    const { dialog } = await openDialog();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('You can add her again later.');
  });

  it('moves focus to the first control inside, not the close button', async () => {
    await openDialog();
    expect(screen.getByRole('button', { name: 'Keep' })).toHaveFocus();
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const { user } = await openDialog();
    const close = screen.getByRole('button', { name: 'Close' });
    const keep = screen.getByRole('button', { name: 'Keep' });
    const del = screen.getByRole('button', { name: 'Delete' });
    await user.tab();
    expect(del).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab();
    expect(keep).toHaveFocus();
    await user.tab({ shift: true });
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(del).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the button that opened it', async () => {
    const onCloseSpy = vi.fn();
    const { user, opener } = await openDialog({ onCloseSpy });
    await user.keyboard('{Escape}');
    expect(onCloseSpy).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes from its close button and from a press on the backdrop', async () => {
    const { user, dialog } = await openDialog();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(dialog).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete beneficiary' }));
    const again = screen.getByRole('dialog');
    fireEvent.mouseDown(again);
    fireEvent.click(again);
    expect(again).not.toBeInTheDocument();
  });

  it('ignores a press inside the content and, when not dismissible, on the backdrop', async () => {
    const { dialog } = await openDialog({ dismissible: false });
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    fireEvent.mouseDown(dialog);
    fireEvent.click(dialog);
    fireEvent.mouseDown(screen.getByText('You can add her again later.'));
    fireEvent.click(dialog);
    expect(dialog).toBeInTheDocument();
  });

  it('locks the page scroll while open and restores it after', async () => {
    const { user } = await openDialog();
    expect(document.documentElement.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('uses the browser’s showModal() and close() when it has them', async () => {
    const showModal = vi.fn(function (this: HTMLDialogElement) {
      this.setAttribute('open', '');
    });
    const close = vi.fn(function (this: HTMLDialogElement) {
      this.removeAttribute('open');
    });
    Object.assign(HTMLDialogElement.prototype, { showModal, close });
    try {
      const { user } = await openDialog();
      expect(showModal).toHaveBeenCalledOnce();
      await user.keyboard('{Escape}');
      expect(close).toHaveBeenCalledOnce();
    } finally {
      Reflect.deleteProperty(HTMLDialogElement.prototype, 'showModal');
      Reflect.deleteProperty(HTMLDialogElement.prototype, 'close');
    }
  });

  it('focuses the title when there is nothing to press, and honours initialFocusRef', async () => {
    render(<Dialog open dismissible={false} onClose={() => {}} title="Saving" />);
    expect(screen.getByRole('heading', { name: 'Saving' })).toHaveFocus();
    cleanup();
    const ref = { current: null as HTMLButtonElement | null };
    const actions = (
      <>
        <Button>A</Button>
        <Button ref={ref}>B</Button>
      </>
    );
    render(
      <Dialog open onClose={() => {}} title="Other" initialFocusRef={ref} actions={actions} />,
    );
    expect(screen.getByRole('button', { name: 'B' })).toHaveFocus();
  });

  it('names the close button in Arabic', () => {
    render(
      <UiProvider locale="ar">
        <Dialog open onClose={() => {}} title="حذف المستفيد؟" role="alertdialog" />
      </UiProvider>,
    );
    expect(screen.getByRole('alertdialog', { name: 'حذف المستفيد؟' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إغلاق' })).toBeInTheDocument();
  });

  it('shows a decorative icon by the title, and centres everything with align="center"', async () => {
    const { dialog } = await openDialog({ icon: <svg data-testid="icon" />, align: 'center' });
    expect(dialog).toHaveAccessibleName('Delete Aisha Khan?');
    expect(screen.getByTestId('icon').parentElement).toHaveAttribute('aria-hidden', 'true');
    expect(
      getComputedStyle(screen.getByRole('heading', { name: 'Delete Aisha Khan?' }).parentElement!)
        .alignItems,
    ).toBe('center');
    expect(
      getComputedStyle(screen.getByRole('button', { name: 'Keep' }).parentElement!).justifyContent,
    ).toBe('center');
  });

  it('has no axe violations, as a dialog and as an alert dialog', async () => {
    await openDialog();
    expect(await axeViolations(document.body)).toEqual([]);
    cleanup();
    render(
      <Dialog
        open
        role="alertdialog"
        dismissible={false}
        onClose={() => {}}
        title="Still there?"
        actions={<Button>Yes</Button>}
      />,
    );
    expect(await axeViolations(document.body)).toEqual([]);
  });
});
