import { reportStreamsContract } from './report-streams.test-helpers.js';

reportStreamsContract('PGlite (in memory)');
