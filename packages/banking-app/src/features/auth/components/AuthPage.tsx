import type { ReactNode } from 'react';
import { Heading, Stack, Text } from '@bank/ui';

/** The frame of every identity screen: one h1 (RouteFocus moves focus to it), a lead, the content. */
export function AuthPage({
  heading,
  lead,
  children,
}: {
  heading: ReactNode;
  lead?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Stack gap="xl">
      <Stack gap="sm">
        <Heading level={1}>{heading}</Heading>
        {lead && <Text tone="muted">{lead}</Text>}
      </Stack>
      {children}
    </Stack>
  );
}
