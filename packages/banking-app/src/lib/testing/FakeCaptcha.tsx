// A stand-in for the ALTCHA widget in unit tests (jsdom has no workers): a check box that yields
// a new payload each time it is ticked, and counts resets. The real widget runs in the e2e journeys.
import { forwardRef, useImperativeHandle, useRef, useState } from 'react';
import type { CaptchaHandle, CaptchaProps } from '@/lib/forms/Captcha';

export const captchaResets = { count: 0 };
let issued = 0;

export const Captcha = forwardRef<CaptchaHandle, CaptchaProps>(function FakeCaptcha(
  { id, label, onChange, error },
  ref,
) {
  const [checked, setChecked] = useState(false);
  const payload = useRef<string | null>(null);
  useImperativeHandle(ref, () => ({
    payload: () => payload.current,
    reset() {
      captchaResets.count += 1;
      setChecked(false);
      payload.current = null;
      onChange?.(null);
    },
  }));
  return (
    <div id={id} tabIndex={-1}>
      <p>{label}</p>
      {error && <p>{error}</p>}
      <label>
        <input
          type="checkbox"
          checked={checked}
          onChange={(e) => {
            setChecked(e.target.checked);
            issued += 1;
            payload.current = e.target.checked ? `payload-${issued}` : null;
            onChange?.(payload.current);
          }}
        />
        I&apos;m not a robot
      </label>
    </div>
  );
});
