// The refresh-token cookie: httpOnly, Secure, SameSite from the configuration, scoped to the
// customer calls' path (the contract's REFRESH_COOKIE).
import { REFRESH_COOKIE } from '@bank/api-contract';
import type { FastifyReply } from 'fastify';
import type { Config } from '../config';

export function setRefreshCookie(
  config: Pick<Config, 'cookieSameSite' | 'refreshTokenTtl'>,
  reply: FastifyReply,
  token: string,
): void {
  reply.setCookie(REFRESH_COOKIE.name, token, {
    httpOnly: true,
    secure: true,
    sameSite: config.cookieSameSite,
    path: REFRESH_COOKIE.path,
    maxAge: config.refreshTokenTtl,
  });
}

export function clearRefreshCookie(
  config: Pick<Config, 'cookieSameSite'>,
  reply: FastifyReply,
): void {
  reply.clearCookie(REFRESH_COOKIE.name, {
    httpOnly: true,
    secure: true,
    sameSite: config.cookieSameSite,
    path: REFRESH_COOKIE.path,
  });
}
