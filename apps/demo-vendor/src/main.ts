import { loadVendorConfig } from './config.ts';
import { createVendorService } from './server.ts';

const config = loadVendorConfig();
const service = createVendorService(config);
const { url } = await service.listen();
console.log(`  Demo game vendor ready at ${url}  (wallet calls to ${config.platformUrl})`);

let closing = false;
async function shutdown() {
  if (closing) return;
  closing = true;
  const timer = setTimeout(() => process.exit(1), 5_000);
  timer.unref();
  await service.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
