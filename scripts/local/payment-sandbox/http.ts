/** Small HTTP helpers shared by the sandbox's three providers. */
import type { IncomingMessage, ServerResponse } from 'node:http';

export async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > 1_000_000) throw new Error('request body too large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

export function sendHtml(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  res.end(html);
}

export function redirect(res: ServerResponse, location: string): void {
  res.writeHead(303, { location, 'cache-control': 'no-store' });
  res.end();
}

/**
 * Stripe's form encoding (`line_items[0][price_data][currency]=usd`, `metadata[orderId]=7`) into
 * nested objects; numeric keys make arrays.
 */
export function parseBracketForm(body: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [name, value] of new URLSearchParams(body)) {
    const parts = name.split(/\[|\]\[|\]/).filter((p) => p !== '');
    let node: Record<string, unknown> | unknown[] = root;
    parts.forEach((part, i) => {
      const last = i === parts.length - 1;
      const key: string | number = Array.isArray(node) ? Number(part) : part;
      const container = node as Record<string | number, unknown>;
      if (last) container[key] = value;
      else {
        container[key] ??= /^\d+$/.test(parts[i + 1]!) ? [] : {};
        node = container[key] as Record<string, unknown> | unknown[];
      }
    });
  }
  return root;
}

export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The hosted page of every provider: what is paid, and Pay / Fail buttons that post back here. */
export function hostedPage(opts: { provider: string; title: string; amount: string; action: string; extra?: string }): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(opts.provider)} sandbox checkout</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:4rem auto;padding:0 1rem}
.card{border:1px solid #ccc;border-radius:12px;padding:1.5rem}button{font-size:1rem;padding:.6rem 1.4rem;margin-right:.5rem;border-radius:8px;border:0;cursor:pointer}
.pay{background:#635bff;color:#fff}.fail{background:#eee}</style></head>
<body><div class="card"><p><strong>${escapeHtml(opts.provider)} sandbox</strong>: no real money moves.</p>
<h1>${escapeHtml(opts.title)}</h1><p data-testid="sandbox-amount">${escapeHtml(opts.amount)}</p>
<form method="post" action="${escapeHtml(opts.action)}">${opts.extra ?? ''}
<button class="pay" type="submit" name="outcome" value="pay">Pay</button>
<button class="fail" type="submit" name="outcome" value="fail">Fail</button>
</form></div></body></html>`;
}

/** POSTs a notification to the app, retrying a few times as providers do; resolves to the last status (0: unreachable). */
export async function deliver(url: string, init: RequestInit, log: (line: string) => void): Promise<number> {
  let status = 0;
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const res = await fetch(url, { ...init, method: 'POST', signal: AbortSignal.timeout(30_000) });
      status = res.status;
      await res.arrayBuffer();
      if (res.ok) return status;
    } catch (error) {
      log(`payment sandbox: could not deliver to ${url}: ${(error as Error).message}`);
    }
    await new Promise((r) => setTimeout(r, 200 * (attempt + 1)));
  }
  log(`payment sandbox: ${url} answered ${status}`);
  return status;
}
