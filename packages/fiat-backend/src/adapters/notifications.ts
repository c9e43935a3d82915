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
}

export class OutboxNotifier implements Notifier {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly print?: (line: string) => void,
  ) {}

  async send(message: Message): Promise<void> {
    await this.db
      .insertInto('outbox')
      .values({
        id: crypto.randomUUID(),
        channel: message.channel,
        recipient: message.to,
        subject: message.subject ?? null,
        body: message.text,
        created_at: this.clock.now(),
      })
      .execute();
    // Development only: shown on the console, outside the structured (redacted) logs.
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

  send(message: Message): Promise<void> {
    if (message.channel !== 'email') return this.inner.send(message);
    return this.inner.send({ ...message, text: `${message.text}\n\n${this.bankName}` });
  }
}

/** Routes each channel to its adapter. */
export class ChannelRouter implements Notifier {
  constructor(private readonly routes: Record<Channel, Notifier>) {}

  send(message: Message): Promise<void> {
    return this.routes[message.channel].send(message);
  }
}
