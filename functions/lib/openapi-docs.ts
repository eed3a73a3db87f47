/**
 * The API reference page: Scalar's standalone bundle reading /api/openapi.json. The bundle is
 * served from this origin (no CDN), so the page works offline on the local stack.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { pathOf } from '../../shared/api/call';
import { getApiDocsScriptRoute } from '../../shared/api/routes/docs';

/** The API's name in the document and on its reference page. */
export const OPENAPI_TITLE = 'Music marketplace API';

const [[SCALAR_BUNDLE_FILE, SCALAR_PACKAGE_FILE]] = Object.entries(getApiDocsScriptRoute.bundleFiles) as [[string, string]];

/** Scalar without the parts that call scalar.com (fonts, AI agent, registry, developer tools). */
const SCALAR_CONFIGURATION = {
  withDefaultFonts: false,
  hideClientButton: true,
  showDeveloperTools: 'never',
  agent: { disabled: true },
};

/** No inline script, so the page's CSP can stay `script-src 'self'`. */
export function apiDocsPage(): string {
  const configuration = JSON.stringify(SCALAR_CONFIGURATION).replace(/"/g, '&quot;');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${OPENAPI_TITLE} reference</title>
</head>
<body>
<script id="api-reference" data-url="${pathOf('getOpenApi')}" data-configuration="${configuration}"></script>
<script src="${pathOf('getApiDocsScript')}"></script>
</body>
</html>
`;
}

let script: Promise<string> | undefined;

/**
 * The standalone bundle (~3.5 MB): next to the deployed function, where bundling copies it, or
 * from node_modules on the local stack. Read once per container, only by the docs script route.
 */
export function scalarScript(): Promise<string> {
  script ??= readFile(new URL(`./${SCALAR_BUNDLE_FILE}`, import.meta.url), 'utf8').catch(() =>
    readFile(createRequire(import.meta.url).resolve(SCALAR_PACKAGE_FILE), 'utf8'),
  );
  return script;
}
