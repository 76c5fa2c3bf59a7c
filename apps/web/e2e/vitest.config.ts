import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files share one server. chat.e2e.ts meets the group room empty ("No messages yet…"), so it
 * runs first; the rest keep Vitest's order (slowest first).
 */
class EmptyRoomFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const first = (file: TestSpecification) => (file.moduleId.endsWith('/chat.e2e.ts') ? 0 : 1);
    return [...sorted].sort((a, b) => first(a) - first(b));
  }
}

export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['**/*.e2e.ts'],
    globalSetup: ['./global-setup.ts'],
    setupFiles: ['./setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Two cores: one server, one browser at a time keeps timings stable.
    fileParallelism: false,
    sequence: { sequencer: EmptyRoomFirst },
  },
});
