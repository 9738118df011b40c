import { z } from 'zod';
import { envelopeSchema } from '../common/envelope.ts';

/**
 * Operator calls for the switches that must work before the admin area exists. They need
 * `Authorization: Bearer <OPS_API_KEY>`; while that key is not configured they answer 404.
 */
export const opsPaths = {
  maintenance: '/api/ops/maintenance',
  regionRules: '/api/ops/region-rules',
  regionRule: '/api/ops/region-rules/:id',
} as const;

/** Operator text in several languages; EN is required and is the fallback for the others. */
export const translatedTextSchema = z
  .object({
    EN: z.string().max(2000),
    UR: z.string().max(2000).optional(),
    ZH: z.string().max(2000).optional(),
    TH: z.string().max(2000).optional(),
    VI: z.string().max(2000).optional(),
  })
  .strict();
export type TranslatedText = z.infer<typeof translatedTextSchema>;

export const maintenanceSchema = z.object({
  enabled: z.boolean(),
  title: translatedTextSchema,
  info: translatedTextSchema,
  /** ISO time the maintenance is expected to end, or null. */
  until: z.string().nullable(),
});
export type Maintenance = z.infer<typeof maintenanceSchema>;
export const maintenanceResponseSchema = envelopeSchema(maintenanceSchema);

export const putMaintenanceBodySchema = z
  .object({
    enabled: z.boolean(),
    title: translatedTextSchema.optional(),
    info: translatedTextSchema.optional(),
    until: z.iso.datetime({ offset: true }).nullable().optional(),
  })
  .strict();
export type PutMaintenanceBody = z.infer<typeof putMaintenanceBodySchema>;

export const regionRuleKinds = ['CIDR', 'COUNTRY'] as const;
export const regionRuleSchema = z.object({
  id: z.number().int(),
  kind: z.enum(regionRuleKinds),
  /** CIDR kind: a network such as 203.0.113.0/24 or 2001:db8::/32. COUNTRY kind: ISO code such as US. */
  value: z.string(),
  note: z.string(),
  enabled: z.boolean(),
  createdAt: z.string(),
});
export type RegionRule = z.infer<typeof regionRuleSchema>;
export const regionRulesResponseSchema = envelopeSchema(
  z.object({
    rules: z.array(regionRuleSchema),
    /** False when country rules cannot be applied because no IP-to-country table is loaded. */
    countryLookup: z.boolean(),
  }),
);
export const regionRuleResponseSchema = envelopeSchema(regionRuleSchema);

export const createRegionRuleBodySchema = z.discriminatedUnion('kind', [
  z
    .object({
      kind: z.literal('CIDR'),
      value: z.union([z.cidrv4(), z.cidrv6(), z.ipv4(), z.ipv6()]),
      note: z.string().max(200).default(''),
      enabled: z.boolean().default(true),
    })
    .strict(),
  z
    .object({
      kind: z.literal('COUNTRY'),
      value: z.string().regex(/^[A-Z]{2}$/, 'two upper-case letters (ISO 3166-1)'),
      note: z.string().max(200).default(''),
      enabled: z.boolean().default(true),
    })
    .strict(),
]);
export type CreateRegionRuleBody = z.infer<typeof createRegionRuleBodySchema>;

export const patchRegionRuleBodySchema = z
  .object({ enabled: z.boolean().optional(), note: z.string().max(200).optional() })
  .strict();
export const regionRuleParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export const deletedResponseSchema = envelopeSchema(z.object({ deleted: z.boolean() }));
