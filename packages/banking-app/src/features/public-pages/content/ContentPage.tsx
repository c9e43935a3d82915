// Routes: every public content page (`content(path, title, name)` in src/app/routes.tsx).
import { Link as RouterLink, useMatches } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ButtonLink, Card, Heading, Link, Stack, Text } from '@bank/ui';
import { PageIntro } from '@/features/public-pages/components/PageIntro';
import { loadPublicNamespace } from '@/features/public-pages/i18n';
import * as styles from './ContentPage.css';

interface Section {
  heading: string;
  paragraphs?: string[];
  items?: string[];
}

export interface Content {
  heading: string;
  lead: string;
  updated?: string;
  sections: Section[];
  cta?: { text: string; label: string; to: string };
  related?: { label: string; to: string }[];
}

/** Loads the translations of a content page (the route's `lazy` awaits it). */
export const loadContent = (name: string) => loadPublicNamespace(name);

function useContentName(): string {
  const matches = useMatches();
  const handle = matches[matches.length - 1]?.handle as { content?: string } | undefined;
  return handle?.content ?? '';
}

/**
 * A page of text: about, policies, the banking pages. Its words live in `public/<name>` in
 * English and Arabic; this component only lays them out.
 */
export function Component() {
  const name = useContentName();
  const { t } = useTranslation(`public/${name}`);
  const page = t('page', { returnObjects: true }) as Content;
  return (
    <Stack gap="xxl">
      <PageIntro heading={page.heading} lead={page.lead} meta={page.updated} />
      <div className={styles.body}>
        {page.sections.map((section) => (
          <section key={section.heading} className={styles.section}>
            <Heading level={2} size={3}>
              {section.heading}
            </Heading>
            {section.paragraphs?.map((p) => (
              <Text key={p}>{p}</Text>
            ))}
            {section.items && (
              <ul className={styles.list}>
                {section.items.map((item) => (
                  <li key={item}>
                    <Text as="span">{item}</Text>
                  </li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </div>
      {page.cta && (
        <Card as="aside" padding="lg" className={styles.cta}>
          <Stack gap="md" align="start">
            <Text size="lg">{page.cta.text}</Text>
            <ButtonLink as={RouterLink} to={page.cta.to}>
              {page.cta.label}
            </ButtonLink>
          </Stack>
        </Card>
      )}
      {page.related && page.related.length > 0 && (
        <nav aria-labelledby="related-heading">
          <Stack gap="sm">
            <Heading level={2} size={5} id="related-heading">
              {t('common:related')}
            </Heading>
            <ul className={styles.list}>
              {page.related.map((r) => (
                <li key={r.to}>
                  <Link as={RouterLink} to={r.to}>
                    {r.label}
                  </Link>
                </li>
              ))}
            </ul>
          </Stack>
        </nav>
      )}
    </Stack>
  );
}
