// The operator API (/api/ops/...) as the browser tests and the screenshot script use it.
import type { APIRequestContext } from 'playwright-core';
import {
  type Maintenance,
  opsPaths,
  type PutMaintenanceBody,
  type RegionRule,
  type TranslatedText,
} from '../../packages/contracts/src/system/ops.contract.ts';
import { type OutboxMessage, outboxPath } from '../../packages/contracts/src/auth/auth.contract.ts';
import { blockedTestIp } from './env.ts';

interface Envelope<T> {
  success: boolean;
  code: string;
  message: string;
  value: T;
}

export class OpsError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    what: string,
  ) {
    super(`${what} answered ${status}: ${JSON.stringify(body)}`);
  }
}

type Text = string | TranslatedText;
const translated = (text: Text): TranslatedText => (typeof text === 'string' ? { EN: text } : text);

/** The operator API (/api/ops/...), called with the bearer key the test server was started with. */
export class OpsClient {
  private maintenanceTouched = false;
  private createdRules: number[] = [];

  constructor(private readonly api: APIRequestContext) {}

  /** Any operator call; answers the envelope's value, throws on a non-2xx answer or success false. */
  async call<T = unknown>(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, data?: unknown): Promise<T> {
    const res = await this.api.fetch(path, { method, ...(data === undefined ? {} : { data }) });
    const body = (await res.json().catch(() => null)) as Envelope<T> | null;
    if (!res.ok() || !body?.success) throw new OpsError(res.status(), body, `${method} ${path}`);
    return body.value;
  }

  /** Turns maintenance on (with the operator's title, info and expected end) or off. */
  async setMaintenance(settings: { enabled: boolean; title?: Text; info?: Text; until?: string | null }): Promise<Maintenance> {
    this.maintenanceTouched = true;
    const body: PutMaintenanceBody = {
      enabled: settings.enabled,
      ...(settings.title === undefined ? {} : { title: translated(settings.title) }),
      ...(settings.info === undefined ? {} : { info: translated(settings.info) }),
      ...(settings.until === undefined ? {} : { until: settings.until }),
    };
    return this.call('PUT', opsPaths.maintenance, body);
  }

  async regionRules(): Promise<{ rules: RegionRule[]; countryLookup: boolean }> {
    return this.call('GET', opsPaths.regionRules);
  }

  /** Adds a region rule; it is deleted again after the test. */
  async addRegionRule(rule: { kind: 'CIDR' | 'COUNTRY'; value: string; note?: string; enabled?: boolean }): Promise<RegionRule> {
    const created = await this.call<RegionRule>('POST', opsPaths.regionRules, rule);
    this.createdRules.push(created.id);
    return created;
  }

  async deleteRegionRule(id: number): Promise<void> {
    await this.call('DELETE', opsPaths.regionRule.replace(':id', String(id)));
    this.createdRules = this.createdRules.filter((r) => r !== id);
  }

  /** Refuses one client address: pair it with a page from `withHeaders` / `fromAddress`. */
  async blockAddress(ip: string = blockedTestIp): Promise<RegionRule> {
    return this.addRegionRule({ kind: 'CIDR', value: ip, note: 'browser test' });
  }

  /** Messages the built-in SMS and mail providers sent, newest first. */
  async outbox(filter: { to?: string; channel?: 'SMS' | 'MAIL'; limit?: number } = {}): Promise<OutboxMessage[]> {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(filter)) if (value !== undefined) query.set(key, String(value));
    return this.call('GET', `${outboxPath}?${query}`);
  }

  /** The newest six-digit code sent to `to` (e.g. "+92 3001234567"), waiting briefly for it to arrive. */
  async latestCode(to: string, channel: 'SMS' | 'MAIL' = 'SMS'): Promise<string> {
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const [message] = await this.outbox({ to, channel, limit: 1 });
      const code = message ? /\b(\d{6})\b/.exec(message.body)?.[1] : undefined;
      if (code) return code;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`no code reached ${to}`);
  }

  /** Undoes what this client changed: maintenance off, the rules it added deleted. */
  async reset(): Promise<void> {
    if (this.maintenanceTouched) await this.setMaintenance({ enabled: false });
    for (const id of [...this.createdRules]) await this.deleteRegionRule(id);
    this.maintenanceTouched = false;
  }
}

