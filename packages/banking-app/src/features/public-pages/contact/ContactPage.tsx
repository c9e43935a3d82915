// Route /contact-us (PATHS.contactUs).
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  Button,
  Card,
  Columns,
  FormField,
  Heading,
  Icon,
  Mail,
  Phone,
  RadioGroup,
  Stack,
  Text,
  TextInput,
} from '@bank/ui';
import { PageIntro } from '@/features/public-pages/components/PageIntro';
import { loadPublicNamespace } from '@/features/public-pages/i18n';
import {
  MESSAGE_MAX,
  MESSAGE_MIN,
  validateContact,
  type ContactErrors,
  type ContactValues,
} from './validate';
import * as styles from './ContactPage.css';

const ns = await loadPublicNamespace('contact');

export const SUPPORT_EMAIL = 'help@sadubank.ae';
const TOPICS = ['personal', 'business', 'payments', 'security', 'complaint'] as const;
const FIELDS: (keyof ContactValues)[] = ['name', 'email', 'phone', 'topic', 'message'];
const empty: ContactValues = { name: '', email: '', phone: '', topic: '', message: '' };

/**
 * Contact details and a message form. The form checks every field, lists what is wrong in a
 * summary that takes focus (each entry links to its field), and then hands the message to the
 * customer's e-mail app addressed to the help desk: the API has no contact call.
 */
export function Component() {
  const { t } = useTranslation(ns);
  const [values, setValues] = useState<ContactValues>(empty);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [sent, setSent] = useState(false);
  const summary = useRef<HTMLDivElement>(null);
  const set = (field: keyof ContactValues) => (value: string) =>
    setValues((v) => ({ ...v, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateContact(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setSent(false);
      requestAnimationFrame(() => summary.current?.focus());
      return;
    }
    const subject = `${t(`topics.${values.topic}`)} — ${values.name.trim()}`;
    const body = `${values.message.trim()}\n\n${values.name.trim()}\n${values.email.trim()}${values.phone ? `\n${values.phone}` : ''}`;
    setSent(true);
    window.location.href = `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
  };

  const errorList = FIELDS.filter((f) => errors[f]);
  const channels = t('channels.items', { returnObjects: true }) as {
    title: string;
    text: string;
    detail: string;
  }[];

  return (
    <Stack gap="xxl">
      <PageIntro heading={t('heading')} lead={t('lead')} />
      <Columns columns={3}>
        {channels.map((c, i) => (
          <Card key={c.title} padding="lg">
            <Stack gap="xs">
              <span className={styles.icon}>
                <Icon icon={i === 1 ? Mail : Phone} size={24} />
              </span>
              <Heading level={2} size={5}>
                {c.title}
              </Heading>
              <Text weight="bold" dir="ltr" className={styles.detail}>
                {c.detail}
              </Text>
              <Text tone="muted" size="sm">
                {c.text}
              </Text>
            </Stack>
          </Card>
        ))}
      </Columns>

      <section aria-labelledby="form-heading" className={styles.formSection}>
        <Stack gap="lg">
          <Heading level={2} id="form-heading">
            {t('form.heading')}
          </Heading>
          <Text tone="muted">{t('form.intro')}</Text>
          {errorList.length > 0 && (
            <div
              ref={summary}
              tabIndex={-1}
              className={styles.summary}
              role="alert"
              aria-labelledby="error-summary-title"
            >
              <Alert
                tone="danger"
                title={<span id="error-summary-title">{t('errors.summary')}</span>}
              >
                <ul className={styles.summaryList}>
                  {errorList.map((field) => (
                    <li key={field}>
                      <a href={`#contact-${field}`}>
                        {t(errors[field] ?? '', { min: MESSAGE_MIN, max: MESSAGE_MAX })}
                      </a>
                    </li>
                  ))}
                </ul>
              </Alert>
            </div>
          )}
          {sent && (
            <Alert tone="success" announce="polite" title={t('form.sentTitle')}>
              <Text>{t('form.sentText', { email: SUPPORT_EMAIL })}</Text>
            </Alert>
          )}
          <form noValidate onSubmit={submit} className={styles.form}>
            <FormField
              label={t('form.name')}
              id="contact-name"
              required
              error={errors.name && t(errors.name)}
            >
              <TextInput
                name="name"
                autoComplete="name"
                value={values.name}
                onChange={(e) => set('name')(e.target.value)}
              />
            </FormField>
            <FormField
              label={t('form.email')}
              id="contact-email"
              required
              error={errors.email && t(errors.email)}
            >
              <TextInput
                name="email"
                type="email"
                autoComplete="email"
                dir="ltr"
                value={values.email}
                onChange={(e) => set('email')(e.target.value)}
              />
            </FormField>
            <FormField
              label={t('form.phone')}
              id="contact-phone"
              optional
              hint={t('form.phoneHint')}
              error={errors.phone && t(errors.phone)}
            >
              <TextInput
                name="phone"
                type="tel"
                autoComplete="tel"
                dir="ltr"
                value={values.phone}
                onChange={(e) => set('phone')(e.target.value)}
              />
            </FormField>
            <RadioGroup
              id="contact-topic"
              label={t('form.topic')}
              required
              value={values.topic || null}
              onChange={set('topic')}
              error={errors.topic && t(errors.topic)}
              options={TOPICS.map((topic) => ({ value: topic, label: t(`topics.${topic}`) }))}
            />
            <FormField
              label={t('form.message')}
              id="contact-message"
              required
              hint={t('form.messageHint', { min: MESSAGE_MIN, max: MESSAGE_MAX })}
              error={errors.message && t(errors.message, { min: MESSAGE_MIN, max: MESSAGE_MAX })}
            >
              {(control) => (
                <textarea
                  {...control}
                  name="message"
                  rows={6}
                  className={styles.textarea}
                  value={values.message}
                  onChange={(e) => set('message')(e.target.value)}
                />
              )}
            </FormField>
            <Text size="sm" tone="muted">
              {t('form.privacy')}
            </Text>
            <div>
              <Button type="submit">{t('form.submit')}</Button>
            </div>
          </form>
        </Stack>
      </section>
    </Stack>
  );
}
