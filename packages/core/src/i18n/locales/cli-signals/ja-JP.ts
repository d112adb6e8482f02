import type { DeepStringShape } from '../text-shape.js';
import type { cliSignalsEnUS } from './en-US.js';

export const cliSignalsJaJP = {
  done: {
    created:
      'シグナル {{name}}（ID {{id}}）を作成しました。次は「signals connect {{id}}」で接続してください。',
    updated: '{{name}} の変更を保存しました。',
    submitted: '{{name}} を審査に提出しました。',
    enabled: '{{name}} を公開しました。会員がフォローできます。',
    disabled: '{{name}} を停止しました。新たにフォローを始めることはできません。',
    archived: '{{name}} をアーカイブしました。実績は引き続き閲覧できます。',
    deleted: 'シグナル {{name}} を削除しました。',
    connecting:
      'プラットフォームが {{name}} を接続しています。「signals watch {{id}}」で進行を確認できます。',
    disconnected: '{{name}} と取引口座の接続を解除しました。',
    symbolsSaved: '{{name}} のシンボル対応を保存しました（対応済み {{count}} 件）。',
    symbolsSynced: '{{name}} の取引口座のシンボルを読み直しました。',
  },
  confirm: {
    disable: '{{name}} を停止しますか？再び有効にするまで、新たにフォローを始めることはできません。',
    archive:
      '{{name}} をアーカイブしますか？アーカイブしたシグナルは変更も再公開もできません。この操作は取り消せません。',
    delete: '{{name}} を削除しますか？この操作は取り消せません。',
    disconnect: '{{name}} の接続を解除しますか？プラットフォームは取引口座の読み取りを停止します。',
  },
  ask: {
    platform: 'プラットフォーム：',
    method: '接続方法：',
    name: 'シグナル名（英字・数字・ドット・ハイフン・下線で 4〜20 文字。後から変更できません）：',
    description: '説明（空欄可）：',
    server: 'ブローカーサーバー（正式名）：',
    account: '取引口座番号：',
    investorPassword: '投資家パスワード（読み取り専用。表示されません）：',
    apiKey: '読み取り専用 API キー（表示されません）：',
    apiSecret: 'API シークレット（表示されません）：',
  },
  ea: {
    title: '同期ツール（EA）',
    token: 'シグナルトークン',
    howTo:
      'シグナルトークンを MetaTrader 端末の同期ツール（EA）に貼り付けてください。ツールが報告するとシグナルが接続されます。プロトコル：docs/ea-protocol.md。',
    keepSecret: 'トークンは他人に教えないでください。同期ツールに必要な唯一の認証情報です。',
  },
  symbols: {
    matched: '対応済みのシンボル',
    unmatched: '未対応のシンボル',
    providerSymbol: '口座のシンボル',
    platformSymbol: 'プラットフォームのシンボル',
    contractSize: '契約サイズ',
    noneMatched: '対応済みのシンボルはまだありません。',
    noneUnmatched: '口座のすべてのシンボルが対応済みです。',
  },
  usage: {
    required: '{{option}} を指定してください。ここには確認できる端末がありません。',
    badPlatform: '不明なプラットフォーム {{value}} です。{{choices}} から選んでください。',
    badMethod: '不明な接続方法 {{value}} です。{{choices}} から選んでください。',
    methodNotOffered: '{{platform}} は {{method}} で接続できません。利用できる方法：{{methods}}。',
    followIncomplete: 'フォロー設定はまとめて指定します。{{options}} をすべて指定してください。',
    nothingToChange: '変更する内容がありません。{{options}} のいずれかを指定してください。',
    cannotRead: 'ファイル {{path}} を読み込めません。',
    badPair:
      '対応は 口座シンボル=プラットフォームシンボル（例：EURUSD.m=EURUSD）の形式で書きます。{{value}} ではありません。',
    badSymbolFile:
      'シンボルファイル {{path}} を読み込めません。JSON（providerSymbol + platformSymbol のリスト）か、見出し行が providerSymbol,platformSymbol の CSV を使ってください。',
    oneSymbolAction:
      '{{sync}} と対応の指定（{{match}}、{{file}}）は同時に使えません。どちらかにしてください。',
    passwordMissing:
      '標準入力から投資家パスワードを読み取れませんでした。パイプで 1 行入力してください。シェル履歴に残るため、オプションとしては受け付けません。',
    apiKeyMissing:
      '標準入力から API キーとシークレットを読み取れませんでした。1 行目にキー、2 行目にシークレットをパイプで入力してください。シェル履歴に残るため、オプションとしては受け付けません。',
    accountLinkOptions:
      '口座連携には {{server}} と {{account}} が必要です。投資家パスワードは標準入力から読み取ります。',
  },
} as const satisfies DeepStringShape<typeof cliSignalsEnUS>;
