import { GRANT_PASSWORD } from '@bank/api-contract/constants';
import { api } from '@/api/api';
import { PATHS } from '@/access/paths';

/** POST /auth0/login_with_auth0, without interceptors (spec 7): a 401 here is a wrong password, not an expired session. */
export function login(email: string, password: string, tokenV3: string) {
  return api().bare.call('loginWithAuth0', {
    json: {
      grant_type: GRANT_PASSWORD,
      redirect_uri: `${window.location.origin}${PATHS.dashboard}`,
      email,
      password,
      tokenV3,
    },
  });
}
