/** The element folders under src/hubs/ (scripts/hub-folders.mjs). */
export interface HubFolder {
  tag: string;
  dir: string;
}
export function hubFolders(root?: string): HubFolder[];
export function elementModule(folder: HubFolder): string | undefined;
export function phoneModule(folder: HubFolder): string | undefined;
export function registrySource(root?: string, file?: string): string;
export function writeRegistry(root?: string): string;
export function demoPages(root?: string): Map<string, string>;
export function fixtureFiles(root?: string): string[];
export function endpointFiles(root?: string): string[];
export function demoFiles(root?: string): string[];
