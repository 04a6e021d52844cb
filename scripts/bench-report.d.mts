export function commit(dir?: string): string;
export function stamp(): string;
export function writeSection(run: { id: string; title: string; command: string; verdict: string; body: string; started?: string }): void;
export function table(header: readonly string[], rows: ReadonlyArray<readonly string[]>): string;
