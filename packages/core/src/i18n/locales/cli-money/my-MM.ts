import type { DeepStringShape } from '../text-shape.js';
import type { cliMoneyEnUS } from './en-US.js';

export const cliMoneyMyMM = {
  lists: {
    badFormat: 'ပံ့ပိုးမထားသော ပုံစံ- {{format}}။ {{formats}} ထဲမှ တစ်ခုကို ရွေးပါ။',
    allWithPage: '{{all}} သည် ပထမစာမျက်နှာမှစ၍ စာမျက်နှာအားလုံးကို ဖတ်သောကြောင့် {{page}} ကို ချန်ထားပါ။',
    jsonNeedsFile:
      '{{json}} ဖြင့် ရလဒ်သည် standard output သို့ ထွက်သောကြောင့် {{format}} ဒေတာကို {{option}} ဖြင့် ဖိုင်ထဲသို့ ရေးပါ။',
    interruptedStdout: 'ရပ်တန့်လိုက်ပါပြီ။ ရပ်တန့်ချိန်တွင် standard output သို့ အတန်း {{rows}} တန်း ရေးပြီးဖြစ်သည်။',
    saved: 'အတန်း {{rows}} တန်းကို {{path}} တွင် သိမ်းဆည်းပြီးပါပြီ။',
  },
  accounts: {
    bank: 'ဘဏ်အကောင့်',
    crypto: 'crypto လိပ်စာ',
    added: '{{kind}} ကို ထည့်ပြီးပါပြီ။',
    saved: '{{kind}} ကို သိမ်းဆည်းပြီးပါပြီ။',
    removed: '{{kind}} {{id}} ကို ဖျက်ပြီးပါပြီ။',
    removeConfirm: '{{kind}} {{account}} ကို ဖျက်မလား။ ဖျက်ပြီးနောက် ၎င်းသို့ ငွေထုတ်၍ မရတော့ပါ။',
    notFound: 'ID {{id}} ရှိသော ဘဏ်အကောင့် သို့မဟုတ် crypto လိပ်စာ မရှိပါ ("accounts list" ကို ကြည့်ပါ)။',
    missing: '{{options}} ကို ပေးပါ- သင့်ကို မေးရန် terminal မရှိပါ။',
    nothingToChange: 'ပြောင်းလဲမည့် အကွက်အနည်းဆုံး တစ်ခုကို ပေးပါ- {{options}}။',
    wrongFields: '{{id}} သည် {{kind}} ဖြစ်သောကြောင့် {{options}} ကို ပြောင်းလဲ၍ မရပါ။',
  },
  withdraw: {
    quote: 'ခန့်မှန်းတွက်ချက်မှု',
    dryRun: 'စမ်းသပ်လုပ်ဆောင်မှု- မည်သည့်လျှောက်လွှာမျှ မတင်ရသေးပါ။ လျှောက်ထားရန် {{option}} မပါဘဲ ထပ်မံ လုပ်ဆောင်ပါ။',
    notFound: 'ID {{id}} ရှိသော ငွေထုတ်လျှောက်လွှာ မရှိပါ ("withdraw list" ကို ကြည့်ပါ)။',
    replayed: 'ဤငွေထုတ်လျှောက်လွှာကို တူညီသော တောင်းဆိုမှု၏ ယခင်လုပ်ဆောင်မှုတွင် တင်ပြီးဖြစ်ပါသည်။ ယခုအကြိမ်တွင် လျှောက်လွှာအသစ် မတင်ရပါ။',
  },
} satisfies DeepStringShape<typeof cliMoneyEnUS>;
