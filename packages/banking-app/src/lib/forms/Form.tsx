// The app's <form>: its controls are disabled until the app is live (see useHydrated), so a
// prerendered form can't be typed into, autofilled or submitted before React listens to it.
// Drawn by the app itself (every visit but a first-time English one to a prerendered page), it is
// live from its first render.
import type { FormHTMLAttributes } from 'react';
import { useHydrated } from '@/lib/useHydrated';
import * as styles from './Form.css';

export function Form({ children, ...props }: FormHTMLAttributes<HTMLFormElement>) {
  const hydrated = useHydrated();
  return (
    <form {...props} aria-busy={hydrated ? undefined : true}>
      <fieldset className={styles.plain} disabled={!hydrated}>
        {children}
      </fieldset>
    </form>
  );
}
