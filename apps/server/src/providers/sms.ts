import type { SmsMessage, SmsProvider } from './index.ts';
import type { Outbox } from './outbox.ts';

/** The built-in SMS "gateway": the message lands in the outbox instead of on a phone. */
export class OutboxSmsProvider implements SmsProvider {
  constructor(private readonly outbox: Outbox) {}

  async send(message: SmsMessage): Promise<void> {
    await this.outbox.write({ channel: 'SMS', recipient: message.to, subject: '', body: message.text });
  }
}
