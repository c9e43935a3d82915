import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ComponentType } from 'react';
import { Link } from './Link';
import { UiProvider } from '../../i18n/UiProvider';
import { axeViolations } from '../../../test/axe';

describe('Link', () => {
  it('renders an anchor with its href', () => {
    render(<Link href="/fees-charging">Fees</Link>);
    expect(screen.getByRole('link', { name: 'Fees' })).toHaveAttribute('href', '/fees-charging');
  });

  it('announces that an external link opens a new tab and protects the opener', () => {
    render(
      <Link href="https://example.org" external>
        Central bank
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Central bank (opens in a new tab)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('says so in Arabic under an Arabic UiProvider', () => {
    render(
      <UiProvider locale="ar">
        <Link href="https://example.org" external>
          المصرف المركزي
        </Link>
      </UiProvider>,
    );
    expect(
      screen.getByRole('link', { name: 'المصرف المركزي (يفتح في علامة تبويب جديدة)' }),
    ).toBeInTheDocument();
  });

  it('styles another component, such as a router link, through `as`', () => {
    const RouterLink: ComponentType<Record<string, unknown>> = ({ to, children, ...rest }) => (
      <a href={`#${String(to)}`} data-router="yes" {...rest}>
        {children as React.ReactNode}
      </a>
    );
    render(
      <Link as={RouterLink} to="/login">
        Log in
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Log in' });
    expect(link).toHaveAttribute('href', '#/login');
    expect(link).toHaveAttribute('data-router', 'yes');
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <p>
        Read the <Link href="/terms-of-use">terms of use</Link>.
      </p>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
