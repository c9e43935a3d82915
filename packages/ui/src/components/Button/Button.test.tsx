import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Plus } from 'lucide-react';
import { Button } from './Button';
import { axeViolations } from '../../../test/axe';

describe('Button', () => {
  it('is a native button of type "button" that responds to click, Enter and Space', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Continue</Button>);
    const button = screen.getByRole('button', { name: 'Continue' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    button.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(3);
  });

  it('keeps its accessible name while loading, says it is busy and ignores clicks (no double submit)', async () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Pay AED 100.00
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Pay AED 100.00' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('submits its form when type is submit', async () => {
    const onSubmit = vi.fn((e: React.FormEvent) => e.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit">Send</Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('warns in development when it has no label', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<Button>{''}</Button>);
    expect(error).toHaveBeenCalledWith(
      expect.stringContaining('[@bank/ui] Button: a Button needs a visible label'),
    );
    error.mockRestore();
  });

  it('has no axe violations in each variant, with an icon, disabled and loading', async () => {
    const { container } = render(
      <div>
        {(['primary', 'secondary', 'tertiary', 'danger'] as const).map((v) => (
          <Button key={v} variant={v} icon={<Plus aria-hidden="true" />}>
            {v}
          </Button>
        ))}
        <Button disabled>Disabled</Button>
        <Button loading>Loading</Button>
      </div>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe('ButtonLink', () => {
  it('is a link that looks like a button, and can render the router link', async () => {
    const { ButtonLink } = await import('./ButtonLink');
    const Fake = ({ to, children, ...rest }: Record<string, unknown>) => (
      <a href={String(to)} {...rest}>
        {children as React.ReactNode}
      </a>
    );
    const { container } = render(
      <div>
        <ButtonLink href="/registration">Open an account</ButtonLink>
        <ButtonLink as={Fake} to="/login" variant="secondary">
          Log in
        </ButtonLink>
      </div>,
    );
    expect(screen.getByRole('link', { name: 'Open an account' })).toHaveAttribute(
      'href',
      '/registration',
    );
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(await axeViolations(container)).toEqual([]);
  });
});
