// Profile and settings: the profile, the e-mail and phone changes, language, theme and notifications.
import {
  confirmEmailChange,
  confirmPhoneChange,
  getSettings,
  startEmailChange,
  startPhoneChange,
  updateNotifications,
  updatePreferences,
  updateProfile,
  verifyEmailChange,
} from '@bank/api-contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { registerCall } from '../../http/route';
import { withStepUp } from '../passkeys/step-up';
import {
  beginEmailChange,
  beginPhoneChange,
  checkEmailCode,
  finishEmailChange,
  finishPhoneChange,
} from './contact';
import { changeProfile, notifications, preferences, settings } from './settings';

export function settingsRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerCall(app, ctx.sessions, updateProfile, (input) => changeProfile(ctx, input));
  registerCall(
    app,
    ctx.sessions,
    startEmailChange,
    withStepUp(ctx, 'change_email', (input) => beginEmailChange(ctx, input)),
  );
  registerCall(app, ctx.sessions, verifyEmailChange, (input) => checkEmailCode(ctx, input));
  registerCall(app, ctx.sessions, confirmEmailChange, (input) => finishEmailChange(ctx, input));
  registerCall(
    app,
    ctx.sessions,
    startPhoneChange,
    withStepUp(ctx, 'change_phone', (input) => beginPhoneChange(ctx, input)),
  );
  registerCall(app, ctx.sessions, confirmPhoneChange, (input) => finishPhoneChange(ctx, input));
  registerCall(app, ctx.sessions, getSettings, (input) => settings(ctx, input));
  registerCall(app, ctx.sessions, updatePreferences, (input) => preferences(ctx, input));
  registerCall(app, ctx.sessions, updateNotifications, (input) => notifications(ctx, input));
}
