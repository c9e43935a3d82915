import { Heading, Stack, Text } from '@bank/ui';

export function KycHeading({ title, lead }: { title: string; lead?: string }) {
  return (
    <Stack gap="xs">
      <Heading level={1}>{title}</Heading>
      {lead && <Text tone="muted">{lead}</Text>}
    </Stack>
  );
}
