import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { VendorConfig } from './config.ts';
import { GameService, PlayError } from './game-service.ts';
import { ChatRooms } from './chat.ts';
import { chatPage, gamePage, pageLanguage } from './page.ts';
import { PlatformClient } from './platform-client.ts';

const BODY_LIMIT = 16 * 1024;

/** The Arabic-script subset of Noto Sans Arabic (variable weight), read once when first asked for. */
let arabicFont: Buffer | undefined;
const fontFile = () => {
  arabicFont ??= readFileSync(createRequire(import.meta.url).resolve('@fontsource-variable/noto-sans-arabic/files/noto-sans-arabic-arabic-wght-normal.woff2'));
  return arabicFont;
};

export interface VendorService {
  server: Server;
  games: GameService;
  /** Starts listening; resolves with the address it listens on. */
  listen(): Promise<{ port: number; url: string }>;
  close(): Promise<void>;
}

class BadRequest extends Error {}

function readBody(request: IncomingMessage): Promise<unknown> {
  return new Promise((resolve, reject) => {
    let size = 0;
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > BODY_LIMIT) {
        reject(new BadRequest('body too large'));
        request.destroy();
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => {
      try {
        resolve(JSON.parse(Buffer.concat(chunks).toString('utf8') || 'null'));
      } catch {
        reject(new BadRequest('body is not JSON'));
      }
    });
    request.on('error', reject);
  });
}

function sendJson(response: ServerResponse, status: number, body: unknown) {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    'content-length': Buffer.byteLength(text),
  });
  response.end(text);
}

const str = (value: unknown, max = 200) => (typeof value === 'string' && value.length <= max ? value : '');

/**
 * The demo vendor's HTTP service: its game pages, the calls those pages make (open a session,
 * play a round) and a health check. Rounds are settled with the platform from here, server to
 * server, never from the browser.
 */
export function createVendorService(config: VendorConfig): VendorService {
  const games = new GameService(new PlatformClient(config));
  const chats = new ChatRooms();
  const frameAncestors = config.frameAncestors.join(' ');
  // form-action 'self': the chat room's form is sent by its own script, yet with 'none' Chromium
  // 156.0.8078.108 sent nothing when the form was submitted (earlier builds did).
  const pageHeaders = (nonce: string) => ({
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    'content-security-policy': `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; font-src 'self'; connect-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'self'; frame-ancestors ${frameAncestors}`,
  });

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://vendor.local');
    const method = request.method ?? 'GET';

    if (method === 'GET' && url.pathname === '/favicon.ico') {
      response.writeHead(204, { 'cache-control': 'public, max-age=86400' });
      return response.end();
    }
    if (method === 'GET' && url.pathname === '/fonts/arabic.woff2') {
      response.writeHead(200, { 'content-type': 'font/woff2', 'cache-control': 'public, max-age=31536000, immutable', 'x-content-type-options': 'nosniff' });
      return response.end(fontFile());
    }
    if (method === 'GET' && url.pathname === '/healthz') return sendJson(response, 200, { ok: true, service: 'demo-vendor', pendingSettlements: games.pendingCount });

    const game = /^\/game\/([A-Za-z0-9_.-]{1,60})$/.exec(url.pathname);
    if (method === 'GET' && game?.[1]) {
      const nonce = randomBytes(16).toString('base64');
      const html = gamePage({ gameCode: game[1], lang: url.searchParams.get('lang'), nonce });
      response.writeHead(200, pageHeaders(nonce));
      return response.end(html);
    }

    const chat = /^\/chat\/([A-Za-z0-9_-]{1,60})$/.exec(url.pathname);
    if (method === 'GET' && chat?.[1]) {
      const nonce = randomBytes(16).toString('base64');
      const q = url.searchParams;
      const html = chatPage({ modelId: chat[1], dealer: (q.get('dealer') ?? '').slice(0, 40) || 'Dealer', lang: q.get('lang'), online: q.get('online') !== '0', nonce });
      response.writeHead(200, pageHeaders(nonce));
      return response.end(html);
    }

    const room = /^\/api\/chat\/([A-Za-z0-9_-]{1,60})$/.exec(url.pathname);
    if (room?.[1] && method === 'GET') {
      const after = Number(url.searchParams.get('after') ?? 0);
      return sendJson(response, 200, { success: true, code: 'OK', message: 'OK', value: { messages: chats.read(room[1], Number.isSafeInteger(after) ? after : 0) } });
    }
    if (room?.[1] && method === 'POST') {
      try {
        const body = ((await readBody(request)) ?? {}) as Record<string, unknown>;
        const messages = chats.post(room[1], { author: str(body.author, 100), text: str(body.text, 1000), dealerName: str(body.dealer, 100), lang: pageLanguage(str(body.lang, 2)) });
        if (!messages) return sendJson(response, 400, { success: false, code: 'VALIDATION_FAILED', message: 'text is required', value: { fields: [{ field: 'text', issue: 'required' }] } });
        return sendJson(response, 200, { success: true, code: 'OK', message: 'OK', value: { messages } });
      } catch (error) {
        if (error instanceof BadRequest) return sendJson(response, 400, { success: false, code: 'BAD_REQUEST', message: error.message, value: null });
        throw error;
      }
    }

    if (method === 'POST' && (url.pathname === '/api/session' || url.pathname === '/api/play')) {
      try {
        const body = ((await readBody(request)) ?? {}) as Record<string, unknown>;
        if (url.pathname === '/api/session') {
          const input = { token: str(body.token), vendor: str(body.vendor, 40), gameCode: str(body.gameCode, 60), lang: str(body.lang, 2) || 'EN' };
          if (!input.token || !/^[A-Z0-9_]{1,40}$/.test(input.vendor) || !input.gameCode) throw new BadRequest('token, vendor and gameCode are required');
          return sendJson(response, 200, { success: true, code: 'OK', message: 'OK', value: await games.open(input) });
        }
        return sendJson(response, 200, { success: true, code: 'OK', message: 'OK', value: await games.play({ token: str(body.token), stake: body.stake }) });
      } catch (error) {
        if (error instanceof PlayError) {
          return sendJson(response, error.status, { success: false, code: error.code, message: error.message, value: error.balance ? { balance: error.balance } : null });
        }
        if (error instanceof BadRequest) return sendJson(response, 400, { success: false, code: 'BAD_REQUEST', message: error.message, value: null });
        throw error;
      }
    }

    sendJson(response, 404, { success: false, code: 'NOT_FOUND', message: 'Not found', value: null });
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      console.error('demo-vendor: unexpected error', error);
      if (!response.headersSent) sendJson(response, 500, { success: false, code: 'INTERNAL', message: 'Unexpected error', value: null });
      else response.end();
    });
  });

  return {
    server,
    games,
    listen: () =>
      new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(config.port, config.host, () => {
          const { port } = server.address() as AddressInfo;
          const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
          resolve({ port, url: `http://${host}:${port}` });
        });
      }),
    close: () =>
      new Promise((resolve) => {
        games.close();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
