import type { ApiClient, Download } from '../api/api-client.js';
import type { CreateSignalBody, FollowersQuery, SignalListQuery, UpdateSignalBody } from '../api/payloads.js';
import type { Page, PageQuery } from '../api/wire.types.js';
import type { SignalPerformance } from '../domain/metrics/performance.types.js';
import type { Robot } from '../domain/robot/robot.js';
import type { FollowSetting, FollowersPoint, Signal } from '../domain/signal/signal.js';
import type { SignalHistory } from '../domain/trading/signal-history.js';
import type { MultipartFile } from '../ports/http.port.js';
import type { DecimalString } from '../shared/money.js';
import { ok, type Result } from '../shared/result.js';
import { validateDescription } from '../validation/description.rules.js';
import { validateFollowSetting } from '../validation/follow-setting.rules.js';
import { validateImage } from '../validation/image.rules.js';
import { validateSignalName } from '../validation/signal-name.rules.js';
import { checkTarget, signalIdOf, type SignalTarget } from './signal-target.js';

const validateOptionalFollowSetting = (
  setting: FollowSetting | undefined,
  maxDrawdown: DecimalString,
): Result<FollowSetting | undefined> =>
  setting === undefined ? ok(undefined) : validateFollowSetting(setting, { maxDrawdown });

/** Signal records and their lifecycle: list, create, edit, delete, enable/disable/archive/submit, image, performance. */
export class SignalsService {
  constructor(private readonly deps: { readonly api: ApiClient }) {}

  list(query: SignalListQuery = {}): Promise<Result<Page<Signal>>> {
    return this.deps.api.call('GET /signal', { query });
  }

  get(id: string): Promise<Result<Signal>> {
    return this.deps.api.call('GET /signal/{id}', { params: { id } });
  }

  /** Name (4-20, fixed afterwards), description and the optional follow setting are checked first. */
  async create(input: CreateSignalBody): Promise<Result<Signal>> {
    const name = validateSignalName(input.name);
    if (name.error) return name;
    const describe = validateDescription(input.describe);
    if (describe.error) return describe;
    const followSetting = validateOptionalFollowSetting(input.followSetting, '0');
    if (followSetting.error) return followSetting;
    return this.deps.api.call('POST /signal', {
      body: {
        name: name.value,
        describe: describe.value,
        platform: input.platform,
        connMethod: input.connMethod,
        ...(followSetting.value ? { followSetting: followSetting.value } : {}),
      },
    });
  }

  /** The name cannot change; a follow setting is checked against the signal's max drawdown. */
  async update(target: SignalTarget, change: UpdateSignalBody): Promise<Result<Signal>> {
    const allowed = checkTarget(target, 'update');
    if (allowed.error) return allowed;
    let describe: string | undefined;
    if (change.describe !== undefined) {
      const valid = validateDescription(change.describe);
      if (valid.error) return valid;
      describe = valid.value;
    }
    const maxDrawdown = typeof target === 'string' ? '0' : (target.performance?.drawdown ?? '0');
    const followSetting = validateOptionalFollowSetting(change.followSetting, maxDrawdown);
    if (followSetting.error) return followSetting;
    return this.deps.api.call('PATCH /signal/{id}', {
      params: { id: signalIdOf(target) },
      body: {
        ...(describe === undefined ? {} : { describe }),
        ...(followSetting.value ? { followSetting: followSetting.value } : {}),
      },
    });
  }

  async remove(target: SignalTarget): Promise<Result<true>> {
    const allowed = checkTarget(target, 'delete');
    if (allowed.error) return allowed;
    return this.deps.api.call('DELETE /signal/{id}', { params: { id: signalIdOf(target) } });
  }

  enable(target: SignalTarget): Promise<Result<Signal>> {
    return this.lifecycle(target, 'enable');
  }

  disable(target: SignalTarget): Promise<Result<Signal>> {
    return this.lifecycle(target, 'disable');
  }

  archive(target: SignalTarget): Promise<Result<Signal>> {
    return this.lifecycle(target, 'archive');
  }

  submit(target: SignalTarget): Promise<Result<Signal>> {
    return this.lifecycle(target, 'submit');
  }

  /** PNG, JPEG or WebP by content, at most 2 MB (FILE_FORMAT, FILE_SIZE). */
  async uploadHeadshot(id: string, file: Pick<MultipartFile, 'filename' | 'data'>): Promise<Result<Signal>> {
    const image = validateImage(file.data);
    if (image.error) return image;
    return this.deps.api.call('POST /signal/{id}/headshot', {
      params: { id },
      body: { fields: {}, files: { headshot: { ...file, contentType: image.value.mime } } },
    });
  }

  performance(id: string): Promise<Result<SignalPerformance | null>> {
    return this.deps.api.call('GET /signal/{id}/performance', { params: { id } });
  }

  followers(id: string, query: FollowersQuery = {}): Promise<Result<readonly FollowersPoint[]>> {
    return this.deps.api.call('GET /signal/{id}/followers', { params: { id }, query });
  }

  robots(id: string, query: PageQuery = {}): Promise<Result<Page<Robot>>> {
    return this.deps.api.call('GET /signal/{id}/robots', { params: { id }, query });
  }

  /** A page of the inputs the figures were computed from (performanceInputsOf recomputes them). */
  history(id: string, query: PageQuery = {}): Promise<Result<SignalHistory>> {
    return this.deps.api.call('GET /signal/{id}/history', { params: { id }, query });
  }

  /** All of those inputs as a CSV stream (SIGNAL_HISTORY_CSV_COLUMNS). */
  downloadHistory(id: string): Promise<Result<Download>> {
    return this.deps.api.download('GET /signal/{id}/history', { params: { id } });
  }

  private async lifecycle(
    target: SignalTarget,
    action: 'enable' | 'disable' | 'archive' | 'submit',
  ): Promise<Result<Signal>> {
    const allowed = checkTarget(target, action);
    if (allowed.error) return allowed;
    const params = { id: signalIdOf(target) };
    switch (action) {
      case 'enable':
        return this.deps.api.call('POST /signal/{id}/enable', { params });
      case 'disable':
        return this.deps.api.call('POST /signal/{id}/disable', { params });
      case 'archive':
        return this.deps.api.call('POST /signal/{id}/archive', { params });
      case 'submit':
        return this.deps.api.call('POST /signal/{id}/submit', { params });
    }
  }
}
