/** A request's body exactly as sent (API Gateway base64-encodes what is not text): what a signature covers. */
import type { APIGatewayProxyEventV2 } from 'aws-lambda';

export function rawBody(event: APIGatewayProxyEventV2): string {
  if (!event.body) return '';
  return event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
}
