import type { DeepStringShape } from '../text-shape.js';
import type { signalListEnUS } from './en-US.js';

export const signalListMyMM = {
  intro: 'သင့်အချက်ပြများကို စိစစ်မှုအခြေအနေအလိုက် ကြည့်ပါ- ချိတ်ဆက်ပါ၊ စိစစ်ရန် တင်သွင်းပါ၊ အမြတ်ရာခိုင်နှုန်းကို စောင့်ကြည့်ပါ။',
  tabsLabel: 'စိစစ်မှုအခြေအနေအလိုက် အချက်ပြများ',
  columns: {
    signal: 'အချက်ပြ',
    state: 'အခြေအနေ',
    followers: 'နောက်လိုက်သူများ',
    investedFund: 'ရင်းနှီးထားသော ငွေ',
    returns: 'အမြတ်နှုန်း',
    return7: '၇ ရက်',
    return30: '၃၀ ရက်',
    return180: '၁၈၀ ရက်',
    lastActive: 'နောက်ဆုံး လှုပ်ရှားချိန်',
    actions: 'လုပ်ဆောင်ချက်များ',
  },
  stateLabels: {
    review: 'စိစစ်မှု',
    running: 'လည်ပတ်မှု',
    connection: 'ချိတ်ဆက်မှု',
  },
  lostReason: 'အကြောင်းရင်း- {{reason}}',
  absent: {
    notConnected: 'ကိန်းဂဏန်း မရှိသေးပါ- အကောင့်ကို ချိတ်ဆက်ပြီးမှ တွက်ချက်ပါမည်။',
    calculating: 'စွမ်းဆောင်ရည်ကို တွက်ချက်နေသည်။',
    noData: 'အကောင့်မှ ဒေတာ မရရှိသေးပါ။',
  },
  empty: {
    title: 'အချက်ပြ မရှိသေးပါ',
    listed: 'အတည်ပြုထားသော အချက်ပြ မရှိသေးပါ။ အတည်ပြုပြီးပါက ဤနေရာတွင် ပေါ်ပါမည်။',
    pending: 'စိစစ်မှု စောင့်ဆိုင်းနေသော သို့မဟုတ် သတ်မှတ်ဆဲ အချက်ပြ မရှိပါ။',
    archived: 'မော်ကွန်းတင်ထားသော အချက်ပြ မရှိပါ။ မော်ကွန်းတင်ထားသော အချက်ပြများ၏ မှတ်တမ်းကို ဤနေရာတွင် ထိန်းသိမ်းထားပါသည်။',
  },
  menuLabel: '{{name}} အတွက် လုပ်ဆောင်ချက်များ',
  actions: {
    continueSetup: 'ဆက်လက် သတ်မှတ်ရန်',
    retryConnection: 'ချိတ်ဆက်မှု ထပ်ကြိုးစားရန်',
  },
  working: 'လုပ်ဆောင်နေသည်…',
  toast: {
    reconnecting: 'သိမ်းထားသော အကောင့်အချက်အလက်ဖြင့် ပြန်လည်ချိတ်ဆက်နေသည်။',
  },
  reasons: {
    SIGNAL_ARCHIVED: 'မော်ကွန်းတင်ထားသော အချက်ပြကို ပြောင်းလဲ၍ မရတော့ပါ။',
    SIGNAL_DELETED: 'ဤအချက်ပြကို ဖျက်ပြီးဖြစ်သည်။',
    SIGNAL_ALREADY_CONNECTED: 'အချက်ပြကို ချိတ်ဆက်ပြီးဖြစ်သည်။',
    SIGNAL_INVALID_TRANSITION: 'အချက်ပြ၏ လက်ရှိအခြေအနေတွင် ပြုလုပ်၍ မရပါ။',
    SIGNAL_NOT_PASSED_REVIEW: 'အချက်ပြကို ဦးစွာ အတည်ပြုရမည်။',
    SIGNAL_PERFORMANCE_NOT_CALCULATED: 'စွမ်းဆောင်ရည် တွက်ချက်ပြီးသည်အထိ စောင့်ပါ။',
    SIGNAL_NO_TRADE_HISTORY: 'အကောင့်တွင် ပိတ်ပြီးသော အရောင်းအဝယ်များ ဦးစွာ ရှိရမည်။',
    SIGNAL_DISABLED: 'အချက်ပြကို ဖွင့်မထားပါ။',
    SIGNAL_ENABLED: 'အချက်ပြကို ဦးစွာ ပိတ်ပါ။',
    SIGNAL_CONNECTED: 'အချက်ပြ၏ ချိတ်ဆက်မှုကို ဦးစွာ ဖြုတ်ပါ။',
    SIGNAL_NOT_CONNECTED: 'အကောင့်ကို ဦးစွာ ချိတ်ဆက်ပါ။',
    SIGNAL_ROBOTS_FOLLOWING: 'ဤအချက်ပြကို ရိုဘော့များ လိုက်နေဆဲ ဖြစ်သည်။',
    SIGNAL_CANNOT_DELETE: 'အများမြင် မှတ်တမ်း ရှိပြီးဖြစ်၍ ဖျက်မည့်အစား မော်ကွန်းတင်ပါ။',
    SIGNAL_CANNOT_SUBMIT: 'မူကြမ်း သို့မဟုတ် ပယ်ချခံရသော အချက်ပြကိုသာ တင်သွင်းနိုင်သည်။',
    SIGNAL_NO_MATCHED_SYMBOL: 'အနည်းဆုံး သင်္ကေတ တစ်ခုကို ဦးစွာ တွဲချိတ်ပါ။',
  },
  reasonsFor: {
    enable: {
      SIGNAL_NOT_CONNECTED: 'မဖွင့်မီ အကောင့်ကို ချိတ်ဆက်ပါ။',
      SIGNAL_ENABLED: 'အချက်ပြကို ဖွင့်ထားပြီးဖြစ်သည်။',
      SIGNAL_NOT_PASSED_REVIEW: 'အချက်ပြကို အတည်ပြုပြီးမှသာ ဖွင့်နိုင်သည်။',
    },
    submit: {
      SIGNAL_NOT_CONNECTED: 'မတင်သွင်းမီ အကောင့်ကို ချိတ်ဆက်ပါ။',
      SIGNAL_NO_MATCHED_SYMBOL: 'မတင်သွင်းမီ အနည်းဆုံး သင်္ကေတ တစ်ခုကို တွဲချိတ်ပါ။',
    },
    disconnect: {
      SIGNAL_ENABLED: 'ချိတ်ဆက်မှု မဖြုတ်မီ အချက်ပြကို ပိတ်ပါ။',
      SIGNAL_NOT_CONNECTED: 'အချက်ပြကို ချိတ်ဆက်မထားပါ။',
    },
    archive: {
      SIGNAL_ENABLED: 'မော်ကွန်းမတင်မီ အချက်ပြကို ပိတ်ပါ။',
      SIGNAL_CONNECTED: 'မော်ကွန်းမတင်မီ အချက်ပြ၏ ချိတ်ဆက်မှုကို ဖြုတ်ပါ။',
    },
    delete: {
      SIGNAL_ENABLED: 'မဖျက်မီ အချက်ပြကို ပိတ်ပါ။',
      SIGNAL_CONNECTED: 'မဖျက်မီ အချက်ပြ၏ ချိတ်ဆက်မှုကို ဖြုတ်ပါ။',
    },
  },
} satisfies DeepStringShape<typeof signalListEnUS>;
