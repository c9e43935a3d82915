import type { ReactNode } from 'react';
import { Card, Heading, Stack, Text } from '@bank/ui';

/** A titled card of a settings screen. */
export function Section({
  id,
  title,
  lead,
  children,
}: {
  id: string;
  title: string;
  lead?: string;
  children: ReactNode;
}) {
  return (
    <Card as="section" padding="lg" aria-labelledby={id}>
      <Stack gap="lg">
        <Stack gap="xs">
          <Heading level={2} size={4} id={id}>
            {title}
          </Heading>
          {lead && <Text tone="muted">{lead}</Text>}
        </Stack>
        {children}
      </Stack>
    </Card>
  );
}
