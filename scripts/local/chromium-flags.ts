/**
 * Flags for headless Chromium on these machines (tests and Lighthouse). The network is closed,
 * so background services would only fail their connections; the sandbox needs user namespaces
 * that root in a container does not have.
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
