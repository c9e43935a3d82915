import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Box, Columns, Inline, Stack } from '.';

describe('layout primitives', () => {
  it('Box renders the element asked for and passes native attributes, not sprinkle props', () => {
    render(
      <Box
        as="section"
        aria-label="Summary"
        padding="md"
        background="surfaceSunken"
        data-testid="box"
      >
        x
      </Box>,
    );
    const box = screen.getByRole('region', { name: 'Summary' });
    expect(box.tagName).toBe('SECTION');
    expect(box).not.toHaveAttribute('padding');
    expect(box).not.toHaveAttribute('background');
    expect(box.className).not.toBe('');
  });

  it('Stack, Inline and Columns render their children in order', () => {
    render(
      <Stack>
        <Inline>
          <span>a</span>
          <span>b</span>
        </Inline>
        <Columns columns={2}>
          <span>c</span>
          <span>d</span>
        </Columns>
      </Stack>,
    );
    expect(
      screen.getByText('a').compareDocumentPosition(screen.getByText('d')) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('uses logical properties only, so right-to-left mirrors layouts', async () => {
    const sources = import.meta.glob('../**/*.css.ts', {
      query: '?raw',
      import: 'default',
      eager: true,
    });
    const offenders = Object.entries(sources).filter(([, src]) =>
      /\b(marginLeft|marginRight|paddingLeft|paddingRight|left:|right:|borderLeft|borderRight|textAlign: 'left'|textAlign: 'right')/.test(
        String(src),
      ),
    );
    expect(offenders.map(([file]) => file)).toEqual([]);
  });
});
