import { useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Alert, ArrowLeftRight, Box, ButtonLink, Card, Columns, Globe, Heading, Icon, Inline, Link, Logo, ShieldCheck, Stack, Text } from '@bank/ui';

const features = [
  { icon: Globe, title: '29 currencies, one app', text: 'Hold, convert and send dirhams, dollars, euros, rupees and more at transparent rates.' },
  { icon: ArrowLeftRight, title: 'Transfers that explain themselves', text: 'See the fee, the rate and the arrival date before you confirm — locally over UAEFTS or abroad over SWIFT.' },
  { icon: ShieldCheck, title: 'Security you can see', text: 'A second factor at every login, every device listed, and every login recorded for you to review.' },
];

/** The public home page: composed only from @bank/ui. */
export function HomePage() {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    document.title = 'Sadu Bank — digital banking in the UAE';
  }, []);
  return (
    <Box display="flex" flexDirection="column" style={{ minHeight: '100vh' }}>
      <Box as="header" paddingInline={['lg', 'xxl']} paddingBlock="lg" display="flex" justifyContent="space-between" alignItems="center" gap="md" flexWrap="wrap">
        <Logo name="Sadu Bank" showName size={36} />
        <Inline gap="sm">
          <Link as={RouterLink} to="/login" weight="medium">
            Log in
          </Link>
        </Inline>
      </Box>
      <Box as="main" id="main" flexGrow={1} paddingInline={['lg', 'xxl']} paddingBlock={['xl', 'xxxl']}>
        <Stack gap="xxl">
          <Stack gap="lg" style={{ maxWidth: 720 }}>
            <Heading level={1} ref={heading} tabIndex={-1}>
              Banking for the UAE, in every currency you live in
            </Heading>
            <Text size="lg" tone="muted">
              Open a personal or business account in minutes, send money at home and abroad, and keep every
              dirham in view.
            </Text>
            <Inline gap="md">
              <ButtonLink as={RouterLink} to="/registration">
                Open an account
              </ButtonLink>
              <ButtonLink as={RouterLink} to="/login" variant="secondary">
                Log in
              </ButtonLink>
            </Inline>
          </Stack>
          <Columns columns={3}>
            {features.map((f) => (
              <Card key={f.title} as="article" padding="lg">
                <Stack gap="sm">
                  <Box color="primary">
                    <Icon icon={f.icon} size={28} />
                  </Box>
                  <Heading level={2} size={4}>
                    {f.title}
                  </Heading>
                  <Text tone="muted">{f.text}</Text>
                </Stack>
              </Card>
            ))}
          </Columns>
          <Alert tone="info" title="Licensed and supervised">
            Deposits and payments are handled under the rules of the Central Bank of the UAE.
          </Alert>
        </Stack>
      </Box>
      <Box as="footer" paddingInline={['lg', 'xxl']} paddingBlock="lg" background="surfaceSunken">
        <Text size="sm" tone="muted">
          © 2026 Sadu Bank. All amounts are shown in en-US format.
        </Text>
      </Box>
    </Box>
  );
}
