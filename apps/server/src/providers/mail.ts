import type { MailMessage, MailProvider } from './index.ts';
import type { Outbox } from './outbox.ts';

/** The built-in mail server: the message lands in the outbox instead of in a mailbox. */
export class OutboxMailProvider implements MailProvider {
  constructor(private readonly outbox: Outbox) {}

  async send(message: MailMessage): Promise<void> {
    await this.outbox.write({ channel: 'MAIL', recipient: message.to, subject: message.subject, body: message.text });
  }
}
