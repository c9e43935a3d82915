import type { ReactNode } from 'react';
import { Heading, Stack, Text } from '@bank/ui';

/** The h1 of a public page with its lead paragraph (the h1 receives focus on navigation). */
export function PageIntro({
  heading,
  lead,
  meta,
}: {
  heading: ReactNode;
  lead?: ReactNode;
  meta?: ReactNode;
}) {
  return (
    <Stack gap="md" style={{ maxWidth: 760 }}>
      <Heading level={1} tabIndex={-1}>
        {heading}
      </Heading>
      {lead && (
        <Text size="lg" tone="muted">
          {lead}
        </Text>
      )}
      {meta && (
        <Text size="sm" tone="muted">
          {meta}
        </Text>
      )}
    </Stack>
  );
}
