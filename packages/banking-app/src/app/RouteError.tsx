import { useTranslation } from 'react-i18next';
import { Box, Button, Heading, Stack, Text } from '@bank/ui';

/**
 * Shown when a page fails to load or render (e.g. a chunk of an older deployment is gone):
 * a plain explanation and a reload.
 */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <Box
      as="main"
      id="main"
      paddingInline="lg"
      paddingBlock="xxxl"
      display="flex"
      justifyContent="center"
    >
      <Stack gap="lg" style={{ maxWidth: 560 }}>
        <Heading level={1} tabIndex={-1}>
          {t('routeError.title')}
        </Heading>
        <Text>{t('routeError.text')}</Text>
        <div>
          <Button onClick={() => window.location.reload()}>{t('routeError.reload')}</Button>
        </div>
      </Stack>
    </Box>
  );
}
