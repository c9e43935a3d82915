// Notifications: one interface for e-mail, SMS and WhatsApp. Adapters: the development outbox
// (kept in the database, readable at /api/fiat/dev/outbox, printed to the console; refused in
// production by the configuration), SMTP through nodemailer, and an HTTP webhook for SMS and
// WhatsApp gateways.
import type { Kysely } from 'kysely';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';

export type Channel = 'email' | 'sms' | 'whatsapp';

export interface Message {
  channel: Channel;
  to: string;
  subject?: string;
  text: string;
}

export interface Notifier {
  send(message: Message): Promise<void>;
  /**
   * Many messages at once (the notification centre's batches): the outbox writes them in one
   * insert. Optional: `sendAll` sends one by one through `send` when an adapter has none.
   */
  sendMany?(messages: Message[]): Promise<void>;
}

/**
 * Sends every message: by the adapter's `sendMany` when it has one, else one by one, each tried even
 * when one before failed (the first failure is thrown at the end).
 */
export async function sendAll(notifier: Notifier, messages: Message[]): Promise<void> {
  if (!messages.length) return;
  if (notifier.sendMany) return notifier.sendMany(messages);
  let failed: { error: unknown } | undefined;
  for (const message of messages) {
    try {
      await notifier.send(message);
    } catch (error) {
      failed ??= { error };
    }
  }
  if (failed) throw failed.error;
}

export class OutboxNotifier implements Notifier {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly print?: (line: string) => void,
  ) {}

  send(message: Message): Promise<void> {
    return this.sendMany([message]);
  }

  /** One insert for all of them. */
  async sendMany(messages: Message[]): Promise<void> {
    if (!messages.length) return;
    const at = this.clock.now();
    await this.db
      .insertInto('outbox')
      .values(
        messages.map((message) => ({
          id: crypto.randomUUID(),
          channel: message.channel,
          recipient: message.to,
          subject: message.subject ?? null,
          body: message.text,
          created_at: at,
        })),
      )
      .execute();
    // Development only: shown on the console, outside the structured (redacted) logs.
    for (const message of messages)
      this.print?.(
        `\n── dev outbox · ${message.channel} to ${message.to}${message.subject ? ` · ${message.subject}` : ''} ──\n${message.text}\n`,
      );
  }
}

export class SmtpNotifier implements Notifier {
  private readonly transport: Transporter;
  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(smtpUrl);
  }

  async send(message: Message): Promise<void> {
    if (message.channel !== 'email') throw new Error('The SMTP adapter sends e-mail only');
    await this.transport.sendMail({
      from: this.from,
      to: message.to,
      subject: message.subject ?? '',
      text: message.text,
    });
  }

  close(): void {
    this.transport.close();
  }
}

/** SMS and WhatsApp through a gateway's HTTP endpoint: POST { channel, to, text }. */
export class WebhookNotifier implements Notifier {
  constructor(private readonly url: string) {}

  async send(message: Message): Promise<void> {
    const response = await fetch(this.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ channel: message.channel, to: message.to, text: message.text }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`The ${message.channel} gateway answered ${response.status}`);
  }
}

/**
 * Signs every e-mail with the bank's name, whichever adapter sends it: a customer checks who wrote
 * before trusting a link or a warning. SMS and WhatsApp texts name the bank in their first words.
 */
export class SignedNotifier implements Notifier {
  constructor(
    private readonly inner: Notifier,
    private readonly bankName: string,
  ) {}

  private signed(message: Message): Message {
    if (message.channel !== 'email') return message;
    return { ...message, text: `${message.text}\n\n${this.bankName}` };
  }

  send(message: Message): Promise<void> {
    return this.inner.send(this.signed(message));
  }

  sendMany(messages: Message[]): Promise<void> {
    return sendAll(
      this.inner,
      messages.map((m) => this.signed(m)),
    );
  }
}

/** Routes each channel to its adapter. */
export class ChannelRouter implements Notifier {
  constructor(private readonly routes: Record<Channel, Notifier>) {}

  send(message: Message): Promise<void> {
    return this.routes[message.channel].send(message);
  }

  /** Each adapter's share at once (the outbox behind several channels: one insert). */
  async sendMany(messages: Message[]): Promise<void> {
    const shares = new Map<Notifier, Message[]>();
    for (const m of messages) {
      const adapter = this.routes[m.channel];
      const share = shares.get(adapter);
      if (share) share.push(m);
      else shares.set(adapter, [m]);
    }
    const results = await Promise.allSettled(
      [...shares].map(([adapter, share]) => sendAll(adapter, share)),
    );
    const failed = results.find((r) => r.status === 'rejected');
    if (failed) throw failed.reason;
  }
}
