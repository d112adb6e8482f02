import type { DeepStringShape } from '../text-shape.js';
import type { cliFiguresEnUS } from './en-US.js';

export const cliFiguresMyMM = {
  figure: 'ကိန်းဂဏန်း',
  value: 'တန်ဖိုး',
  whyAbsent: 'တန်ဖိုးမရှိရသည့် အကြောင်းရင်း',
  formulaVersion: 'ဖော်မြူလာ ဗားရှင်း',
  calculatedAt: 'တွက်ချက်ခဲ့သည့်အချိန်',
  tradeHighlight: '{{profit}} USD ({{symbol}}၊ လက်မှတ် {{ticket}}၊ {{time}} တွင် ပိတ်ခဲ့သည်)',
  annualisation: 'တစ်နှစ်လျှင် အမြတ်ကာလ {{periods}} ခု',
  labels: {
    startedAt: 'ပထမဆုံး လှုပ်ရှားမှု',
    historyDays: 'မှတ်တမ်း ရက်အရေအတွက်',
    finalBalance: 'နောက်ဆုံး လက်ကျန်ငွေ',
    apr7: '၇ ရက် နှစ်စဉ်အမြတ်နှုန်း',
    apr30: '၃၀ ရက် နှစ်စဉ်အမြတ်နှုန်း',
    apr180: '၁၈၀ ရက် နှစ်စဉ်အမြတ်နှုန်း',
    grossProfit: 'စုစုပေါင်း အမြတ်',
    grossLoss: 'စုစုပေါင်း အရှုံး',
    winningTrades: 'အမြတ်ရသည့် အရောင်းအဝယ်များ',
    losingTrades: 'အရှုံးရသည့် အရောင်းအဝယ်များ',
    breakEvenTrades: 'အရင်းကျေ အရောင်းအဝယ်များ',
    annualisation: 'နှစ်စဉ်နှုန်း တွက်ပုံ',
    dailySeries: 'နေ့စဉ် အစီအစဉ်',
    absentReasons: 'တန်ဖိုးမရှိသည့် ကိန်းဂဏန်းများ၏ အကြောင်းရင်း',
    otherFields: 'အခြား အကွက်များ',
    month: 'လ',
    monthReturn: 'အမြတ်နှုန်း',
  },
  history: {
    title: 'ကိန်းဂဏန်းများကို တွက်ချက်ရာတွင် အသုံးပြုခဲ့သည့် အရောင်းအဝယ်များနှင့် ငွေလက်ကျန် လှုပ်ရှားမှုများ',
    source: 'ရင်းမြစ်',
    syncedTo: 'အကောင့်မှ ဖတ်ပြီးသည့်အချိန်',
    sources: {
      BROKER: 'ပွဲစားထံမှ ဖတ်ယူသည်',
      EA: 'EA မှ ပို့သည်',
    },
    types: {
      TRADE: 'အရောင်းအဝယ်',
      BALANCE: 'ငွေလက်ကျန် လှုပ်ရှားမှု',
    },
    kinds: {
      DEPOSIT: 'ငွေသွင်း',
      WITHDRAWAL: 'ငွေထုတ်',
    },
    columns: {
      type: 'အမျိုးအစား',
      id: 'လက်မှတ် သို့မဟုတ် ID',
      time: 'အချိန်',
      detail: 'သင်္ကေတ၊ ဦးတည်ချက် သို့မဟုတ် အမျိုးအစား',
      volume: 'ပမာဏ',
      prices: 'ဖွင့်ဈေး → ပိတ်ဈေး',
      amount: 'အမြတ်အရှုံး သို့မဟုတ် ငွေပမာဏ',
    },
    empty: 'အရောင်းအဝယ် သို့မဟုတ် ငွေလက်ကျန် လှုပ်ရှားမှု မရှိသေးပါ။',
    csvIsWhole: 'CSV သည် မှတ်တမ်းတစ်ခုလုံး အမြဲဖြစ်သဖြင့် {{option}} ကို ဖယ်ပါ။ စာမျက်နှာတစ်ခုတည်းအတွက် {{format}} ကို သုံးပါ။',
  },
  stats: {
    server: 'ဆာဗာ',
    recomputed: 'ပြန်တွက်ထားသည်',
    difference: 'ကွာခြားချက်',
    same: 'တူသည်',
    differs: 'ကွဲပြားသည်',
    allEqual:
      'မှတ်တမ်း {{entries}} ခုမှ ပြန်တွက်ထားသည့် ကိန်းဂဏန်း {{count}} ခုစလုံးသည် ဆာဗာ၏ တန်ဖိုးများနှင့် တူညီသည် (ဖော်မြူလာ {{version}}၊ {{time}} တွင် တွက်ချက်ခဲ့သည်)။',
    someDiffer: 'မှတ်တမ်းမှ ပြန်တွက်ထားသည့် ကိန်းဂဏန်း {{count}} ခုသည် ဆာဗာ၏ တန်ဖိုးများနှင့် ကွဲပြားသည်။',
    refreshedWhileReading: 'မှတ်တမ်းကို ဖတ်နေစဉ် ကိန်းဂဏန်းများ ထပ်ခါထပ်ခါ ပြောင်းလဲခဲ့သည်။ အမိန့်ကို ထပ်မံ လုပ်ဆောင်ပါ။',
  },
  followers: {
    date: 'ရက်စွဲ',
    empty: 'ဤကာလတွင် နောက်လိုက်သူ မရှိပါ။',
  },
  robots: {
    empty: 'ဤ အချက်ပြကို လိုက်နေသည့် ရိုဘော့ မရှိသေးပါ။',
    startedAt: 'စတင်ချိန်',
    hwm: 'အမြင့်ဆုံး ရေမှတ်',
  },
  simulate: {
    equityAfter: 'ခွဲဝေပြီးနောက် ရင်းနှီးငွေ',
    totals:
      'စုစုပေါင်း နောက်လိုက်သူက {{share}} USD ပေးချေပြီး ပလက်ဖောင်းက {{fee}} USD ယူကာ သင် {{receive}} USD ရရှိသည်။ နောက်ဆုံး ရင်းနှီးငွေမှာ {{equity}} USD ဖြစ်သည်။',
    oneSource: 'လစဉ်အမြတ်နှုန်းများကို နည်းလမ်းတစ်ခုတည်းဖြင့်သာ ပေးပါ- {{options}}။',
    noReturns: 'လစဉ်အမြတ်နှုန်းများကို {{returns}}၊ {{file}} သို့မဟုတ် {{signal}} ဖြင့် ပေးပါ။',
    percentRequired: 'အမြတ်ခွဲဝေနှုန်းကို {{option}} ဖြင့် ပေးပါ၊ သို့မဟုတ် ထို အချက်ပြ၏ နှုန်းကို သုံးရန် {{signal}} ကို ပေးပါ။',
    cannotRead: '{{path}} ကို ဖတ်၍ မရပါ။',
    signalHasNoReturns: 'ဤ အချက်ပြတွင် လစဉ်အမြတ်နှုန်း မရှိသေးပါ။',
  },
} as const satisfies DeepStringShape<typeof cliFiguresEnUS>;
