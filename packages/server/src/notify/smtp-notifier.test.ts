import { describe, expect, it } from 'vitest';
import type { CodeMessage, Notifier } from './notifier.port.js';
import { composeCodeEmail, SmtpNotifier, type MailTransport } from './smtp-notifier.js';

const message = (overrides: Partial<CodeMessage> = {}): CodeMessage => ({
  channel: 'email',
  to: 'ana@example.com',
  code: '204816',
  purpose: 'login',
  siteName: 'Aurora Signals',
  language: 'en-US',
  ...overrides,
});

const recordingTransport = (): MailTransport & { sent: Parameters<MailTransport['sendMail']>[0][] } => {
  const sent: Parameters<MailTransport['sendMail']>[0][] = [];
  return {
    sent,
    sendMail: (mail) => {
      sent.push(mail);
      return Promise.resolve({});
    },
  };
};

describe('SmtpNotifier', () => {
  it("mails the code from the URL's from address, with subject and text in the recipient's language", async () => {
    const transport = recordingTransport();
    const notifier = new SmtpNotifier('smtp://user:secret@mail.example:587?from=codes%40portal.example', {
      transport,
    });
    await notifier.sendCode(message({ language: 'zh-TW' }));
    expect(transport.sent).toEqual([
      {
        from: 'codes@portal.example',
        to: 'ana@example.com',
        subject: 'Aurora Signals: 驗證碼',
        text: '驗證碼: 204816\n\nAurora Signals\n',
      },
    ]);
  });

  it('defaults the sender to no-reply at the SMTP host', async () => {
    const transport = recordingTransport();
    await new SmtpNotifier('smtps://mail.example', { transport }).sendCode(message());
    expect(transport.sent[0]?.from).toBe('no-reply@mail.example');
  });

  it('hands SMS codes to the SMS notifier: SMTP cannot send them', async () => {
    const transport = recordingTransport();
    const sms: CodeMessage[] = [];
    const smsNotifier: Notifier = {
      sendCode: (m) => {
        sms.push(m);
        return Promise.resolve();
      },
    };
    await new SmtpNotifier('smtp://mail.example', { transport, sms: smsNotifier }).sendCode(
      message({ channel: 'sms', to: '+886912345678' }),
    );
    expect(transport.sent).toHaveLength(0);
    expect(sms.map((m) => m.to)).toEqual(['+886912345678']);
  });

  it('a delivery failure reaches the caller (the code request is then voided)', async () => {
    const failing: MailTransport = { sendMail: () => Promise.reject(new Error('connection refused')) };
    await expect(
      new SmtpNotifier('smtp://mail.example', { transport: failing }).sendCode(message()),
    ).rejects.toThrow('connection refused');
  });
});

describe('composeCodeEmail', () => {
  it('writes English for an unknown language', () => {
    expect(composeCodeEmail(message({ language: 'xx-XX' }))).toEqual({
      subject: 'Aurora Signals: Verification code',
      text: 'Verification code: 204816\n\nAurora Signals\n',
    });
  });
});
