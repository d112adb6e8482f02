import type { DeepStringShape } from '../text-shape.js';
import type { kycPageEnUS } from './en-US.js';

export const kycPageZhCN = {
  intro: '根据法规要求，每位信号提供者在首次出金前都需完成身份认证。',
  backToSettings: '账户设置',
  statusLabel: '认证状态',
  unverified: {
    title: '认证您的身份',
    text: '大约需要五分钟。请准备好您的护照、身份证或驾驶证。',
    steps: {
      details: '按证件填写您的姓名、出生日期和国籍。',
      document: '证件类型和号码，以及清晰的证件照片。',
      review: '我们的团队会审核您的申请，通常需要 1–3 个工作日。',
    },
  },
  underReview: {
    title: '您的证件正在审核中',
    submittedAt: '提交于 {{time}}',
    nextTitle: '接下来',
    next: {
      review: '审核人员会检查您的资料和照片，通常需要 1–3 个工作日。',
      result: '审核结果一出，本页就会显示：页面打开时每 30 秒检查一次。',
      withdraw: '认证通过后，您就可以提取收益。',
    },
    lastChecked: '最后检查于 {{time}}',
    checkNow: '立即检查',
    checking: '检查中…',
  },
  approved: {
    title: '您的身份已通过认证',
    since: '认证通过于 {{time}}',
    text: '您现在可以通过电汇或加密货币提取收益。',
    withdraw: '前往出金',
  },
  failed: {
    title: '您的认证未通过',
    reviewedAt: '审核于 {{time}}',
    noComment: '审核人员没有留下意见。',
    text: '请按审核意见修改后，重新提交申请。',
  },
  blocked: {
    title: '身份认证已被冻结',
    text: '该账号的身份认证已被冻结，无法再提交新的申请。请联系客服，并提供您的用户名 {{username}}。',
  },
  form: {
    title: '申请资料',
    againTitle: '重新认证',
    cancelAgain: '取消',
    personTitle: '个人资料',
    personText: '请与证件上的内容完全一致。',
    documentTitle: '您的证件',
    photosTitle: '证件照片',
    photosText: 'PNG、JPEG 或 WebP 图片，每张不超过 {{limit}}。四个角都要拍到，清晰且无反光。',
    birthDateHint: '您必须年满 {{min}} 岁。',
    nationalityChoose: '请选择国家',
    documentTypeHint: {
      PASSPORT: '带照片的那一页。',
      ID_CARD: '正面和反面。',
      DRIVING_LICENSE: '正面和反面。',
    },
    documentNumberHint: '英文字母、数字和连字符；空格会被忽略。',
    selfie: '手持证件的自拍照',
    selfieHint: '选填：可加快审核。',
    submit: '提交审核',
    submitting: '正在上传您的证件…',
    requiredNote: '除标明选填的以外，所有字段均为必填。',
  },
  upload: {
    choose: '选择图片',
    replace: '更换',
    remove: '移除',
    empty: '尚未选择图片',
    preview: '预览：{{label}}',
    drop: '或将图片拖放到这里',
    fileInfo: '{{name}}，{{size}}',
  },
  problems: {
    name: {
      FIELD_REQUIRED: '请按证件填写此姓名。',
      INVALID_PARAMETERS: '只能使用文字；可包含空格、撇号、连字符和句点。',
      TEXT_TOO_LONG: '最多 {{max}} 个字符。',
    },
    birthDate: {
      DATE_RANGE_INVALID: '请输入您真实的出生日期。',
      AGE_NOT_CONFIRMED: '您必须年满 {{min}} 岁才能进行身份认证。',
    },
    nationality: '请选择您的国籍。',
    documentType: '请选择您要拍摄的证件。',
    documentNumber: {
      FIELD_REQUIRED: '请输入证件上的号码。',
      INVALID_PARAMETERS: '请使用 {{min}} 到 {{max}} 个英文字母、数字或连字符。',
    },
    documentMissing: {
      documentFront: '请添加证件正面的照片。',
      documentBack: '请添加证件反面的照片。',
    },
    FILE_FORMAT: '{{name}} 不是 PNG、JPEG 或 WebP 图片，请选择其他文件。',
    FILE_SIZE: '{{name}} 大小为 {{size}}，超过 {{limit}} 的上限，请选择更小的图片。',
    unreadable: '无法读取此文件，请重新选择。',
  },
  toast: {
    submitted: '您的证件已提交审核。',
    approved: '您的身份已通过认证，现在可以出金了。',
    failed: '您的身份认证未通过，请查看审核意见。',
    blocked: '该账号的身份认证已被冻结。',
  },
} satisfies DeepStringShape<typeof kycPageEnUS>;
