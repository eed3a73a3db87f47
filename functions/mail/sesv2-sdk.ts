/** The parts of the SES v2 SDK the functions use; imported lazily (named, so the bundler drops the rest). */
export { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
