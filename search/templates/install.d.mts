import type { Client } from '@opensearch-project/opensearch';
export function clientFor(host: string, options?: { insecure?: boolean }): Client;
export function installTemplates(
  client: Client,
  options?: { prefix?: string; environments?: string[]; languages?: string[]; shards?: number; replicas?: string },
): Promise<{ components: string[]; indexTemplates: string[] }>;
/** The demo corpus of a language: documents with `_id` and `_indices` (demo/search/documents.mjs). */
export type DemoDocuments = (language: string) => Array<Record<string, unknown> & { _id: string; _indices: string[] }>;
export function seedDemo(
  client: Client,
  options?: { prefix?: string; environment?: string; languages?: string[]; types?: string[]; documents?: DemoDocuments },
): Promise<Record<string, number>>;
export interface SiteSettings {
  shards?: number;
  replicas?: string;
  environments?: string[];
}
export function installedSettings(client: Client, prefix?: string): Promise<SiteSettings>;
export function seedSite(
  client: Client,
  options?: { prefix?: string; environment?: string; shards?: number; replicas?: string; languages?: string[]; types?: string[]; documents?: DemoDocuments },
): Promise<{ settings: SiteSettings; indexTemplates: string[]; counts: Record<string, number> }>;
export function sourceOf(doc: Record<string, unknown>): Record<string, unknown>;
export const ENVIRONMENTS: string[];
export const LANGUAGES: string[];
export const INDEX_TYPES: Record<string, { kind: string; window: number }>;
