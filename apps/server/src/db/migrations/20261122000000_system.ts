import { type Kysely, sql } from 'kysely';

/**
 * The system, catalogue and content schema of the foundation. Translated texts are jsonb objects
 * keyed by language code ({"EN": "...", "UR": "..."}); EN is always present and is the fallback.
 */
export async function up(db: Kysely<any>): Promise<void> {
  // ---------- system ----------
  await db.schema
    .createTable('system_setting')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'jsonb', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('whitelabel_module')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('parent_code', 'text', (c) => c.references('whitelabel_module.code').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('whitelabel_module_parent_idx').on('whitelabel_module').column('parent_code').execute();

  await db.schema
    .createTable('register_field_rule')
    .addColumn('field', 'text', (c) => c.primaryKey())
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('required', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('pattern_id', 'text', (c) => c.notNull().defaultTo('ANY'))
    .addColumn('accepted_pattern', 'text', (c) => c.notNull().defaultTo('*'))
    .addColumn('min_length', 'integer', (c) => c.notNull().defaultTo(0).check(sql`min_length >= 0`))
    .addColumn('max_length', 'integer', (c) => c.notNull().defaultTo(0).check(sql`max_length >= 0`))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('country')
    .addColumn('code', 'text', (c) => c.primaryKey().check(sql`code ~ '^[A-Z]{2}$'`))
    .addColumn('dialing_code', 'text', (c) => c.notNull())
    .addColumn('name', 'jsonb', (c) => c.notNull())
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('region_rule')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('CIDR', 'COUNTRY')`))
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('region_rule_kind_value_key', ['kind', 'value'])
    .execute();

  await db.schema
    .createTable('customer_service')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('cs_type', 'text', (c) => c.notNull())
    .addColumn('name', 'jsonb', (c) => c.notNull())
    /** Stored plain; obscured per answer on the way out. */
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('icon', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('customer_service_type_path_key', ['cs_type', 'path'])
    .execute();

  // ---------- catalogue ----------
  await db.schema
    .createTable('game_category')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('title', 'jsonb', (c) => c.notNull())
    /** Sub-filters offered for the category, e.g. ["SC","VP","JP","TG","AC","BG"] for slots. */
    .addColumn('classify', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('vendor')
    .addColumn('code', 'text', (c) => c.primaryKey().check(sql`code ~ '^[A-Z0-9_]{1,32}$'`))
    .addColumn('name', 'jsonb', (c) => c.notNull())
    /** Brand colours the locally drawn logos and icons use. */
    .addColumn('color', 'text', (c) => c.notNull().defaultTo('#6d28d9'))
    .addColumn('accent', 'text', (c) => c.notNull().defaultTo('#f59e0b'))
    .addColumn('maintenance', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();

  /** Which vendors a category shows, in which order, and how a card opens. */
  await db.schema
    .createTable('category_vendor')
    .addColumn('category_code', 'text', (c) => c.notNull().references('game_category.code').onDelete('cascade'))
    .addColumn('vendor_code', 'text', (c) => c.notNull().references('vendor.code').onDelete('cascade'))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_game', 'text', (c) => c.notNull().defaultTo('VASSALAGE').check(sql`is_game in ('VASSALAGE', 'GAME')`))
    /** For is_game GAME: the game the card launches. */
    .addColumn('game_code', 'text')
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addPrimaryKeyConstraint('category_vendor_pkey', ['category_code', 'vendor_code'])
    .execute();
  await db.schema.createIndex('category_vendor_vendor_idx').on('category_vendor').column('vendor_code').execute();

  await db.schema
    .createTable('game')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('category_code', 'text', (c) => c.notNull().references('game_category.code'))
    .addColumn('vendor_code', 'text', (c) => c.notNull().references('vendor.code'))
    .addColumn('game_code', 'text', (c) => c.notNull())
    /** Canonical (vendor-side) name. */
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('display_name', 'jsonb', (c) => c.notNull())
    /** Path below the image base, e.g. games/PG/PG_S0001.svg. */
    .addColumn('icon_path', 'text', (c) => c.notNull())
    .addColumn('classify', 'text', (c) => c.check(sql`classify in ('SC', 'VP', 'JP', 'TG', 'AC', 'BG')`))
    /** Smallest stake in minor units. */
    .addColumn('min_bet', 'bigint', (c) => c.notNull().defaultTo(0).check(sql`min_bet >= 0`))
    .addColumn('lines', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_game', 'text', (c) => c.notNull().defaultTo('GAME').check(sql`is_game in ('VASSALAGE', 'GAME')`))
    .addColumn('has_trial', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('hot_score', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('game_vendor_code_key', ['vendor_code', 'game_code'])
    .execute();
  // Game lists filter by category, then optionally vendor and classify, and page in sort order.
  await db.schema
    .createIndex('game_list_idx')
    .on('game')
    .columns(['category_code', 'vendor_code', 'classify', 'sort', 'id'])
    .where(sql.ref('enabled'), '=', true)
    .execute();
  await db.schema
    .createIndex('game_category_sort_idx')
    .on('game')
    .columns(['category_code', 'sort', 'id'])
    .where(sql.ref('enabled'), '=', true)
    .execute();
  await db.schema
    .createIndex('game_hot_idx')
    .on('game')
    .expression(sql`hot_score desc, id`)
    .where(sql.ref('enabled'), '=', true)
    .execute();

  // ---------- content ----------
  await db.schema
    .createTable('banner')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('code', 'text', (c) => c.notNull().unique().check(sql`code ~ '^[a-z0-9-]{1,64}$'`))
    .addColumn('group_name', 'text', (c) =>
      c.notNull().check(sql`group_name in ('w_home', 'w_login', 'w_register', 'w_forget', 'w_leftmenu', 'w_promo')`),
    )
    .addColumn('title', 'jsonb', (c) => c.notNull())
    .addColumn('subtitle', 'jsonb', (c) => c.notNull().defaultTo(sql`'{"EN": ""}'::jsonb`))
    .addColumn('theme', 'text', (c) => c.notNull().defaultTo('violet'))
    .addColumn('linkage_type', 'text', (c) =>
      c.notNull().defaultTo('NONE').check(sql`linkage_type in ('NONE', 'INTERNAL', 'EXTERNAL', 'GAME')`),
    )
    .addColumn('linkage', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('platform', 'text', (c) => c.notNull().defaultTo('ALL').check(sql`platform in ('ALL', 'W', 'H5')`))
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('banner_group_idx').on('banner').columns(['group_name', 'sort']).execute();

  await db.schema
    .createTable('announcement')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('B', 'PL', 'PU', 'PR', 'H')`))
    .addColumn('title', 'jsonb', (c) => c.notNull())
    .addColumn('content', 'jsonb', (c) => c.notNull())
    /** A: members, B: visitors, F: members on their first login. */
    .addColumn('execution', 'text', (c) => c.notNull().check(sql`execution in ('A', 'B', 'F')`))
    .addColumn('promotion_type', 'text')
    .addColumn('platform', 'text', (c) => c.notNull().defaultTo('ALL').check(sql`platform in ('ALL', 'W', 'H5')`))
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('published_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('announcement_type_idx').on('announcement').columns(['type', 'execution', 'sort']).execute();

  await db.schema
    .createTable('help_category')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('anchor', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'jsonb', (c) => c.notNull())
    .addColumn('device', 'text', (c) => c.notNull().defaultTo('ALL').check(sql`device in ('ALL', 'WEB', 'H5')`))
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('help_item')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('category_id', 'integer', (c) => c.notNull().references('help_category.id').onDelete('cascade'))
    .addColumn('anchor', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'jsonb', (c) => c.notNull())
    /** HTML per language. */
    .addColumn('content', 'jsonb', (c) => c.notNull())
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('help_item_category_idx').on('help_item').columns(['category_id', 'sort']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'help_item',
    'help_category',
    'announcement',
    'banner',
    'game',
    'category_vendor',
    'vendor',
    'game_category',
    'customer_service',
    'region_rule',
    'country',
    'register_field_rule',
    'whitelabel_module',
    'system_setting',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
