import type { DeepStringShape } from '../text-shape.js';
import type { kycPageEnUS } from './en-US.js';

export const kycPageJaJP = {
  intro: '法令に基づき、すべてのシグナル提供者に初回の出金前に本人確認をお願いしています。',
  backToSettings: 'アカウント設定',
  statusLabel: '本人確認の状況',
  unverified: {
    title: '本人確認を行う',
    text: '所要時間は約 5 分です。パスポート、身分証明書または運転免許証をご用意ください。',
    steps: {
      details: '書類の記載どおりの氏名、生年月日、国籍。',
      document: '書類の種類と番号、および書類の鮮明な写真。',
      review: '担当チームが申請を審査します。通常 1～3 営業日かかります。',
    },
  },
  underReview: {
    title: '提出書類を審査しています',
    submittedAt: '{{time}} に提出',
    nextTitle: 'この後の流れ',
    next: {
      review: '審査担当者が入力内容と写真を確認します。通常 1～3 営業日かかります。',
      result: '結果が出るとすぐにこのページに表示されます。開いている間は 30 秒ごとに確認します。',
      withdraw: '本人確認が完了すると、収益を出金できます。',
    },
    lastChecked: '最終確認 {{time}}',
    checkNow: '今すぐ確認',
    checking: '確認中…',
  },
  approved: {
    title: '本人確認が完了しました',
    since: '{{time}} に確認済み',
    text: '銀行振込または暗号資産で収益を出金できます。',
    withdraw: '出金へ進む',
  },
  failed: {
    title: '本人確認ができませんでした',
    reviewedAt: '{{time}} に審査',
    noComment: '審査担当者のコメントはありません。',
    text: '審査担当者の指摘を修正して、もう一度申請してください。',
  },
  blocked: {
    title: '本人確認は停止されています',
    text: 'このアカウントの本人確認は停止されているため、新しい申請はできません。カスタマーサービスにお問い合わせのうえ、ユーザー名 {{username}} をお伝えください。',
  },
  form: {
    title: '申請内容',
    againTitle: 'もう一度確認する',
    cancelAgain: 'キャンセル',
    personTitle: 'お客様の情報',
    personText: '書類の記載どおりに入力してください。',
    documentTitle: '本人確認書類',
    photosTitle: '書類の写真',
    photosText:
      'PNG、JPEG または WebP の画像で、1 枚あたり {{limit}} までです。四隅がすべて写り、鮮明で反射のないものをお使いください。',
    birthDateHint: '{{min}} 歳以上である必要があります。',
    nationalityChoose: '国を選択してください',
    documentTypeHint: {
      PASSPORT: '顔写真のあるページ。',
      ID_CARD: '表面と裏面。',
      DRIVING_LICENSE: '表面と裏面。',
    },
    documentNumberHint: '英字、数字、ハイフン。スペースは無視されます。',
    selfie: '書類を持った自撮り写真',
    selfieHint: '任意：審査が早くなります。',
    submit: '審査に提出',
    submitting: '書類をアップロードしています…',
    requiredNote: '任意と記載のある項目を除き、すべて必須です。',
  },
  upload: {
    choose: '画像を選択',
    replace: '差し替え',
    remove: '削除',
    empty: '画像が選択されていません',
    preview: 'プレビュー：{{label}}',
    drop: 'またはここに画像をドロップ',
    fileInfo: '{{name}}、{{size}}',
  },
  problems: {
    name: {
      FIELD_REQUIRED: '書類の記載どおりに入力してください。',
      INVALID_PARAMETERS:
        '文字のみ使用できます。スペース、アポストロフィ、ハイフン、ピリオドは使用できます。',
      TEXT_TOO_LONG: '{{max}} 文字以内で入力してください。',
    },
    birthDate: {
      DATE_RANGE_INVALID: '正しい生年月日を入力してください。',
      AGE_NOT_CONFIRMED: '本人確認は {{min}} 歳以上の方のみご利用いただけます。',
    },
    nationality: '国籍を選択してください。',
    documentType: '撮影する書類を選択してください。',
    documentNumber: {
      FIELD_REQUIRED: '書類に記載された番号を入力してください。',
      INVALID_PARAMETERS: '英字、数字、ハイフンを {{min}}～{{max}} 文字で入力してください。',
    },
    documentMissing: {
      documentFront: '書類の表面の写真を追加してください。',
      documentBack: '書類の裏面の写真を追加してください。',
    },
    FILE_FORMAT: '{{name}} は PNG、JPEG、WebP のいずれの画像でもありません。別のファイルを選択してください。',
    FILE_SIZE: '{{name}} は {{size}} で、上限の {{limit}} を超えています。小さい画像を選択してください。',
    unreadable: 'このファイルを読み込めませんでした。もう一度選択してください。',
  },
  toast: {
    submitted: '書類を審査に提出しました。',
    approved: '本人確認が完了しました。出金が可能です。',
    failed: '本人確認ができませんでした。審査担当者のコメントをご確認ください。',
    blocked: 'このアカウントの本人確認は停止されています。',
  },
} satisfies DeepStringShape<typeof kycPageEnUS>;
