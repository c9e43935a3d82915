import { useEffect, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Alert, ButtonLink, Stack, Text } from '@bank/ui';
import { PageIntro } from '@/features/public-pages/components/PageIntro';
import { loadPublicNamespace } from '@/features/public-pages/i18n';
import { verifyEmailAddress } from '@/features/public-pages/api/verifyEmailAddress';
import { PATHS } from '@/app/paths';

const ns = await loadPublicNamespace('email');

type State = { kind: 'checking' } | { kind: 'verified'; email: string } | { kind: 'expired' } | { kind: 'invalid' } | { kind: 'failed'; text: string };

/** The target of the e-mailed link (/email_address_verify?token=…): verifies the address. */
export function Component() {
  const { t } = useTranslation(ns);
  const [params] = useSearchParams();
  const token = params.get('token');
  const [state, setState] = useState<State>(token ? { kind: 'checking' } : { kind: 'invalid' });

  useEffect(() => {
    if (!token) return;
    let live = true;
    void verifyEmailAddress(token).then((res) => {
      if (!live) return;
      if (res.data) setState({ kind: 'verified', email: res.data.data.email });
      else if (res.status === 410) setState({ kind: 'expired' });
      else if (res.status === 400 || res.status === 404) setState({ kind: 'invalid' });
      else setState({ kind: 'failed', text: res.statusText });
    });
    return () => {
      live = false;
    };
  }, [token]);

  return (
    <Stack gap="xl" align="start" style={{ maxWidth: 640 }}>
      <PageIntro heading={t('verify.heading')} />
      {state.kind === 'checking' && (
        <Text role="status" tone="muted">
          {t('verify.checking')}
        </Text>
      )}
      {state.kind === 'verified' && (
        <Alert tone="success" announce="polite" title={t('verify.verifiedTitle')}>
          <Text>{t('verify.verifiedText', { email: state.email })}</Text>
        </Alert>
      )}
      {state.kind === 'expired' && (
        <Alert tone="warning" announce="polite" title={t('verify.expiredTitle')}>
          <Text>{t('verify.expiredText')}</Text>
        </Alert>
      )}
      {state.kind === 'invalid' && (
        <Alert tone="danger" announce="polite" title={t('verify.invalidTitle')}>
          <Text>{t('verify.invalidText')}</Text>
        </Alert>
      )}
      {state.kind === 'failed' && (
        <Alert tone="danger" announce="assertive" title={t('verify.failedTitle')}>
          <Text>{state.text}</Text>
        </Alert>
      )}
      <ButtonLink as={RouterLink} to={PATHS.login} variant={state.kind === 'verified' ? 'primary' : 'secondary'}>
        {t('verify.login')}
      </ButtonLink>
    </Stack>
  );
}
