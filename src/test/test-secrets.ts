import { secretBox } from '../server/platform/secrets/secret-box';

/** Every test app's secrets key unless a test sets SECRETS_KEY or SECRETS_KEY_FILE: the template databases are sealed with it. */
export const TEST_SECRETS_KEY = 'dGVzdC1vbmx5IHNlY3JldHMga2V5IC0gMzIgYnl0ZXM=';

/** The box every test app seals with (SECRETS_KEY = TEST_SECRETS_KEY). */
export const TEST_SECRETS = secretBox(Buffer.from(TEST_SECRETS_KEY, 'base64'), 'SECRETS_KEY');
