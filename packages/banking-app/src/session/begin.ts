// A session begins: the access token (encrypted) and the account kind in storage, the customer
// type asked afresh, the customer's stored language and theme applied. Every way in ends here: a
// login (features/auth/finishLogin.ts), and a registration that proved what a login proves (the
// password and the phone's code: features/registration's OtpCompletePage).
import type { CustomerType, UserType } from '@bank/api-contract';
import { forgetCustomerType } from './customer';
import { applyStoredPreferences } from './preferences';
import { setToken, setUserData, setUserType } from './storage';

/** What a login's (or a registration's) answer says of the session it gives. */
export interface NewSession {
  data: { customer_id: string; user_type: UserType; customer_type: CustomerType | null };
  new_jwt_tokens: { tokens: { access_token: string } };
}

export async function beginSession(answer: NewSession): Promise<void> {
  await setToken(answer.new_jwt_tokens.tokens.access_token);
  setUserType(answer.data.user_type);
  setUserData({
    customer_id: answer.data.customer_id,
    user_type: answer.data.user_type,
    customer_type: answer.data.customer_type,
  });
  forgetCustomerType();
  // Before the first screen shows, so it shows in the customer's language and theme.
  await applyStoredPreferences();
}
