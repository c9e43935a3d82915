// The self-hosted anti-bot check (ALTCHA): the widget fetches a proof-of-work challenge from the
// backend, solves it in a worker when the customer ticks it, and hands over a payload that the
// form sends as `tokenV3`. A payload is accepted once, so the form resets the widget after every
// answer of the server. The widget's code (35 KB gzipped) is loaded when the customer first
// interacts with the page (a key, a pointer, a focus), not with it: /login stays within its budget.
import type {} from 'altcha/types/react';
import { forwardRef, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { Text } from '@bank/ui';
import * as styles from './Captcha.css';
import { config } from '@/config/runtime';

export interface CaptchaHandle {
  /**
   * The payload to send, read from the widget at the moment of asking: null unless the widget
   * is verified now. A form reads it on submit (never from React state, which a submit that
   * comes right after the tick would not see yet: the customer saw "Verified", the form said
   * "Confirm you are not a robot").
   */
  payload(): string | null;
  /** Back to "not verified" (after each submit: a payload is single use). */
  reset(): void;
}

export interface CaptchaProps {
  /** The id the error summary links to. */
  id: string;
  /** Visible label above the widget. */
  label: string;
  /** The widget's language. */
  language: 'en' | 'ar';
  /** Told when the widget turns verified (with the payload) or no longer is (null). */
  onChange?: (payload: string | null) => void;
  error?: string;
}

interface StateChange {
  state: string;
  payload?: string;
}

let loading: Promise<unknown> | undefined;
function loadWidget(language: 'en' | 'ar') {
  loading ??= import('altcha');
  return language === 'ar' ? loading.then(() => import('altcha/i18n/ar')) : loading;
}

function challengeUrl(): string {
  return `${new URL(config().fiatBaseUrl, window.location.origin).href.replace(/\/+$/, '')}/captcha/challenge`;
}

type Widget = HTMLElement & {
  reset?: () => void;
  getState?: () => string;
  verify?: () => Promise<unknown>;
};

/** The widget's own words for its box (altcha's i18n), drawn before its code has loaded. */
const NOT_A_ROBOT = { en: "I'm not a robot", ar: 'أنا لست روبوتاً' } as const;

export const Captcha = forwardRef<CaptchaHandle, CaptchaProps>(function Captcha(
  { id, label, language, onChange, error },
  ref,
) {
  const widget = useRef<Widget>(null);
  // The last payload the widget handed over, kept the moment it says so (its event is synchronous).
  const payload = useRef<string | null>(null);
  const [ready, setReady] = useState(false);
  const change = useRef(onChange);
  change.current = onChange;

  const [wanted, setWanted] = useState(false);
  // The customer pressed the drawn box before the widget was there: the widget starts at once.
  const pressed = useRef(false);
  useEffect(() => {
    if (wanted) return;
    const want = () => setWanted(true);
    const events = ['focusin', 'pointerdown', 'keydown'] as const;
    for (const type of events) document.addEventListener(type, want, { once: true, capture: true });
    return () => {
      for (const type of events) document.removeEventListener(type, want, { capture: true });
    };
  }, [wanted]);

  useEffect(() => {
    if (!wanted) return;
    let live = true;
    void loadWidget(language).then(() => {
      if (live) setReady(true);
    });
    return () => {
      live = false;
    };
  }, [language, wanted]);

  useEffect(() => {
    const el = widget.current;
    if (!el || !ready) return;
    const onState = (event: Event) => {
      const detail = (event as CustomEvent<StateChange>).detail;
      payload.current = detail?.state === 'verified' && detail.payload ? detail.payload : null;
      change.current?.(payload.current);
    };
    el.addEventListener('statechange', onState);
    if (pressed.current) {
      pressed.current = false;
      void el.verify?.();
    }
    return () => el.removeEventListener('statechange', onState);
  }, [ready]);

  useImperativeHandle(ref, () => ({
    payload() {
      const el = widget.current;
      if (!el || el.getState?.() !== 'verified') return null;
      // The widget also keeps the payload in its hidden field (name="tokenV3").
      return (
        payload.current ??
        el.querySelector<HTMLInputElement>('input[name="tokenV3"]')?.value ??
        null
      );
    },
    reset() {
      widget.current?.reset?.();
      payload.current = null;
      change.current?.(null);
    },
  }));

  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  return (
    <div
      id={id}
      tabIndex={-1}
      role="group"
      aria-labelledby={labelId}
      aria-describedby={error ? errorId : undefined}
      className={styles.box}
    >
      <Text id={labelId} weight="medium">
        {label}
      </Text>
      {error && (
        <Text id={errorId} className={styles.error}>
          {error}
        </Text>
      )}
      {ready ? (
        <altcha-widget
          ref={widget}
          challenge={challengeUrl()}
          language={language}
          name="tokenV3"
          className={error ? styles.widgetInvalid : styles.widget}
        />
      ) : (
        // Never an empty grey box: the widget's box as it will look, in every theme and in forced
        // colours (a border, not only a background). Hidden from screen readers: it is a picture
        // of a control that is not there yet; focusing the page loads the real one.
        <div
          className={styles.placeholder}
          aria-hidden="true"
          onPointerDown={() => (pressed.current = true)}
        >
          <span className={styles.placeholderCheck} />
          <span>{NOT_A_ROBOT[language]}</span>
        </div>
      )}
    </div>
  );
});
