import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Box, ButtonLink, Heading, Stack, Text } from '@bank/ui';

/** The catch-all page for addresses the app does not know. */
export function NotFoundPage() {
  useEffect(() => {
    document.title = 'Page not found — Sadu Bank';
  }, []);
  return (
    <Box as="main" paddingInline="lg" paddingBlock="xxxl" display="flex" justifyContent="center">
      <Stack gap="lg" align="start" style={{ maxWidth: 560 }}>
        <Heading level={1} tabIndex={-1}>
          We can’t find that page
        </Heading>
        <Text>If you typed the address, check it is correct. If you followed a link, it may be out of date.</Text>
        <ButtonLink as={RouterLink} to="/">
          Go to the home page
        </ButtonLink>
      </Stack>
    </Box>
  );
}
