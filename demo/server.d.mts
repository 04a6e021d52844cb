import type { Server } from 'node:http';
/** The demo site's HTTP server (pages, dist/, fixture content API). */
export function createDemoServer(): Server;
export const SESSION_COOKIE: string;
