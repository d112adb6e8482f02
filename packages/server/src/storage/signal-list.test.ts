import { PgliteDatabase } from './pglite.database.js';
import { signalListStorageContract } from './signal-list.test-helpers.js';

// The signal list's storage on the embedded PGlite; signal-list.postgres.test.ts runs the same on PostgreSQL.
signalListStorageContract('PGlite', () => PgliteDatabase.open('memory://'));
