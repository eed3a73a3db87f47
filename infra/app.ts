import { App } from 'aws-cdk-lib';
import { MarketplaceStack } from './marketplace-stack';

const app = new App();

// Environment-agnostic (synth works offline, no credentials) unless the CLI resolved an account.
const account = process.env.CDK_DEFAULT_ACCOUNT;
new MarketplaceStack(app, 'MusicMarketplace', {
  description: 'Serverless music marketplace: CloudFront + S3 SPA, HTTP API + Lambda, DynamoDB, S3 media',
  env: account ? { account, region: process.env.CDK_DEFAULT_REGION } : undefined,
});

app.synth();
