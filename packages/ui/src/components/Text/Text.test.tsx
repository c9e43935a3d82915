import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Text } from './Text';
import { axeViolations } from '../../../test/axe';

describe('Text', () => {
  it('renders a paragraph by default and another element through `as`', () => {
    render(
      <div>
        <Text>Body</Text>
        <Text as="span" tone="muted" size="sm">
          Hint
        </Text>
      </div>,
    );
    expect(screen.getByText('Body').tagName).toBe('P');
    expect(screen.getByText('Hint').tagName).toBe('SPAN');
  });

  it('gives each tone, size and weight its own class', () => {
    render(
      <div>
        <Text tone="danger">a</Text>
        <Text tone="success">b</Text>
        <Text weight="bold" size="lg" tabularNumbers>
          c
        </Text>
      </div>,
    );
    expect(screen.getByText('a').className).not.toBe(screen.getByText('b').className);
    expect(screen.getByText('c').className.split(' ').length).toBeGreaterThan(4);
  });

  it('isolates a left-to-right value with Ltr (<bdi dir="ltr">), and gives plain strings the isolate marks', async () => {
    const { Ltr, ltrIsolate } = await import('./Ltr');
    render(
      <p dir="rtl">
        عنوان IP: <Ltr>2001:db8:85a3::8a2e:370:7334</Ltr>
      </p>,
    );
    const value = screen.getByText('2001:db8:85a3::8a2e:370:7334');
    expect(value.tagName).toBe('BDI');
    expect(value).toHaveAttribute('dir', 'ltr');
    expect(ltrIsolate('aisha@example.com')).toBe('\u2066aisha@example.com\u2069');
  });

  it('has no axe violations', async () => {
    const { container } = render(<Text>Your balance is up to date.</Text>);
    expect(await axeViolations(container)).toEqual([]);
  });
});
