/** SES v2 SendEmail with the SDK's client, loaded on the first mail sent through SES. */
import { lazyClient, SDK_REQUEST_HANDLER } from '../lib/sdk-client';

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
}

const ses = lazyClient(
  () => import('./sesv2-sdk'),
  (sdk) => new sdk.SESv2Client({ requestHandler: SDK_REQUEST_HANDLER }),
);

/** Sends one mail; answers SES's message id. */
export async function sendWithSes(mail: OutgoingMail): Promise<string> {
  const { sdk, client } = await ses();
  const out = await client.send(
    new sdk.SendEmailCommand({
      FromEmailAddress: mail.from,
      Destination: { ToAddresses: [mail.to] },
      Content: {
        Simple: {
          Subject: { Data: mail.subject, Charset: 'UTF-8' },
          Body: { Text: { Data: mail.text, Charset: 'UTF-8' }, Html: { Data: mail.html, Charset: 'UTF-8' } },
          ...(mail.headers ? { Headers: Object.entries(mail.headers).map(([Name, Value]) => ({ Name, Value })) } : {}),
        },
      },
    }),
  );
  return out.MessageId ?? '';
}
