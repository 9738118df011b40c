/** Every catalogue list lives under this key; a language change refetches the active ones. */
export const catalogueKey = ['catalogue'] as const;
