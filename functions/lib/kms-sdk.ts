/** The parts of the KMS SDK the functions use; imported lazily (named, so the bundler drops the rest). */
export { DecryptCommand, GenerateDataKeyCommand, KMSClient } from '@aws-sdk/client-kms';
