import type { Client } from '@opensearch-project/opensearch';
export function clientFor(host: string, options?: { insecure?: boolean }): Client;
export function installTemplates(client: Client, options?: { prefix?: string; environments?: string[]; languages?: string[]; shards?: number; replicas?: string }): Promise<{ components: string[]; indexTemplates: string[] }>;
export function seedDemo(client: Client, options?: { prefix?: string; environment?: string; languages?: string[]; types?: string[] }): Promise<Record<string, number>>;
export function sourceOf(doc: Record<string, unknown>): Record<string, unknown>;
export const ENVIRONMENTS: string[];
export const LANGUAGES: string[];
export const INDEX_TYPES: Record<string, { kind: string; window: number }>;
