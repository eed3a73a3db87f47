/** What every provider of the payment sandbox is given. */
export interface SandboxCredentials {
  stripe: { publishableKey: string; secretKey: string; webhookSecret: string };
  paypal: { clientId: string; clientSecret: string; webhookId: string };
  sslcommerz: { storeId: string; storePassword: string };
}

export interface SandboxContext {
  /** The sandbox's own origin (hosted pages). */
  origin: string;
  /** The marketplace's origin, where notifications go. */
  siteUrl: string;
  credentials: SandboxCredentials;
  /** PEM private key the PayPal webhooks are signed with (its certificate is served at their cert URL). */
  paypalSigningKey: string;
  log: (line: string) => void;
}
