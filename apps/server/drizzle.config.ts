import { defineConfig } from 'drizzle-kit';

/** Each module owns its tables; migrations are generated SQL, reviewed and committed. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/modules/*/schema.ts',
  out: './migrations',
});
