/** The demo server started as its own process, as `npm start` runs it (demo-server.test.ts). */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';

/**
 * Starts the demo server as its own process (a crash ends it, as it would end `npm start`); resolves
 * to its address. Its search indexes are made as they are first asked (the tests ask one).
 */
export function start(script: string): { child: ChildProcess; url: Promise<string> } {
  const child = spawn(process.execPath, [script], { env: { ...process.env, PORT: '0', DEMO_WARM_UP: '0' } });
  const url = new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      const found = /http:\/\/[\d.]+:\d+\//.exec(chunk.toString());
      if (found) resolve(found[0]);
    });
    child.on('exit', (code) => reject(new Error(`the demo server exited with ${code}`)));
  });
  return { child, url };
}
