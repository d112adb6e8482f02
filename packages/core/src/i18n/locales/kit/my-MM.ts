import type { DeepStringShape } from '../text-shape.js';
import type { kitEnUS } from './en-US.js';

export const kitMyMM = {
  loadFailed: 'ဤအရာကို ဖွင့်၍ မရပါ။',
  moreInfo: 'အချက်အလက် ထပ်မံ',
  copyFailed: 'ဤနေရာတွင် ကူးယူခွင့် မရှိပါ။ စာသားကို ရွေးပြီး ကိုယ်တိုင် ကူးယူပါ။',
  leaveTitle: 'မသိမ်းဘဲ ထွက်မလား။',
  leaveText: 'သင့်ပြောင်းလဲမှုများ မသိမ်းရသေးပါ၊ ဤစာမျက်နှာမှ ထွက်လျှင် ပျောက်ဆုံးပါမည်။',
  leave: 'ထွက်မည်',
  stay: 'နေမည်',
  showTable: 'ဇယားဖြင့် ပြရန်',
  showChart: 'ဇယားကွက်ဖြင့် ပြရန်',
  absent: 'မရရှိနိုင်ပါ',
} satisfies DeepStringShape<typeof kitEnUS>;
