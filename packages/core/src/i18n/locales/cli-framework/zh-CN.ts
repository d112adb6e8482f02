import type { DeepStringShape } from '../text-shape.js';
import type { cliFrameworkEnUS } from './en-US.js';

export const cliFrameworkZhCN = {
  configDamaged: '无法读取配置文件 {{path}}：内容不是设置项的 JSON 对象。',
  configDamagedHint: '请修正该文件，或删除它以恢复默认设置（其中保存的设置将会丢失）。未做任何更改。',
  configNotSet: '{{key}} 尚未设置：命令需要时会从入口页面读取。',
  codeResendIn: '{{seconds}} 秒后可重新发送验证码：届时不输入内容直接按回车即可。',
  codeResendNow: '如需获取新的验证码，请不输入内容直接按回车。',
  codeSentNext: '收到验证码后，请运行以下命令完成登录：{{command}}',
} satisfies DeepStringShape<typeof cliFrameworkEnUS>;
