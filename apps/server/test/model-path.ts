import { afterAll, beforeAll } from 'vitest';
import { startFakeOpenAi, type FakeOpenAi } from './fake-openai.ts';
import { createUser, type TestUser } from './fixtures.ts';
import { call } from './http.ts';
import { appPerFile, type TestApp, type TestAppOverrides } from './test-app.ts';

export interface ModelPath {
  /** The scripted OpenAI-compatible server the app asks. */
  fake: FakeOpenAi;
  t: TestApp;
  /** Riley Okafor of Ohio State, signed in. */
  user: TestUser;
}

/**
 * For a file (or a `describe`) whose tests take the model path (LLM_BASE_URL set) through the real
 * routes: a fake model server, one app pointed at it, and one student. Call it at the top of the
 * file or the block; the fields are set from its `beforeAll` on.
 */
export function modelPathPerFile(overrides: TestAppOverrides = {}): ModelPath {
  const open = appPerFile();
  const path = {} as ModelPath;
  beforeAll(async () => {
    path.fake = await startFakeOpenAi();
    path.t = await open({
      ...overrides,
      env: {
        LLM_BASE_URL: path.fake.baseUrl,
        LLM_MODEL: 'fake-model',
        LLM_TIMEOUT_MS: '1000',
        ...overrides.env,
      },
    });
    path.user = await createUser(path.t.database.db, {
      fullName: 'Riley Okafor',
      collegeName: 'Ohio State',
    });
  });
  afterAll(() => path.fake.close());
  return path;
}

/** A character chat call as the browser sends it: JSON from the app's own origin, as `as`. */
export function askCharacter(t: TestApp, url: string, body: Record<string, unknown>, as: TestUser) {
  return call(t.app, 'POST', url, { as, body, headers: { origin: 'http://tuning.test' } });
}
