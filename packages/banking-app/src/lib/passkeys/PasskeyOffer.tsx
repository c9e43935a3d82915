// The offer to add a passkey after a login or a registration, "Log in faster next time" (when and
// where it shows: offer.ts). Two answers, neither forced: "Add a passkey" opens the browser's
// prompt at once (the security page's adding, register.ts, the passkey named after this device:
// no form to fill in), "Not now" holds the offer back for 30 days. Either way the card then says
// what happened, in place of its buttons, and takes the focus the gone button had; both point to
// the security page, where passkeys are added, renamed and removed.
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Card, Heading, Icon, Inline, KeyRound, Link, Stack, Text } from '@bank/ui';
import { PATHS } from '@/access/paths';
import { useSubmit } from '@/lib/forms/useSubmit';
import { loadPasskeysNamespace } from './i18n';
import { endPasskeyOffer, notNowPasskeyOffer } from './offer';
import { addPasskey, deviceOf, userAgent } from './register';

const ns = await loadPasskeysNamespace();

export function PasskeyOffer({ customerId }: { customerId: string }) {
  const { t } = useTranslation(ns);
  const [answer, setAnswer] = useState<'added' | 'later' | null>(null);
  // A problem to fix (the prompt failed, the server refused), or a notice that is none (the
  // customer closed the prompt: their choice).
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const { loading, run } = useSubmit();
  const said = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (answer) said.current?.focus();
  }, [answer]);

  const add = () =>
    void run(async () => {
      setProblem(null);
      setNotice(null);
      const device = deviceOf(userAgent());
      const added = await addPasskey(
        device ? t('offer.deviceName', device) : t('offer.defaultName'),
      );
      if (added.ok) {
        endPasskeyOffer();
        setAnswer('added');
      } else if ('prompt' in added) {
        if (added.prompt === 'cancelled') setNotice(t('offer.prompt.cancelled'));
        else setProblem(t(`offer.prompt.${added.prompt}`));
      } else {
        // passkey_rejected, rate_limited and the rest: the server's words.
        const { error, statusText } = added.refused;
        setProblem(error?.code === 'passkey_exists' ? t('offer.prompt.exists') : statusText);
      }
    });

  const notNow = () => {
    notNowPasskeyOffer(customerId);
    setAnswer('later');
  };

  if (answer)
    return (
      <div ref={said} tabIndex={-1}>
        {answer === 'added' ? (
          <Alert tone="success" announce="polite" title={t('offer.addedTitle')}>
            <Text>{t('offer.added')}</Text>
            <Link as={RouterLink} to={PATHS.securityPage}>
              {t('offer.manage')}
            </Link>
          </Alert>
        ) : (
          <Alert tone="info" announce="polite">
            <Text>{t('offer.later')}</Text>
            <Link as={RouterLink} to={PATHS.securityPage}>
              {t('offer.addLater')}
            </Link>
          </Alert>
        )}
      </div>
    );

  return (
    <Card as="section" padding="lg" aria-labelledby="passkey-offer">
      <Stack gap="md" align="start">
        <Heading level={2} size={5} id="passkey-offer">
          {t('offer.heading')}
        </Heading>
        <Text>{t('offer.text')}</Text>
        {problem && (
          <Alert tone="danger" announce="assertive">
            {problem}
          </Alert>
        )}
        {notice && (
          <Alert tone="info" announce="polite">
            {notice}
          </Alert>
        )}
        <Inline gap="sm">
          <Button loading={loading} onClick={add} icon={<Icon icon={KeyRound} size={20} />}>
            {t('offer.add')}
          </Button>
          <Button variant="secondary" onClick={notNow}>
            {t('offer.notNow')}
          </Button>
        </Inline>
      </Stack>
    </Card>
  );
}
