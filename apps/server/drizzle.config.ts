import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // Every table lives beside the code that owns it: the core's and each module's schema files.
  schema: ['./src/core/*/schema.ts', './src/modules/*/schema.ts', './src/modules/*/*-schema.ts'],
  out: './drizzle',
});
