/**
 * SES v2 SendEmail as one signed request (`callAws`): `@aws-sdk/client-sesv2` was 113 KB of every
 * mail-sending handler's bundle (sign-up, password reset, approvals, contact) for this one call.
 */
import { callAws } from '../lib/aws-json';

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
}

/** Sends one mail; answers SES's message id. */
export async function sendWithSes(mail: OutgoingMail, env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const out = await callAws<{ MessageId?: string }>(
    {
      service: 'ses',
      host: 'email',
      endpointEnv: 'AWS_ENDPOINT_URL_SESV2',
      path: '/v2/email/outbound-emails',
      headers: { 'content-type': 'application/json' },
      body: {
        FromEmailAddress: mail.from,
        Destination: { ToAddresses: [mail.to] },
        Content: {
          Simple: {
            Subject: { Data: mail.subject, Charset: 'UTF-8' },
            Body: { Text: { Data: mail.text, Charset: 'UTF-8' }, Html: { Data: mail.html, Charset: 'UTF-8' } },
            ...(mail.headers ? { Headers: Object.entries(mail.headers).map(([Name, Value]) => ({ Name, Value })) } : {}),
          },
        },
      },
    },
    env,
  );
  return out.MessageId ?? '';
}
