export const root: string;
export const webDist: string;
export function webBuildStaleReason(): string | null;
export function run(command: string, args: string[], options?: import('node:child_process').SpawnOptions): Promise<number>;
export function buildWeb(): Promise<number>;
export function ensureWebBuild(options?: { log?: (line: string) => void }): Promise<number>;
