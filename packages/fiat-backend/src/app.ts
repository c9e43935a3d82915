// The Fastify server: security headers, CORS, cookies, the one error body, every contract call,
// the OpenAPI document and (when STATIC_DIR is set) the built single-page app.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { Writable } from 'node:stream';
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import helmet, { type HelmetOptions } from 'helmet';
import fastifyStatic from '@fastify/static';
import { FIAT_BASE_PATH, HEADERS } from '@bank/api-contract';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply } from 'fastify';
import type { Config } from './config';
import type { AppContext } from './context';
import { isDataException } from './db/errors';
import { ApiError } from './http/errors';
import { authRoutes } from './modules/auth/routes';
import { customerRoutes } from './modules/customers/routes';
import { passwordRoutes } from './modules/password/routes';
import { registrationRoutes } from './modules/registration/routes';
import { securityRoutes } from './modules/security/routes';
import { passkeyRoutes } from './modules/passkeys/routes';
import { approvalRoutes } from './modules/approvals/routes';
import { bulkRoutes } from './modules/bulk/routes';
import { payrollRoutes } from './modules/payroll/routes';
import { systemRoutes } from './modules/system/routes';
import { beneficiaryRoutes } from './modules/beneficiaries/routes';
import { cryptoRoutes } from './modules/crypto/routes';
import { feeRoutes } from './modules/fees/routes';
import { fxRoutes } from './modules/fx/routes';
import { historyRoutes } from './modules/history/routes';
import { reviewRoutes } from './modules/reviews/routes';
import { simulationRoutes } from './modules/simulations/routes';
import { statementRoutes } from './modules/statements/routes';
import { subaccountRoutes } from './modules/subaccounts/routes';
import { topupRoutes } from './modules/topups/routes';
import { transferRoutes } from './modules/transfers/routes';
import { instantRoutes } from './modules/instant/routes';
import { requestRoutes } from './modules/requests/routes';
import { notificationRoutes } from './modules/notifications/routes';
import { standingOrderRoutes } from './modules/standing/routes';
import { walletRoutes } from './modules/wallets/routes';
import { kycRoutes } from './modules/kyc/routes';
import { settingsRoutes } from './modules/settings/routes';

/** CSP source expressions (`'sha256-…'`) for the inline scripts of the app's HTML files. */
function inlineScriptHashes(staticDir: string | undefined): string[] {
  if (!staticDir || !existsSync(staticDir)) return [];
  const hashes = new Set<string>();
  for (const file of readdirSync(staticDir).filter((f) => f.endsWith('.html'))) {
    const html = readFileSync(path.join(staticDir, file), 'utf8');
    for (const m of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
      if (m[1])
        hashes.add(`'sha256-${createHash('sha256').update(m[1], 'utf8').digest('base64')}'`);
    }
  }
  return [...hashes].sort();
}

/** Paths whose values never reach a log line. */
const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.otp_code',
  '*.code',
  '*.token',
  '*.tokenV3',
  '*.mfa_token',
  '*.update_token',
  '*.registration_token',
  '*.access_token',
  '*.refresh_token',
  '*.secret',
  '*.recovery_codes',
  '*.card',
  '*.number',
  '*.cvc',
];

/** The headers helmet's middleware sets with these options (it sets the same ones on every response). */
function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader(name: string, value: unknown) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return headers;
}

export interface BuildOptions {
  /** Where structured logs go (tests capture them); stdout by default. */
  logStream?: Writable;
}

/**
 * The Fastify server without its calls: logger, JSON parser, security headers, CORS, cookies, the one
 * error body. The start-up builds the context with its logger, then `registerCalls` adds the calls.
 */
export async function createApp(
  config: Config,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  let security: Record<string, string> = {};
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
      serializers: {
        // The query string may carry identifiers; log the path only, and never a pay link's token
        // (whoever reads the logs could pay, or see, the request).
        req: (req) => ({
          method: req.method,
          url: (String(req.url).split('?')[0] ?? '').replace(
            /\/(pay_links|pay)\/[^/]+/,
            '/$1/[token]',
          ),
          remoteAddress: req.ip,
        }),
      },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    trustProxy: config.trustProxy,
    bodyLimit: 64 * 1024,
    genReqId: () => crypto.randomUUID(),
    // Failures before routing (a path that is not valid percent-encoded UTF-8, such as a lone
    // surrogate, or an overlong parameter) get the one error body too; Fastify's own is another shape.
    // Requests Node's HTTP parser refuses before Fastify sees them (an address or headers over
    // 16 KB, bytes that are not HTTP) get the one error body too, and say the connection closes.
    clientErrorHandler: (error, socket) => {
      const code = (error as { code?: string }).code;
      if (code === 'ECONNRESET' || !socket.writable) {
        socket.destroy();
        return;
      }
      const apiError =
        code === 'HPE_HEADER_OVERFLOW'
          ? new ApiError(
              'request_header_too_large',
              'The address or the headers of this request are too long (the limit is 16 KB).',
            )
          : new ApiError('validation_error', 'This request is not valid HTTP.');
      const body = JSON.stringify(apiError.body());
      socket.end(
        `HTTP/1.1 ${apiError.status} ${apiError.status === 431 ? 'Request Header Fields Too Large' : 'Bad Request'}\r\n` +
          'Connection: close\r\nContent-Type: application/json; charset=utf-8\r\nX-Content-Type-Options: nosniff\r\n' +
          `Cache-Control: no-store\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
      );
    },
    frameworkErrors: (_error, _request, reply) => {
      const message = 'The address of this request is not valid: a part of it is not valid text.';
      void (reply as FastifyReply)
        .headers(security)
        .header('cache-control', 'no-store')
        .status(400)
        .send(new ApiError('validation_error', message, { fields: { path: message } }).body());
    },
  });
  // JSON bodies; an empty body is "no body" (the spec's refresh and isauthorised send none).
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(new ApiError('invalid_json', 'The request body is not valid JSON.'), undefined);
    }
  });

  // Security headers (helmet's, with a strict CSP). They depend on the configuration only, so they
  // are worked out once here and set on every reply; @fastify/helmet built helmet's middleware
  // again on every request (a few per cent of a transfer's server time).
  security = securityHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // The app's pages carry small inline scripts (the prerendered pages' loader, the landing
        // pages' preloads): each is allowed by its hash, read from the built files at start.
        scriptSrc: ["'self'", ...inlineScriptHashes(config.staticDir)],
        workerSrc: ["'self'", 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(config.env === 'production' ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    hsts: config.env === 'production' ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(security);
    done();
  });
  // Only an allowed origin gets CORS headers at all (allow-origin and allow-credentials); any other
  // origin, and a preflight from it, gets none (the plugin sends allow-credentials to every origin
  // when `origin` is a list).
  const allowedOrigins = new Set(config.corsOrigins.map((o) => new URL(o).origin));
  await app.register(cors, {
    origin: (origin, done) => done(null, origin !== undefined && allowedOrigins.has(origin)),
    credentials: true,
    methods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Content-Type', HEADERS.authorization, HEADERS.frontend, HEADERS.clientOrigin],
    // A file's name (statements, documents, a payroll month's SIF) for an app on another origin.
    exposedHeaders: ['Content-Disposition'],
    maxAge: 600,
  });
  await app.register(cookie);

  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith(FIAT_BASE_PATH) && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
  });

  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    let apiError: ApiError;
    if (error instanceof ApiError) apiError = error;
    else if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE')
      apiError = new ApiError('unsupported_media_type', 'Send the body as application/json.');
    else if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
      apiError = new ApiError('payload_too_large', 'The request body is too large.');
    else if (
      error.code === 'FST_ERR_CTP_INVALID_CONTENT_LENGTH' ||
      error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
    )
      apiError = new ApiError('invalid_json', 'The request body is not valid JSON.');
    else if (
      typeof error.statusCode === 'number' &&
      error.statusCode >= 400 &&
      error.statusCode < 500
    )
      apiError = new ApiError('validation_error', 'The request is not valid.');
    else if (isDataException(error)) {
      // The database refused a value (a figure past bigint's range, a date before any calendar
      // it keeps): the request's data, not the server, is at fault. Logged, as a check missed it.
      request.log.warn({ err: error }, 'data exception from the database');
      apiError = new ApiError(
        'value_out_of_range',
        'A figure or date in this request is outside what the bank can process. Check the amounts and dates, and try again.',
      );
    } else {
      request.log.error({ err: error }, 'unhandled error');
      apiError = new ApiError(
        'internal_error',
        'Internal Server Error - Something went wrong on the server.',
      );
    }
    if (apiError.status === 429 && apiError.extra.retryAt) {
      const seconds = apiError.body().error.retry_after_seconds ?? 1;
      reply.header('retry-after', String(Math.max(1, seconds)));
    }
    if (apiError.status >= 500 && error instanceof ApiError)
      request.log.error({ code: apiError.code }, apiError.message);
    reply.status(apiError.status).send(apiError.body());
  });
  return app;
}

/** Every area's calls, the built app (STATIC_DIR) and the not-found answer. */
export async function registerCalls(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { config } = ctx;
  systemRoutes(app, ctx);
  authRoutes(app, ctx);
  customerRoutes(app, ctx);
  securityRoutes(app, ctx);
  passkeyRoutes(app, ctx);
  approvalRoutes(app, ctx);
  bulkRoutes(app, ctx);
  payrollRoutes(app, ctx);
  registrationRoutes(app, ctx);
  passwordRoutes(app, ctx);
  walletRoutes(app, ctx);
  beneficiaryRoutes(app, ctx);
  topupRoutes(app, ctx);
  transferRoutes(app, ctx);
  instantRoutes(app, ctx);
  requestRoutes(app, ctx);
  notificationRoutes(app, ctx);
  standingOrderRoutes(app, ctx);
  fxRoutes(app, ctx);
  cryptoRoutes(app, ctx);
  historyRoutes(app, ctx);
  statementRoutes(app, ctx);
  reviewRoutes(app, ctx);
  subaccountRoutes(app, ctx);
  feeRoutes(app, ctx);
  kycRoutes(app, ctx);
  settingsRoutes(app, ctx);
  simulationRoutes(app, ctx, ctx.rail);

  const staticDir = config.staticDir;
  if (staticDir) {
    await app.register(fastifyStatic, {
      root: staticDir,
      wildcard: true,
      index: ['index.html'],
      // The app's build writes .br and .gz beside each text file: served as the browser accepts.
      preCompressed: true,
      // Hashed assets never change; pages are revalidated so a new release shows at once.
      setHeaders(res, filePath) {
        res.header(
          'cache-control',
          /[\\/]assets[\\/]/.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  /** The page for a path of the app: its prerendered `<path>.html`, else the shell (`app.html`, or `index.html` in older builds). */
  const appPage = (url: string): string | undefined => {
    if (!staticDir) return undefined;
    const pathname = url.split(/[?#]/)[0] ?? '/';
    if (/^(\/[A-Za-z0-9_-]+)+\/?$/.test(pathname)) {
      const prerendered = `${pathname.replace(/\/+$/, '').slice(1)}.html`;
      if (existsSync(path.join(staticDir, prerendered))) return prerendered;
    }
    return ['app.html', 'index.html'].find((file) => existsSync(path.join(staticDir, file)));
  };

  app.setNotFoundHandler((request, reply) => {
    const isApi =
      request.url === FIAT_BASE_PATH ||
      request.url.startsWith(`${FIAT_BASE_PATH}/`) ||
      request.url.startsWith('/api/');
    const wantsHtml = String(request.headers.accept ?? '').includes('text/html');
    const page =
      !isApi && (request.method === 'GET' || request.method === 'HEAD') && wantsHtml
        ? appPage(request.url)
        : undefined;
    if (page) {
      return reply
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .sendFile(page);
    }
    const body = new ApiError(
      'not_found',
      `No ${request.method} ${request.url.split('?')[0]} here.`,
    ).body();
    return reply.status(404).send(body);
  });
}
