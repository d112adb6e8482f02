// A Stryker reporter (stryker.config.mjs) that writes each mutant's result as it is known, one JSON
// line each, to reports/mutation/progress.jsonl: a run stopped before its end (a whole scope takes
// hours here) still leaves what it found, and `node scripts/mutation-progress.mjs` sums it up.
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { declareClassPlugin, PluginKind } from '@stryker-mutator/api/plugin';

export const PROGRESS_FILE = 'reports/mutation/progress.jsonl';

class ProgressReporter {
  constructor() {
    mkdirSync(dirname(PROGRESS_FILE), { recursive: true });
    writeFileSync(PROGRESS_FILE, '');
  }

  onMutantTested(result) {
    const { id, mutatorName, replacement, fileName, location, status, statusReason } = result;
    const line = {
      id,
      status,
      mutatorName,
      replacement,
      fileName,
      line: location.start.line,
      statusReason,
    };
    appendFileSync(PROGRESS_FILE, `${JSON.stringify(line)}\n`);
  }
}

export const strykerPlugins = [declareClassPlugin(PluginKind.Reporter, 'progress-file', ProgressReporter)];
