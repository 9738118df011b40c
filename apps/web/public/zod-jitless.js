// zod compiles object parsers with new Function() when it may, and decides so as each schema is
// built while the bundle loads; the page's Content-Security-Policy forbids eval. This classic script
// runs before the module bundle and tells zod to parse without it.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
