import { hash, verify } from '@node-rs/argon2';
const o = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 };
const h = await hash('Player2026', o);
for (const c of [8, 1]) {
  const r0 = process.resourceUsage();
  const until = performance.now() + 4000; let n = 0; const t0 = performance.now();
  await Promise.all(Array.from({ length: c }, async () => { while (performance.now() < until) { await verify(h, 'Player2026'); n++; } }));
  const r1 = process.resourceUsage();
  console.log(`c=${c} ${(n / ((performance.now() - t0) / 1000)).toFixed(1)}/s minflt/hash=${((r1.minorPageFault - r0.minorPageFault) / n).toFixed(0)} cpu ms/hash=${((r1.userCPUTime + r1.systemCPUTime - r0.userCPUTime - r0.systemCPUTime) / 1000 / n).toFixed(2)} sys ms/hash=${((r1.systemCPUTime - r0.systemCPUTime) / 1000 / n).toFixed(2)}`);
}
