import { defineConfig, mergeConfig } from 'vitest/config';
import base from './vitest.config';
export default mergeConfig(base, defineConfig({ test: { setupFiles: ['/tmp/fcsetup.ts'], include: ['packages/core/**/*.prop.test.ts','packages/fixtures/**/*.prop.test.ts'] } }));
