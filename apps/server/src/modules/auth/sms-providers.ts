import type { Deps } from '../../core/deps.js';
import type { Metrics } from '../../core/metrics.js';
import { OutboxSmsProvider, SmsSendError, type SmsProvider } from './sms.js';
import { TwilioSmsProvider } from './sms-twilio.js';

/**
 * The gateway SMS_PROVIDER names (docs/sms.md). config.ts has already refused SMS_PROVIDER=twilio without
 * its credentials and sender. The outbox in production starts, for the demo, but says loudly that no phone
 * gets a code.
 */
export function createSmsProvider(deps: Pick<Deps, 'config' | 'database' | 'log'>): SmsProvider {
  const c = deps.config;
  if (c.SMS_PROVIDER === 'twilio') {
    if (c.TWILIO_API_BASE && c.NODE_ENV === 'production') {
      deps.log.warn({ apiBase: c.TWILIO_API_BASE }, 'TWILIO_API_BASE is set in production: SMS go to this address, not to Twilio (it is meant for tests)');
    }
    return new TwilioSmsProvider(
      {
        accountSid: required(c.TWILIO_ACCOUNT_SID, 'TWILIO_ACCOUNT_SID'),
        authToken: required(c.TWILIO_AUTH_TOKEN, 'TWILIO_AUTH_TOKEN'),
        from: c.TWILIO_FROM,
        messagingServiceSid: c.TWILIO_MESSAGING_SERVICE_SID,
        apiBase: c.TWILIO_API_BASE,
      },
      deps.log,
    );
  }
  if (c.NODE_ENV === 'production') {
    deps.log.warn(
      'SMS_PROVIDER=outbox in production: login and sign-up codes are NOT sent to any phone, only written to the sms_outbox table and this log. ' +
        'Fine for a demo; for real users set SMS_PROVIDER=twilio (docs/sms.md).',
    );
  }
  return new OutboxSmsProvider(deps.database.db, deps.log);
}

function required(value: string | undefined, name: string): string {
  if (!value) throw new Error(`${name} is required when SMS_PROVIDER=twilio`);
  return value;
}

/**
 * The provider, counting each send in `haiwai_sms_sends_total{provider, outcome}` (docs/operations.md): sent, or the
 * gateway's refusal (bad_number, cannot_receive, unavailable), or error (anything else it threw).
 */
export function countedSends(provider: SmsProvider, metrics: Metrics): SmsProvider {
  const sends = metrics.counter({ name: 'haiwai_sms_sends_total', help: 'SMS sends by provider and outcome (sent, bad_number, cannot_receive, unavailable, error)', labelNames: ['provider', 'outcome'] });
  return {
    name: provider.name,
    async send(msg) {
      try {
        await provider.send(msg);
        sends.labels(provider.name, 'sent').inc();
      } catch (err) {
        sends.labels(provider.name, err instanceof SmsSendError ? err.kind : 'error').inc();
        throw err;
      }
    },
  };
}
