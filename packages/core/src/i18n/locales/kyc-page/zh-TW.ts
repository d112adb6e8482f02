import type { DeepStringShape } from '../text-shape.js';
import type { kycPageEnUS } from './en-US.js';

export const kycPageZhTW = {
  intro: '依法規要求，每位訊號提供者在首次出金前都需完成身分驗證。',
  backToSettings: '帳戶設定',
  statusLabel: '驗證狀態',
  unverified: {
    title: '驗證您的身分',
    text: '約需五分鐘。請準備好您的護照、身分證或駕照。',
    steps: {
      details: '依證件填寫您的姓名、出生日期與國籍。',
      document: '證件類型與號碼，以及清晰的證件照片。',
      review: '我們的團隊會審核您的申請，通常需要 1–3 個工作天。',
    },
  },
  underReview: {
    title: '您的證件審核中',
    submittedAt: '送出於 {{time}}',
    nextTitle: '接下來',
    next: {
      review: '審核人員會檢查您的資料與照片，通常需要 1–3 個工作天。',
      result: '審核結果一出來，本頁就會顯示：頁面開著時每 30 秒檢查一次。',
      withdraw: '驗證通過後，您就可以提領收益。',
    },
    lastChecked: '最後檢查於 {{time}}',
    checkNow: '立即檢查',
    checking: '檢查中…',
  },
  approved: {
    title: '您的身分已通過驗證',
    since: '驗證通過於 {{time}}',
    text: '您現在可以透過電匯或加密貨幣提領收益。',
    withdraw: '前往出金',
  },
  failed: {
    title: '您的驗證未通過',
    reviewedAt: '審核於 {{time}}',
    noComment: '審核人員沒有留下意見。',
    text: '請依審核意見修正後，重新送出申請。',
  },
  blocked: {
    title: '身分驗證已被封鎖',
    text: '此帳號的身分驗證已被封鎖，無法再送出新的申請。請聯絡客服，並提供您的使用者名稱 {{username}}。',
  },
  form: {
    title: '申請資料',
    againTitle: '重新驗證',
    cancelAgain: '取消',
    personTitle: '個人資料',
    personText: '請與證件上的內容完全一致。',
    documentTitle: '您的證件',
    photosTitle: '證件照片',
    photosText: 'PNG、JPEG 或 WebP 圖片，每張最多 {{limit}}。四個角都要入鏡，清晰且無反光。',
    birthDateHint: '您必須年滿 {{min}} 歲。',
    nationalityChoose: '請選擇國家',
    documentTypeHint: {
      PASSPORT: '有照片的那一頁。',
      ID_CARD: '正面與背面。',
      DRIVING_LICENSE: '正面與背面。',
    },
    documentNumberHint: '英文字母、數字與連字號；空格會自動忽略。',
    selfie: '手持證件的自拍照',
    selfieHint: '選填：可加快審核速度。',
    submit: '送出審核',
    submitting: '正在上傳您的證件…',
    requiredNote: '除標示為選填者外，所有欄位皆為必填。',
  },
  upload: {
    choose: '選擇圖片',
    replace: '更換',
    remove: '移除',
    empty: '尚未選擇圖片',
    preview: '預覽：{{label}}',
    drop: '或將圖片拖放到這裡',
    fileInfo: '{{name}}，{{size}}',
  },
  problems: {
    name: {
      FIELD_REQUIRED: '請依證件填寫此姓名。',
      INVALID_PARAMETERS: '只能使用文字；可包含空格、撇號、連字號與句點。',
      TEXT_TOO_LONG: '最多 {{max}} 個字元。',
    },
    birthDate: {
      DATE_RANGE_INVALID: '請輸入您真實的出生日期。',
      AGE_NOT_CONFIRMED: '您必須年滿 {{min}} 歲才能進行身分驗證。',
    },
    nationality: '請選擇您的國籍。',
    documentType: '請選擇您要拍攝的證件。',
    documentNumber: {
      FIELD_REQUIRED: '請輸入證件上的號碼。',
      INVALID_PARAMETERS: '請使用 {{min}} 到 {{max}} 個英文字母、數字或連字號。',
    },
    documentMissing: {
      documentFront: '請加入證件正面的照片。',
      documentBack: '請加入證件背面的照片。',
    },
    FILE_FORMAT: '{{name}} 不是 PNG、JPEG 或 WebP 圖片，請選擇其他檔案。',
    FILE_SIZE: '{{name}} 大小為 {{size}}，超過 {{limit}} 的上限，請選擇較小的圖片。',
    unreadable: '無法讀取此檔案，請重新選擇。',
  },
  toast: {
    submitted: '您的證件已送出審核。',
    approved: '您的身分已通過驗證，現在可以出金了。',
    failed: '您的身分驗證未通過，請查看審核意見。',
    blocked: '此帳號的身分驗證已被封鎖。',
  },
} satisfies DeepStringShape<typeof kycPageEnUS>;
