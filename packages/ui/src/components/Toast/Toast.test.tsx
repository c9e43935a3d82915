// User-event waits on real timers; these tests drive the clock, so they fire events directly.
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider, useToast, type ToastOptions } from './Toast';
import { UiProvider } from '../../i18n/UiProvider';
import { axeViolations } from '../../../test/axe';

const handle: { api?: ReturnType<typeof useToast> } = {};
function Grab() {
  const api = useToast();
  useEffect(() => {
    handle.api = api;
  }, [api]);
  return <button type="button">Send money</button>;
}
const show = (options: ToastOptions) => act(() => void handle.api!.show(options));

describe('Toast', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('puts news in a polite status region and errors in an assertive alert region, both there from the start', () => {
    render(
      <ToastProvider>
        <Grab />
      </ToastProvider>,
    );
    const polite = screen.getByRole('status');
    const assertive = screen.getByRole('alert');
    expect(polite).toHaveAttribute('aria-live', 'polite');
    expect(assertive).toHaveAttribute('aria-live', 'assertive');
    expect(polite).toBeEmptyDOMElement();
    show({ tone: 'success', title: 'Transfer sent', message: 'AED 500.00 to Aisha Khan' });
    show({ tone: 'danger', message: 'We could not send the transfer. Try again.' });
    expect(within(polite).getByText('Transfer sent')).toBeInTheDocument();
    expect(
      within(assertive).getByText('We could not send the transfer. Try again.'),
    ).toBeInTheDocument();
  });

  it('does not steal focus', () => {
    render(
      <ToastProvider>
        <Grab />
      </ToastProvider>,
    );
    const button = screen.getByRole('button', { name: 'Send money' });
    button.focus();
    show({ message: 'Saved', action: { label: 'Undo', onClick: () => {} } });
    expect(button).toHaveFocus();
  });

  it('goes after 6 seconds, but errors stay until dismissed', () => {
    render(
      <ToastProvider>
        <Grab />
      </ToastProvider>,
    );
    show({ message: 'Saved' });
    show({ tone: 'danger', message: 'Card blocked' });
    act(() => vi.advanceTimersByTime(5900));
    expect(screen.getByText('Saved')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText('Saved')).toBeNull();
    act(() => vi.advanceTimersByTime(60000));
    expect(screen.getByText('Card blocked')).toBeInTheDocument();
  });

  it('pauses while the pointer is over it or focus is inside, then keeps the time it had left', () => {
    render(
      <ToastProvider>
        <Grab />
      </ToastProvider>,
    );
    show({ message: 'Beneficiary added', duration: 4000 });
    act(() => vi.advanceTimersByTime(3000));
    fireEvent.mouseEnter(screen.getByText('Beneficiary added'));
    act(() => vi.advanceTimersByTime(10000));
    expect(screen.getByText('Beneficiary added')).toBeInTheDocument();
    fireEvent.mouseLeave(screen.getByText('Beneficiary added'));
    act(() => screen.getByRole('button', { name: 'Dismiss' }).focus());
    act(() => vi.advanceTimersByTime(10000));
    expect(screen.getByText('Beneficiary added')).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'Send money' }).focus());
    act(() => vi.advanceTimersByTime(900));
    expect(screen.getByText('Beneficiary added')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText('Beneficiary added')).toBeNull();
  });

  it('has a named dismiss button and runs its action once, then closes', () => {
    const onClick = vi.fn();
    render(
      <UiProvider locale="ar">
        <ToastProvider>
          <Grab />
        </ToastProvider>
      </UiProvider>,
    );
    show({ message: 'تم الحفظ' });
    show({ message: 'تم إرسال الحوالة', action: { label: 'عرض الإيصال', onClick } });
    expect(screen.getByRole('group', { name: 'الإشعارات' })).toBeInTheDocument();
    fireEvent.click(screen.getAllByRole('button', { name: 'تجاهل' })[0]!);
    expect(screen.queryByText('تم الحفظ')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'عرض الإيصال' }));
    expect(onClick).toHaveBeenCalledOnce();
    expect(screen.queryByText('تم إرسال الحوالة')).toBeNull();
  });

  it('warns instead of failing when used without a provider', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<Grab />);
    expect(handle.api!.show({ message: 'x' })).toBe(0);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('no ToastProvider'));
    error.mockRestore();
  });

  it('has no axe violations with toasts of every tone', async () => {
    vi.useRealTimers();
    const { container } = render(
      <ToastProvider>
        <Grab />
      </ToastProvider>,
    );
    for (const tone of ['info', 'success', 'warning', 'danger'] as const)
      show({ tone, title: tone, message: 'Body', action: { label: 'Open', onClick: () => {} } });
    expect(await axeViolations(container)).toEqual([]);
  });
});
