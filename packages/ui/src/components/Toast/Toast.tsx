import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import clsx from 'clsx';
import { AlertCircle, AlertTriangle, CheckCircle2, Info, X } from 'lucide-react';
import * as styles from './Toast.css';
import { Button } from '../Button';
import { IconButton } from '../IconButton';
import { useMessages } from '../../i18n/context';
import { toastEn } from './Toast.messages';
import { devWarning } from '../../internal/dev';

export type ToastTone = keyof typeof styles.tone;

export interface ToastOptions {
  tone?: ToastTone;
  /** A short first line ("Transfer sent"). */
  title?: ReactNode;
  /** What happened and, for problems, what to do. */
  message: ReactNode;
  /** One follow-up, e.g. "View receipt". Never the only way to do something. */
  action?: { label: string; onClick: () => void };
  /** Milliseconds before it goes; `null` stays until dismissed. Default 6000, and `null` for `danger`. */
  duration?: number | null;
}

interface ToastEntry extends ToastOptions {
  id: number;
}

export interface ToastApi {
  /** Shows a toast; returns its id. Errors (`danger`) are announced assertively, others politely. */
  show: (options: ToastOptions) => number;
  dismiss: (id: number) => void;
}

const icons = {
  info: Info,
  success: CheckCircle2,
  warning: AlertTriangle,
  danger: AlertCircle,
} as const;
const ToastContext = createContext<ToastApi | null>(null);

/** The toasts of the page. Put one near the root of the app, inside UiProvider. */
export function ToastProvider({ children }: { children?: ReactNode }) {
  const { messages } = useMessages(toastEn);
  const [toasts, setToasts] = useState<ToastEntry[]>([]);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [hidden, setHidden] = useState(false);
  const nextId = useRef(1);

  const dismiss = useCallback(
    (id: number) => setToasts((list) => list.filter((t) => t.id !== id)),
    [],
  );
  const show = useCallback((options: ToastOptions) => {
    const id = nextId.current++;
    setToasts((list) => [...list, { ...options, id }]);
    return id;
  }, []);
  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);

  // Time stops while the customer reads (pointer over, focus inside) or looks at another tab.
  useEffect(() => {
    const onVisibility = () => setHidden(document.visibilityState === 'hidden');
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, []);
  const paused = hovered || focused || hidden;

  const region = (assertive: boolean) => (
    <div
      role={assertive ? 'alert' : 'status'}
      aria-live={assertive ? 'assertive' : 'polite'}
      className={styles.region}
    >
      {toasts
        .filter((t) => (t.tone === 'danger') === assertive)
        .map((t) => (
          <ToastItem
            key={t.id}
            toast={t}
            paused={paused}
            dismiss={dismiss}
            dismissLabel={messages.dismiss}
          />
        ))}
    </div>
  );

  return (
    <ToastContext.Provider value={api}>
      {children}
      <div
        className={styles.viewport}
        aria-label={messages.toastRegion}
        role="group"
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
        }}
      >
        {region(false)}
        {region(true)}
      </div>
    </ToastContext.Provider>
  );
}

interface ToastItemProps {
  toast: ToastEntry;
  paused: boolean;
  dismiss: (id: number) => void;
  dismissLabel: string;
}

function ToastItem({ toast, paused, dismiss, dismissLabel }: ToastItemProps) {
  const { id } = toast;
  const tone = toast.tone ?? 'info';
  const duration = toast.duration !== undefined ? toast.duration : tone === 'danger' ? null : 6000;
  const remaining = useRef(duration ?? 0);
  useEffect(() => {
    if (duration === null || paused) return;
    const started = Date.now();
    const timer = setTimeout(() => dismiss(id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [paused, duration, dismiss, id]);
  const onDismiss = () => dismiss(id);
  const Glyph = icons[tone];
  return (
    <div className={clsx(styles.toast, styles.tone[tone])}>
      <span className={clsx(styles.icon, styles.iconTone[tone])}>
        <Glyph size={22} aria-hidden="true" focusable="false" />
      </span>
      <div className={styles.body}>
        {toast.title && <p className={styles.title}>{toast.title}</p>}
        <p className={styles.message}>{toast.message}</p>
        {toast.action && (
          <Button
            size="sm"
            variant="secondary"
            className={styles.action}
            onClick={() => {
              toast.action?.onClick();
              onDismiss();
            }}
          >
            {toast.action.label}
          </Button>
        )}
      </div>
      <IconButton
        size="sm"
        label={dismissLabel}
        icon={<X size={18} aria-hidden="true" />}
        onClick={onDismiss}
        className={styles.dismiss}
      />
    </div>
  );
}

const noop: ToastApi = { show: () => 0, dismiss: () => {} };

/** Shows short, non-blocking messages: `const toast = useToast(); toast.show({ message })`. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  devWarning(!api, 'useToast', 'no ToastProvider above this component; the toast is not shown.');
  return api ?? noop;
}
