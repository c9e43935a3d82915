import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Alert, ButtonLink, Heading, Stack, Text } from '@bank/ui';
import { useRouteTitle } from '@/app/RouteFocus';
import { isPrivatePath, PATHS } from '@/app/paths';

/**
 * A titled placeholder for a screen that a later issue builds (listed in the README). It shows
 * the route's real title, so navigation, titles and focus already work end to end.
 */
export function Component() {
  const { t } = useTranslation();
  const title = useRouteTitle();
  const location = useLocation();
  const reason = (location.state as { reason?: string } | null)?.reason;
  const privateArea = isPrivatePath(location.pathname);
  return (
    <Stack gap="lg" style={{ maxWidth: 640 }}>
      {reason === 'timeout' && <Alert tone="info">{t('session.timedOut')}</Alert>}
      {reason === 'logout' && <Alert tone="info">{t('session.loggedOut')}</Alert>}
      <Heading level={1}>{title}</Heading>
      <Text tone="muted">{t('placeholder.text')}</Text>
      <div>
        <ButtonLink as={RouterLink} to={privateArea ? PATHS.dashboard : PATHS.home} variant="secondary">
          {privateArea ? t('placeholder.backToDashboard') : t('placeholder.back')}
        </ButtonLink>
      </div>
    </Stack>
  );
}
