declare module 'itemsjs' {
  interface ItemsJs {
    search(options: Record<string, unknown>): { data: { items: unknown[] } };
  }
  export default function itemsjs(items: unknown[], configuration: Record<string, unknown>): ItemsJs;
}
declare module '*/summer-school-courses.mjs' {
  export function generate(options: { language?: string; count?: number }): unknown;
}
declare module '*/events-news/generate.mjs' {
  export function events(options: { language?: string; community?: boolean; count?: number; studentGuide?: boolean }): unknown[];
}
declare module '*/combined-courses.mjs' {
  export function generate(options?: { language?: string; count?: number }): unknown;
}
declare module '*/open-university-courses.mjs' {
  export function generate(options?: { language?: string; count?: number }): unknown;
}
declare module '*/online-courses.mjs' {
  export function generate(options?: { language?: string; count?: number }): unknown;
}
declare module '*/kivita-courses.mjs' {
  export function generate(options?: { language?: string; count?: number }): unknown;
}
declare module '*/study-options.mjs' {
  export function generate(options?: { language?: string; count?: number }): unknown;
}
declare module '*/minors.mjs' {
  export function generate(options?: { language?: string; count?: number }): unknown;
}
declare module '*/index-list.mjs' {
  export function generate(options?: { language?: string; count?: number; params?: URLSearchParams }): unknown;
}
declare module '*/people-profiles.mjs' {
  export function generate(options?: { language?: string; count?: number }): unknown;
}
declare module '*/people-organisations.mjs' {
  export function generate(options?: { language?: string; count?: number }): unknown;
}
