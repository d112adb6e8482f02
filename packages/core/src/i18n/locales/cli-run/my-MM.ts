import type { DeepStringShape } from '../text-shape.js';
import type { cliRunEnUS } from './en-US.js';

/** Texts of the `cliRun` namespace in my-MM. */
export const cliRunMyMM = {
  download: {
    isFolder: '{{path}} သည် ဖိုင်တွဲ ဖြစ်သည်။ ၎င်းအတွင်းရှိ ဖိုင်အမည်ကို ပေးပါ၊ ဥပမာ {{example}}။',
    interruptedStdout:
      'ရပ်တန့်လိုက်သည်။ အတန်း {{rows}} တန်း ({{bytes}} ဘိုက်) ကို standard output သို့ ရေးပြီးဖြစ်သည်၊ ထိုနေရာတွင် ရရှိထားသည်မှာ မပြည့်စုံပါ။',
  },
  watch: {
    feedUnreachable: '{{url}} ရှိ တိုက်ရိုက်ဒေတာကို ချိတ်ဆက်၍ မရပါ။ {{seconds}} စက္ကန့်အကြာတွင် ထပ်ကြိုးစားမည်…',
    change: '{{field}}: {{from}} → {{to}}',
  },
  list: {
    pastLastPage: 'စာမျက်နှာ {{page}} သည် နောက်ဆုံးစာမျက်နှာ ({{pages}}) ကို ကျော်လွန်နေသည်။ စုစုပေါင်း {{count}} ခု ရှိသည်။',
  },
  withdrawTo: 'လက်ခံမည့်အကောင့်: {{account}}',
  commander: {
    unknownOption: 'မသိသော ရွေးချယ်မှု {{option}}။',
    unknownCommand: 'မသိသော အမိန့် {{command}}။',
    excessArguments: '{{command}} အတွက် argument များလွန်းသည်။',
    missingArgument: 'argument {{argument}} မပါရှိပါ။',
    optionMissingArgument: 'ရွေးချယ်မှု {{option}} အတွက် တန်ဖိုးတစ်ခု လိုအပ်သည်။',
    missingMandatoryOption: 'ရွေးချယ်မှု {{option}} ကို မဖြစ်မနေ ပေးရမည်။',
    invalidChoice: '{{value}} သည် {{target}} ၏ တန်ဖိုး မဟုတ်ပါ။ ဤတို့မှ ရွေးပါ: {{choices}}။',
    didYouMean: '{{suggestion}} ကို ဆိုလိုပါသလား?',
  },
} as const satisfies DeepStringShape<typeof cliRunEnUS>;
