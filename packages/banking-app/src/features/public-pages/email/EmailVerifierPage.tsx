// Route /email_verifier (PATHS.emailVerifier).
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Card, Inline, Link, Mail, Icon, Stack, Text } from '@bank/ui';
import { PageIntro } from '@/features/public-pages/components/PageIntro';
import { loadPublicNamespace } from '@/features/public-pages/i18n';
import { PATHS } from '@/access/paths';

const ns = await loadPublicNamespace('email');

/** After registration: we sent a verification link; what to do if it does not arrive. */
export function Component() {
  const { t } = useTranslation(ns);
  const [params] = useSearchParams();
  const email = params.get('email');
  const tips = t('verifier.tips', { returnObjects: true }) as string[];
  return (
    <Stack gap="xl" style={{ maxWidth: 640 }}>
      <PageIntro
        heading={t('verifier.heading')}
        lead={email ? t('verifier.leadWithEmail', { email }) : t('verifier.lead')}
      />
      <Card padding="lg">
        <Stack gap="sm">
          <Inline gap="sm" align="center">
            <Icon icon={Mail} size={22} />
            <Text weight="medium">{t('verifier.tipsHeading')}</Text>
          </Inline>
          <ul>
            {tips.map((tip) => (
              <li key={tip}>
                <Text as="span">{tip}</Text>
              </li>
            ))}
          </ul>
        </Stack>
      </Card>
      <Inline gap="lg">
        <Link as={RouterLink} to={PATHS.login} weight="medium">
          {t('verifier.login')}
        </Link>
        <Link as={RouterLink} to={PATHS.contactUs}>
          {t('verifier.contact')}
        </Link>
      </Inline>
    </Stack>
  );
}
