export const root: string;
export const webDist: string;
export function webBuildStaleReason(): string | null;
type ChildProcess = import('node:child_process').ChildProcess;
export function run(
  command: string,
  args: string[],
  options?: import('node:child_process').SpawnOptions,
  onSpawn?: (child: ChildProcess) => void,
): Promise<number>;
export function buildWeb(onSpawn?: (child: ChildProcess) => void): Promise<number>;
export function ensureWebBuild(options?: { log?: (line: string) => void; onSpawn?: (child: ChildProcess) => void }): Promise<number>;
