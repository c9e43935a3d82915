// Route / (PATHS.home).
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  ArrowLeftRight,
  ButtonLink,
  Card,
  Columns,
  Globe,
  Heading,
  Icon,
  Inline,
  Link,
  ShieldCheck,
  Smartphone,
  Stack,
  Text,
  type IconComponent,
} from '@bank/ui';
import { config } from '@/config/runtime';
import { loadPublicNamespace } from '@/features/public-pages/i18n';
import { PATHS } from '@/access/paths';
import * as styles from './HomePage.css';
import type { ProductArt } from './HomePage.css';
import { HeroArt } from './HeroArt';

const ns = await loadPublicNamespace('home');

const featureIcons: IconComponent[] = [Globe, ArrowLeftRight, ShieldCheck, Smartphone];
// The audiences' pictures, in the order of the catalogue's items (personal, business, private).
const audienceArt: ProductArt[] = ['personal', 'business', 'private'];

interface Item {
  title: string;
  text: string;
}

/** The public home page. */
export function Component() {
  const { t } = useTranslation(ns);
  const features = t('features.items', { returnObjects: true }) as Item[];
  const steps = t('steps.items', { returnObjects: true }) as Item[];
  const audiences = t('audiences.items', { returnObjects: true }) as (Item & {
    to: string;
    link: string;
  })[];
  return (
    <Stack gap="xxxl">
      {config().maintenance && (
        <Alert tone="warning" title={t('maintenance.title')}>
          <Text>
            {t('maintenance.text')}{' '}
            <Link as={RouterLink} to={PATHS.maintenance}>
              {t('maintenance.link')}
            </Link>
          </Text>
        </Alert>
      )}
      <section className={styles.hero} aria-labelledby="home-heading">
        <Stack gap="lg" style={{ maxWidth: 720 }}>
          <Heading level={1} id="home-heading" tabIndex={-1}>
            {t('hero.heading')}
          </Heading>
          <Text size="lg" tone="muted">
            {t('hero.lead')}
          </Text>
          <Inline gap="md">
            <ButtonLink as={RouterLink} to={PATHS.registration} size="lg">
              {t('hero.open')}
            </ButtonLink>
            <ButtonLink as={RouterLink} to={PATHS.login} variant="secondary" size="lg">
              {t('hero.login')}
            </ButtonLink>
          </Inline>
          <Text size="sm" tone="muted">
            {t('hero.note')}
          </Text>
        </Stack>
        <HeroArt />
      </section>

      <section aria-labelledby="features-heading">
        <Stack gap="xl">
          <Heading level={2} id="features-heading">
            {t('features.heading')}
          </Heading>
          <Columns columns={4} collapseBelow="desktop">
            {features.map((f, i) => (
              <Card key={f.title} as="article" padding="lg">
                <Stack gap="sm">
                  <span className={styles.icon}>
                    <Icon icon={featureIcons[i % featureIcons.length] ?? Globe} size={28} />
                  </span>
                  <Heading level={3} size={5}>
                    {f.title}
                  </Heading>
                  <Text tone="muted">{f.text}</Text>
                </Stack>
              </Card>
            ))}
          </Columns>
        </Stack>
      </section>

      <section aria-labelledby="audiences-heading">
        <Stack gap="xl">
          <Heading level={2} id="audiences-heading">
            {t('audiences.heading')}
          </Heading>
          <Columns columns={3}>
            {audiences.map((a, i) => (
              <Card key={a.title} as="article" padding="lg" elevation="raised">
                <Stack gap="sm" align="start">
                  <span
                    className={styles.productArt}
                    data-art={audienceArt[i % audienceArt.length]}
                    aria-hidden="true"
                  />
                  <Heading level={3} size={4}>
                    {a.title}
                  </Heading>
                  <Text tone="muted">{a.text}</Text>
                  <Link as={RouterLink} to={a.to} weight="medium">
                    {a.link}
                  </Link>
                </Stack>
              </Card>
            ))}
          </Columns>
        </Stack>
      </section>

      <section aria-labelledby="steps-heading">
        <Stack gap="xl">
          <Heading level={2} id="steps-heading">
            {t('steps.heading')}
          </Heading>
          <ol className={styles.steps}>
            {steps.map((s) => (
              <li key={s.title} className={styles.step}>
                <Heading level={3} size={5}>
                  {s.title}
                </Heading>
                <Text tone="muted">{s.text}</Text>
              </li>
            ))}
          </ol>
        </Stack>
      </section>

      <Alert tone="info" title={t('trust.title')}>
        <Text>{t('trust.text')}</Text>
      </Alert>
    </Stack>
  );
}
