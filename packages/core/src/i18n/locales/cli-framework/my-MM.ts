import type { DeepStringShape } from '../text-shape.js';
import type { cliFrameworkEnUS } from './en-US.js';

export const cliFrameworkMyMM = {
  configDamaged: 'ဆက်တင်ဖိုင် {{path}} ကို ဖတ်၍မရပါ- ၎င်းသည် ဆက်တင်များ၏ JSON object မဟုတ်ပါ။',
  configDamagedHint:
    'ဖိုင်ကို ပြင်ဆင်ပါ သို့မဟုတ် မူလဆက်တင်များသို့ ပြန်သွားရန် ဖျက်ပါ (၎င်းတွင် သိမ်းထားသော ဆက်တင်များ ပျောက်ဆုံးသွားပါမည်)။ မည်သည့်အရာမျှ မပြောင်းလဲရသေးပါ။',
  configNotSet: '{{key}} ကို သတ်မှတ်မထားပါ- အမိန့်တစ်ခုက လိုအပ်သောအခါ portal စာမျက်နှာမှ ဖတ်ယူပါမည်။',
  codeResendIn: 'ကုဒ်အသစ်ကို {{seconds}} စက္ကန့်အကြာတွင် ပို့နိုင်ပါမည်- ထိုအချိန်တွင် အဖြေကို ဗလာထားပါ။',
  codeResendNow: 'ကုဒ်အသစ်ရယူရန် အဖြေကို ဗလာထားပါ။',
  codeSentNext: 'ကုဒ်ရောက်လာသောအခါ ဤအမိန့်ဖြင့် အကောင့်ဝင်ခြင်းကို အပြီးသတ်ပါ- {{command}}',
} satisfies DeepStringShape<typeof cliFrameworkEnUS>;
