import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * `import { Bell, Gift } from 'lucide-react'` becomes one import per icon file. Through the
 * package's index every icon would count as imported by the first page's modules (see
 * isBootModule), so the icons of lazy screens would land in the first download.
 */
function lucideIconsOneByOne(): Plugin {
  let files: Map<string, string> | null = null;
  const iconFiles = () => {
    if (files) return files;
    // The package's ES index: one `export { default as Name, ... } from './icons/name.js'` per icon.
    const index = new URL('dist/esm/lucide-react.js', pathToFileURL(createRequire(import.meta.url).resolve('lucide-react/package.json')));
    const found = new Map<string, string>();
    for (const [, names = '', file = ''] of readFileSync(index, 'utf8').matchAll(/export \{([^}]*)\} from '\.\/icons\/([a-z0-9-]+\.js)';/g)) {
      for (const [, name = ''] of names.matchAll(/default as (\w+)/g)) found.set(name, file);
    }
    files = found;
    return found;
  };
  return {
    name: 'lucide-icons-one-by-one',
    enforce: 'pre',
    transform(code, id) {
      if (id.includes('/node_modules/') || !/\.tsx?$/.test(id) || !code.includes("from 'lucide-react'")) return null;
      const map = iconFiles();
      const out = code.replace(/import \{([^}]*)\} from 'lucide-react';/g, (whole, list: string) => {
        const rest: string[] = [];
        const icons: string[] = [];
        for (const spec of list.split(',').map((s) => s.trim()).filter(Boolean)) {
          const [imported = '', local = imported] = spec.split(/\s+as\s+/);
          const file = spec.startsWith('type ') ? undefined : map.get(imported);
          if (file) icons.push(`import ${local} from 'lucide-react/dist/esm/icons/${file}';`);
          else rest.push(spec);
        }
        if (icons.length === 0) return whole;
        // Only types left: a type import, which leaves no import of the index behind.
        const typesOnly = rest.every((spec) => spec.startsWith('type '));
        const others = typesOnly
          ? `import type { ${rest.map((spec) => spec.slice('type '.length)).join(', ')} } from 'lucide-react';`
          : `import { ${rest.join(', ')} } from 'lucide-react';`;
        return [...icons, ...(rest.length ? [others] : [])].join(' ');
      });
      return out === code ? null : { code: out, map: null };
    },
  };
}

/** Modules that carry schemas (and zod): never part of the first download, however they are imported. */
const SCHEMA_MODULE = /\/packages\/contracts\/src\/.*(\.contract|\/money|\/envelope)\.ts$|\/node_modules\/zod\//;

/** The early calls (main.tsx imports them first) run before the first page's chunk does: never part of it. */
const EARLY_MODULE = /\/src\/lib\/early-calls(-entry)?\.ts$/;

type ModuleGraph = { getModuleInfo(id: string): { isEntry: boolean; importers: readonly string[] } | null };

/**
 * Whether a module is part of the first download: the entry, or statically imported by such a
 * module. Lazy screens and modals (import()) are not followed.
 */
function isBootModule(id: string, graph: ModuleGraph, seen = new Map<string, boolean>()): boolean {
  const known = seen.get(id);
  if (known !== undefined) return known;
  seen.set(id, false);
  const info = graph.getModuleInfo(id);
  const boot = !!info && !SCHEMA_MODULE.test(id) && !EARLY_MODULE.test(id) && (info.isEntry || info.importers.some((importer) => isBootModule(importer, graph, seen)));
  seen.set(id, boot);
  return boot;
}

const apiTarget = process.env.API_TARGET ?? 'http://localhost:8080';
const apiPrefixes = ['/wps', '/lgw', '/lotto', '/api', '/media', '/docs'];

export default defineConfig({
  plugins: [lucideIconsOneByOne(), react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    proxy: {
      ...Object.fromEntries(apiPrefixes.map((prefix) => [prefix, { target: apiTarget, changeOrigin: false }])),
      '/ws': { target: apiTarget, ws: true },
    },
  },
  build: {
    target: 'es2022',
    // Keep asset files separate: the CSP allows data: images but fonts and pictures cache better as files.
    assetsInlineLimit: 2048,
    // The first page's code is one file (see codeSplitting below): about 550 KB before compression.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // What the first page needs comes in one file rather than dozens of small shared chunks
          // (a browser opens only a few connections per host, so many files queue up).
          includeDependenciesRecursively: false,
          groups: [
            // Its own small chunk, which the boot chunk imports (so runs) before its own code.
            { name: (id) => (EARLY_MODULE.test(id) ? 'early-calls' : null) },
            { name: (id, ctx) => (isBootModule(id, ctx) ? 'boot' : null) },
          ],
        },
      },
      experimental: {
        // Shared code of lazy screens stays in their own chunks instead of being merged into the
        // first page's chunk (which would make every visitor download it).
        chunkOptimization: { mergeCommonChunks: false },
      },
      treeshake: {
        // Contract schemas are plain data: building one has no side effect, so the ones the web app
        // does not use are left out (the server validates every answer against them).
        manualPureFunctions: ['z', 'envelopeSchema'],
        // Contract modules only declare values, so a page that uses a contract's paths (re-exported
        // from its *.paths.ts) does not load the contract's schemas, nor zod, until a call checks an answer.
        moduleSideEffects: (id) => !id.includes('/packages/contracts/'),
      },
    },
  },
});
