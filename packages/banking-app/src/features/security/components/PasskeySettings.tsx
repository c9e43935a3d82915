// The customer's passkeys (issue 26): the list (name, added, last used, synced), renaming one,
// removing one (the last one with the password and a code, as a change of second factor is), and
// adding one through the browser's prompt. The calls, the prompt and the adding itself are
// src/lib/passkeys' (shared with the login, the approvals and the offer after a login).
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { Passkey } from '@bank/api-contract';
import {
  Alert,
  Button,
  Card,
  ErrorSummary,
  FormField,
  Heading,
  Inline,
  OtpInput,
  PasswordInput,
  Stack,
  Text,
  TextInput,
} from '@bank/ui';
import { formatUaeMinute } from '@/i18n/format';
import { ResendCode } from '@/lib/forms/ResendCode';
import { useFormErrors } from '@/lib/forms/useFormErrors';
import { useSubmit } from '@/lib/forms/useSubmit';
import { checkCode, normaliseCode } from '@/lib/forms/validate';
import { removePasskey, renamePasskey, sendStepUpCode } from '@/lib/passkeys/api';
import { passkeysSupported } from '@/lib/passkeys/browser';
import { addPasskey, deviceOf, userAgent } from '@/lib/passkeys/register';
import * as styles from '@/features/security/SecurityPage.css';

const NAME_MAX = 60;
type Message = { tone: 'success' | 'info'; text: string };
/**
 * The code that confirms removing the last passkey: the authenticator app's, one sent by SMS or
 * WhatsApp, or none (a customer with no code factor gives the password alone).
 */
export type CodeBy = 'app' | 'sent' | 'none';

/** "Chrome on Windows" from the browser's user agent, else a plain name the customer can change. */
function guessName(t: TFunction, ua: string): string {
  const device = deviceOf(ua);
  return device ? t('passkeys.deviceName', device) : t('passkeys.defaultName');
}

/** A name's problem, as a message key: required, at most 60 characters. */
function nameProblem(name: string): 'nameMissing' | 'nameLong' | undefined {
  if (!name) return 'nameMissing';
  return name.length > NAME_MAX ? 'nameLong' : undefined;
}

/** The passkeys' list, the add form, and the messages of what was done. */
export function PasskeySettings({
  passkeys,
  codeBy,
  onChanged,
}: {
  passkeys: Passkey[];
  codeBy: CodeBy;
  onChanged: () => void;
}) {
  const { t } = useTranslation('security');
  const [message, setMessage] = useState<Message | null>(null);
  const [task, setTask] = useState<{ kind: 'rename' | 'remove'; id: string } | null>(null);
  // The list drawn: the page's, or after a change the list as the change's answer left it (the
  // passkey the server registered, renamed or removed), until the page's list is read again (the
  // reload every change asks for: a new `passkeys`). Drawing the page's list until then showed the
  // list before the change for a moment: "You have no passkeys yet." under "Passkey added.", a
  // removed passkey still listed, the old name.
  const [changed, setChanged] = useState<{ of: Passkey[]; list: Passkey[] } | null>(null);
  const list = changed?.of === passkeys ? changed.list : passkeys;
  // Where focus goes once the next render is drawn (a form's trigger after Cancel, the message
  // after a change removed the button that had focus).
  const focusTo = useRef<string | null>(null);
  const messageBox = useRef<HTMLDivElement>(null);
  const supported = passkeysSupported();

  useEffect(() => {
    const target = focusTo.current;
    if (!target) return;
    focusTo.current = null;
    if (target === 'message') messageBox.current?.focus();
    else document.getElementById(target)?.focus();
  });

  const open = (kind: 'rename' | 'remove', id: string) => {
    setMessage(null);
    setTask({ kind, id });
  };
  const close = () => {
    if (task) focusTo.current = `passkey-${task.kind}-${task.id}`;
    setTask(null);
  };
  /** A change made: its message, the list as it left it, and the page's list read again. */
  const done = (text: string, update: (list: Passkey[]) => Passkey[]) => {
    setTask(null);
    setMessage({ tone: 'success', text });
    setChanged({ of: passkeys, list: update(list) });
    focusTo.current = 'message';
    onChanged();
  };

  return (
    <Stack gap="lg">
      <div ref={messageBox} tabIndex={-1}>
        {message && (
          <Alert tone={message.tone} announce="polite">
            {message.text}
          </Alert>
        )}
      </div>
      {list.length === 0 ? (
        <Text>{t('passkeys.none')}</Text>
      ) : (
        <ul className={styles.sessions}>
          {list.map((p) => {
            const [addedDate] = formatUaeMinute(p.created_at).split(' ');
            const [usedDate, usedTime] = p.last_used_at
              ? formatUaeMinute(p.last_used_at).split(' ')
              : [];
            return (
              <li key={p.id}>
                <Card padding="md">
                  <Stack gap="sm">
                    <Stack gap="xs">
                      <Heading level={3} size={6}>
                        {p.name}
                      </Heading>
                      <Text size="sm" tone="muted">
                        {t('passkeys.addedOn', { date: addedDate })}
                      </Text>
                      <Text size="sm" tone="muted">
                        {p.last_used_at
                          ? t('passkeys.lastUsed', { date: usedDate, time: usedTime })
                          : t('passkeys.notUsed')}
                      </Text>
                      {p.synced && (
                        <Text size="sm" tone="muted">
                          {t('passkeys.synced')}
                        </Text>
                      )}
                    </Stack>
                    {task?.id === p.id && task.kind === 'rename' ? (
                      <RenameForm
                        passkey={p}
                        onCancel={close}
                        onDone={(renamed) =>
                          done(t('passkeys.renamed'), (all) =>
                            all.map((q) => (q.id === renamed.id ? renamed : q)),
                          )
                        }
                      />
                    ) : task?.id === p.id && task.kind === 'remove' ? (
                      <RemoveForm
                        passkey={p}
                        last={list.length === 1}
                        codeBy={codeBy}
                        onCancel={close}
                        onDone={() =>
                          done(t('passkeys.removed'), (all) => all.filter((q) => q.id !== p.id))
                        }
                      />
                    ) : (
                      <Inline gap="sm">
                        <Button
                          id={`passkey-rename-${p.id}`}
                          variant="secondary"
                          size="sm"
                          onClick={() => open('rename', p.id)}
                          aria-label={t('passkeys.renameNamed', { name: p.name })}
                        >
                          {t('passkeys.rename')}
                        </Button>
                        <Button
                          id={`passkey-remove-${p.id}`}
                          variant="secondary"
                          size="sm"
                          onClick={() => open('remove', p.id)}
                          aria-label={t('passkeys.removeNamed', { name: p.name })}
                        >
                          {t('passkeys.remove')}
                        </Button>
                      </Inline>
                    )}
                  </Stack>
                </Card>
              </li>
            );
          })}
        </ul>
      )}
      {supported ? (
        <AddPasskey
          onNotice={(text) => setMessage(text ? { tone: 'info', text } : null)}
          onAdded={(added) =>
            done(t('passkeys.addedDone'), (all) => [...all.filter((q) => q.id !== added.id), added])
          }
        />
      ) : (
        <Alert tone="info" title={t('passkeys.unsupportedTitle')}>
          {t('passkeys.unsupported')}
        </Alert>
      )}
    </Stack>
  );
}

/** The name and the button that opens the browser's prompt; then the new passkey is stored. */
function AddPasskey({
  onAdded,
  onNotice,
}: {
  /** The passkey as the server registered it. */
  onAdded: (passkey: Passkey) => void;
  /** A message that is no problem (the prompt closed), or null to clear it. */
  onNotice: (text: string | null) => void;
}) {
  const { t } = useTranslation('security');
  const [guess] = useState(() => guessName(t, userAgent()));
  const [name, setName] = useState(guess);
  const form = useFormErrors('passkey-add', ['name'] as const);
  const { loading, run } = useSubmit();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      onNotice(null);
      const value = name.trim();
      const problem = nameProblem(value);
      if (!form.report({ name: problem && t(`passkeys.${problem}`) })) return;
      const added = await addPasskey(value);
      if (!added.ok && 'prompt' in added) {
        // Closing the prompt is the customer's choice, not a problem to fix.
        if (added.prompt === 'cancelled') {
          form.clear();
          onNotice(t('passkeys.prompt.cancelled'));
        } else form.report({}, t(`passkeys.prompt.${added.prompt}`));
        return;
      }
      if (!added.ok) {
        const res = added.refused;
        const c = res.error?.code;
        if (c === 'passkey_exists') form.report({}, t('passkeys.prompt.exists'));
        else if (c === 'validation_error' && res.error?.fields?.name)
          form.report({ name: res.error.fields.name });
        // passkey_rejected and the rest: the server's words.
        else form.report({}, res.statusText);
        return;
      }
      form.clear();
      setName(guess);
      onAdded(added.passkey);
    });
  };

  return (
    <Stack gap="md">
      <Heading level={3} size={5}>
        {t('passkeys.addHeading')}
      </Heading>
      <ErrorSummary errors={form.summary} description={form.problem} focusKey={form.attempt} />
      <form noValidate onSubmit={submit}>
        <Stack gap="lg" align="start">
          <FormField
            label={t('passkeys.name')}
            hint={t('passkeys.nameHint')}
            id={form.id('name')}
            required
            error={form.errors.name}
          >
            <TextInput
              name="passkey-name"
              autoComplete="off"
              value={name}
              onChange={(e) => setName(e.target.value)}
            />
          </FormField>
          <Button type="submit" loading={loading}>
            {t('passkeys.add')}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}

/** The inline form that renames a passkey. */
function RenameForm({
  passkey,
  onDone,
  onCancel,
}: {
  passkey: Passkey;
  /** The passkey as the server renamed it. */
  onDone: (renamed: Passkey) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('security');
  const [name, setName] = useState(passkey.name);
  const form = useFormErrors('passkey-rename', ['name'] as const);
  const { loading, run } = useSubmit();
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => field.current?.focus(), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const value = name.trim();
      const problem = nameProblem(value);
      if (!form.report({ name: problem && t(`passkeys.${problem}`) })) return;
      const res = await renamePasskey(passkey.id, value);
      if (!res.data) {
        if (res.error?.code === 'validation_error' && res.error.fields?.name)
          form.report({ name: res.error.fields.name });
        else form.report({}, res.statusText);
        return;
      }
      onDone(res.data.data);
    });
  };

  return (
    <Stack gap="md">
      <ErrorSummary errors={form.summary} description={form.problem} focusKey={form.attempt} />
      <form noValidate onSubmit={submit}>
        <Stack gap="md" align="start">
          <FormField
            label={t('passkeys.name')}
            hint={t('passkeys.nameHint')}
            id={form.id('name')}
            required
            error={form.errors.name}
          >
            <TextInput
              ref={field}
              name="passkey-name"
              autoComplete="off"
              value={name}
              onChange={(e) => setName(e.target.value)}
            />
          </FormField>
          <Inline gap="sm">
            <Button type="submit" size="sm" loading={loading}>
              {t('passkeys.save')}
            </Button>
            <Button variant="secondary" size="sm" onClick={onCancel}>
              {t('passkeys.cancel')}
            </Button>
          </Inline>
        </Stack>
      </form>
    </Stack>
  );
}

type RemoveField = 'password' | 'otp_code';
const REMOVE_FIELDS: readonly RemoveField[] = ['password', 'otp_code'];

/**
 * Removing a passkey: one of several after a simple "Remove / Keep it"; the last one with the
 * password and a code (the authenticator app's, or one sent for the change), or the password alone
 * for a customer with no code factor.
 */
function RemoveForm({
  passkey,
  last,
  codeBy,
  onDone,
  onCancel,
}: {
  passkey: Passkey;
  last: boolean;
  codeBy: CodeBy;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('security');
  const form = useFormErrors('passkey-remove', REMOVE_FIELDS);
  const { loading, run } = useSubmit();
  const sending = useSubmit();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [sent, setSent] = useState<{ phone: string; at: number } | null>(null);
  const question = useRef<HTMLDivElement>(null);
  useEffect(() => question.current?.focus(), []);
  const needsCode = last && codeBy !== 'none';
  // The code field (and the submit) wait for a code to be sent, when one is to be sent.
  const ready = codeBy !== 'sent' || sent !== null;

  const sendCode = () =>
    void sending.run(async () => {
      const res = await sendStepUpCode();
      if (!res.data) {
        form.report({}, res.statusText);
        return;
      }
      form.clear();
      setSent({ phone: res.data.data.phone_hint, at: Date.now() });
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      let body: { password?: string; otp_code?: string } = {};
      if (last) {
        const codeProblem = needsCode ? checkCode(code) : null;
        const ok = form.report({
          password: password ? undefined : t('passkeys.passwordMissing'),
          otp_code: codeProblem ? t(`passkeys.${codeProblem}`) : undefined,
        });
        if (!ok) return;
        body = needsCode ? { password, otp_code: normaliseCode(code) } : { password };
      }
      const res = await removePasskey(passkey.id, body);
      if (!res.data) {
        const c = res.error?.code;
        const fields = res.error?.fields;
        if (c === 'password_incorrect') form.report({ password: t('passkeys.passwordIncorrect') });
        else if (c === 'invalid_code') form.report({ otp_code: t('passkeys.codeWrong') });
        else if (c === 'code_expired') form.report({ otp_code: t('passkeys.codeExpired') });
        else if (c === 'too_many_attempts') form.report({}, t('passkeys.tooMany'));
        else if (c === 'validation_error' && fields && (fields.password || fields.otp_code))
          form.report({ password: fields.password, otp_code: fields.otp_code });
        else form.report({}, res.statusText);
        return;
      }
      onDone();
    });
  };

  return (
    <Stack gap="md">
      <ErrorSummary errors={form.summary} description={form.problem} focusKey={form.attempt} />
      <div ref={question} tabIndex={-1}>
        <Text weight="medium">
          {!last
            ? t('passkeys.removeQuestion', { name: passkey.name })
            : needsCode
              ? t('passkeys.removeLast', { name: passkey.name })
              : t('passkeys.removeLastPassword', { name: passkey.name })}
        </Text>
      </div>
      <form noValidate onSubmit={submit}>
        <Stack gap="md" align="start">
          {last && (
            <FormField
              label={t('passkeys.password')}
              id={form.id('password')}
              required
              error={form.errors.password}
            >
              <PasswordInput
                autoComplete="current-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
            </FormField>
          )}
          {last && codeBy === 'sent' && !sent && (
            <Button variant="secondary" loading={sending.loading} onClick={sendCode}>
              {t('passkeys.sendCode')}
            </Button>
          )}
          {last && sent && (
            <Text role="status">
              {t('passkeys.codeSent')} <bdi dir="ltr">{sent.phone}</bdi>
            </Text>
          )}
          {needsCode && ready && (
            <FormField
              label={codeBy === 'app' ? t('passkeys.appCode') : t('passkeys.sentCode')}
              hint={t('passkeys.codeHint')}
              id={form.id('otp_code')}
              required
              error={form.errors.otp_code}
            >
              <OtpInput name="otp" value={code} onChange={setCode} />
            </FormField>
          )}
          {last && sent && (
            <ResendCode sentAt={sent.at} loading={sending.loading} onResend={sendCode} />
          )}
          <Inline gap="sm">
            {(!last || ready) && (
              <Button type="submit" variant="danger" size="sm" loading={loading}>
                {t('passkeys.removeConfirm')}
              </Button>
            )}
            <Button variant="secondary" size="sm" onClick={onCancel}>
              {t('passkeys.keep')}
            </Button>
          </Inline>
        </Stack>
      </form>
    </Stack>
  );
}
