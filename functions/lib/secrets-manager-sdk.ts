/** The parts of the Secrets Manager SDK the functions use; imported lazily (named, so the bundler drops the rest). */
export { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
