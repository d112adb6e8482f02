import type { Language } from '@signal-portal/core';
import { fields, type TableBlock } from '../../output/blocks.js';
import type { Setting } from '../../config/settings-types.js';
import type { CommandModule } from '../../runner/command.js';
import { succeed } from '../../runner/usage.js';

export interface ConfigView {
  readonly configFile: string;
  readonly sessionFile: string;
  readonly api: Setting<string>;
  readonly ws: Setting<string>;
  /** Null: found on the portal page when a command needs it. */
  readonly siteToken: Setting<string> | null;
  readonly language: Setting<Language>;
}

/** `config show`: each setting in effect and where it comes from (flag, env, file, system, default). */
export const configShow: CommandModule<void, ConfigView> = {
  needsApi: false,
  parse: () => succeed(undefined),
  run(context) {
    const { settings, paths } = context;
    if (settings.error) return Promise.resolve(settings);
    return Promise.resolve(
      succeed({
        configFile: paths.configFile,
        sessionFile: paths.sessionFile,
        api: settings.value.api,
        ws: settings.value.ws,
        siteToken: settings.value.siteToken ?? null,
        language: settings.value.language,
      }),
    );
  },
  render(view, { t }) {
    const source = (setting: Setting<string> | null): string =>
      setting === null ? t('cli.sources.discovered') : t(`cli.sources.${setting.source}`);
    const table: TableBlock = {
      kind: 'table',
      head: [t('cli.fields.setting'), t('cli.fields.value'), t('cli.fields.source')],
      rows: [
        ['api', view.api.value, source(view.api)],
        ['ws', view.ws.value, source(view.ws)],
        ['siteToken', view.siteToken?.value ?? '-', source(view.siteToken)],
        ['language', view.language.value, source(view.language)],
      ],
      empty: t('cli.nothingToShow'),
    };
    return [
      table,
      fields([
        [t('cli.fields.configFile'), view.configFile],
        [t('cli.fields.sessionFile'), view.sessionFile],
      ]),
    ];
  },
};
