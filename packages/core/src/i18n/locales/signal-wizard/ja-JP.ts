import type { DeepStringShape } from '../text-shape.js';
import type { signalWizardEnUS } from './en-US.js';

export const signalWizardJaJP = {
  intro: '接続方法、名前、取引口座、銘柄の順に設定し、最後に審査へ提出します。',
  resumeIntro: '{{name}} の設定を中断したところから再開します。',
  stepper: {
    label: '設定ステップ',
    done: '完了',
    current: '現在のステップ',
    upcoming: '未着手',
  },
  steps: {
    connectApiKey: 'APIキーを接続',
    connectTool: '同期ツールを接続',
  },
  method: {
    platformLegend: 'プラットフォーム',
    platformText: {
      MT4: 'MetaTrader 4 のブローカーで、FX・貴金属・株価指数を取引します。',
      MT5: 'MetaTrader 5 のブローカーで、FX・貴金属・株価指数を取引します。',
      BINANCE: 'バイナンスの USDT 建て無期限先物です。',
      TWSE: '証券会社を通じて台湾株と ETF を取引します。',
    },
    methodLegend: '接続方法',
    choosePlatformFirst:
      '先にプラットフォームを選んでください。使える接続方法はプラットフォームによって異なります。',
    accountLinkTwse: 'サーバー、口座番号、読み取り専用パスワードで証券口座を連携します。',
    chooseBoth: '続けるには、プラットフォームと接続方法を選んでください。',
  },
  details: {
    charCount: '{{count}} / {{max}} 文字',
    createAndContinue: 'シグナルを作成して次へ',
    createdNote: 'シグナルは作成されました。画像をもう一度選ぶか、画像を外してそのまま進んでください。',
  },
  connect: {
    text: {
      ACCOUNT_LINK:
        'ブローカーのサーバーを検索し（4文字以上）、口座番号と読み取り専用の投資家パスワードを入力してください。',
      API_KEY:
        '読み取り専用の APIキーとシークレットを入力してください。ポジションと取引履歴を読み取るだけです。',
      EA: '接続を開始します。同期ツールがトークンを使って通知すると、シグナルの接続が完了します。',
    },
    connectFirst: '続けるには、口座を接続してください。',
  },
  install: {
    steps: {
      download: '{{platform}} 用の同期ツールをダウンロードします。',
      copy: 'MetaTrader の「ファイル」メニューからデータフォルダを開き、ツールを MQL4/Experts（MetaTrader 5 では MQL5/Experts）にコピーします。',
      allow: 'MetaTrader を再起動し、オプションでアルゴリズム取引を許可します。',
      attach:
        '同期ツールを任意のチャートに適用します。次のステップで、その設定にシグナルトークンを貼り付けます。',
    },
    downloadUnavailable:
      'このサイトではまだダウンロードできません。同期ツールはサイトの運営者にお問い合わせください。',
  },
  token: {
    keepSecret:
      'このトークンを知っている人は、あなたのシグナルとして取引を送信できます。他人に教えないでください。',
  },
  symbols: {
    text: '口座の接続後に銘柄を読み取り、判別できた銘柄は自動でマッチングします。残りは手動でマッチングしてください。1つ以上のマッチングが必要です。',
    waitingTool: '同期ツールがトークンを使って通知するのを待っています。通知があり次第、銘柄が表示されます。',
    waitingAccount: '口座を読み取っています。まもなく銘柄が表示されます。',
    saveFirst: '続けるには、マッチングを保存してください。',
  },
  review: {
    summary: 'シグナルの内容',
    connection: '接続',
    matchedSymbols: 'マッチング済みの銘柄',
    noDescription: '説明なし',
    noImage: '画像なし',
    imageAlt: '{{name}} の画像',
    waitingConnection: '口座は接続済みで、パフォーマンスを計算中です。計算が終わればすぐに提出できます。',
  },
  submitted: {
    title: '審査に提出しました',
    toList: 'マイシグナルへ',
    toSignal: 'このシグナルを見る',
  },
  notDraft: {
    title: 'このシグナルは設定済みです',
    submitted:
      '{{name}} の設定は完了しており、審査状況は「{{status}}」です。シグナルのページで確認してください。',
    archived: '{{name}} はアーカイブされています。パフォーマンスはシグナルのページで引き続き確認できます。',
    open: 'シグナルを開く',
  },
} satisfies DeepStringShape<typeof signalWizardEnUS>;
