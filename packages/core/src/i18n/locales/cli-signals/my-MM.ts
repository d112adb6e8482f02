import type { DeepStringShape } from '../text-shape.js';
import type { cliSignalsEnUS } from './en-US.js';

export const cliSignalsMyMM = {
  done: {
    created: 'signal {{name}} (ID {{id}}) ကို ဖန်တီးပြီးပါပြီ။ နောက်တစ်ဆင့်- "signals connect {{id}}" ဖြင့် ချိတ်ဆက်ပါ။',
    updated: '{{name}} ၏ ပြောင်းလဲမှုများကို သိမ်းဆည်းပြီးပါပြီ။',
    submitted: '{{name}} ကို စိစစ်ရန် တင်သွင်းပြီးပါပြီ။',
    enabled: '{{name}} ဖွင့်ထားပါပြီ- အဖွဲ့ဝင်များ လိုက်ကူးနိုင်ပါသည်။',
    disabled: '{{name}} ကို ပိတ်ထားပါပြီ- မည်သူမျှ စတင်လိုက်ကူး၍ မရပါ။',
    archived: '{{name}} ကို မှတ်တမ်းတင်ပြီးပါပြီ။ ၎င်း၏ စွမ်းဆောင်ရည်မှတ်တမ်းကို ဆက်ကြည့်နိုင်ပါသည်။',
    deleted: 'signal {{name}} ကို ဖျက်ပြီးပါပြီ။',
    connecting: 'ပလက်ဖောင်းသည် {{name}} ကို ချိတ်ဆက်နေပါသည်။ "signals watch {{id}}" ဖြင့် စောင့်ကြည့်ပါ။',
    disconnected: '{{name}} ကို ၎င်း၏ ကုန်သွယ်ရေးအကောင့်မှ ချိတ်ဆက်မှု ဖြုတ်ပြီးပါပြီ။',
    symbolsSaved: '{{name}} ၏ သင်္ကေတတွဲဖက်မှုကို သိမ်းဆည်းပြီးပါပြီ- {{count}} ခု တွဲပြီး။',
    symbolsSynced: '{{name}} ၏ ကုန်သွယ်ရေးအကောင့် သင်္ကေတများကို ပြန်ဖတ်ပြီးပါပြီ။',
  },
  confirm: {
    disable: '{{name}} ကို ပိတ်မလား။ ပြန်ဖွင့်သည်အထိ မည်သူမျှ စတင်လိုက်ကူး၍ မရပါ။',
    archive: '{{name}} ကို မှတ်တမ်းတင်မလား။ မှတ်တမ်းတင်ထားသော signal ကို ပြင်ဆင်ခြင်း သို့မဟုတ် ပြန်ဖွင့်ခြင်း မပြုနိုင်ပါ၊ ပြန်ပြင်၍ မရပါ။',
    delete: '{{name}} ကို ဖျက်မလား။ ပြန်ပြင်၍ မရပါ။',
    disconnect: '{{name}} ၏ ချိတ်ဆက်မှုကို ဖြုတ်မလား။ ပလက်ဖောင်းသည် ၎င်း၏ ကုန်သွယ်ရေးအကောင့်ကို ဖတ်ခြင်း ရပ်ပါမည်။',
  },
  ask: {
    platform: 'ပလက်ဖောင်း-',
    method: 'ချိတ်ဆက်နည်း-',
    name: 'signal အမည် (အက္ခရာ၊ ဂဏန်း၊ အစက်၊ တုံးတို သို့မဟုတ် underscore 4 မှ 20 လုံး၊ နောက်မှ ပြောင်း၍ မရပါ)-',
    description: 'ဖော်ပြချက် (ဗလာထားနိုင်သည်)-',
    server: 'ပွဲစား ဆာဗာ (အမည်အပြည့်အစုံ)-',
    account: 'ကုန်သွယ်ရေးအကောင့် နံပါတ်-',
    investorPassword: 'ရင်းနှီးမြှုပ်နှံသူ စကားဝှက် (ဖတ်ရန်သာ၊ မပြပါ)-',
    apiKey: 'ဖတ်ရန်သာ API key (မပြပါ)-',
    apiSecret: 'API secret (မပြပါ)-',
  },
  ea: {
    title: 'ထပ်တူပြုကိရိယာ (EA)',
    token: 'signal token',
    howTo:
      'signal token ကို သင်၏ MetaTrader terminal ရှိ ထပ်တူပြုကိရိယာ (EA) ထဲသို့ ကူးထည့်ပါ၊ ကိရိယာ သတင်းပို့သည့်အခါ signal ချိတ်ဆက်ပါမည်။ ပရိုတိုကော- docs/ea-protocol.md။',
    keepSecret: 'token ကို လျှို့ဝှက်ထားပါ- ထပ်တူပြုကိရိယာ လိုအပ်သည့် တစ်ခုတည်းသော အထောက်အထားဖြစ်သည်။',
  },
  symbols: {
    matched: 'တွဲပြီးသော သင်္ကေတများ',
    unmatched: 'မတွဲရသေးသော သင်္ကေတများ',
    providerSymbol: 'အကောင့် သင်္ကေတ',
    platformSymbol: 'ပလက်ဖောင်း သင်္ကေတ',
    contractSize: 'စာချုပ် အရွယ်အစား',
    noneMatched: 'တွဲထားသော သင်္ကေတ မရှိသေးပါ။',
    noneUnmatched: 'အကောင့်၏ သင်္ကေတအားလုံး တွဲပြီးပါပြီ။',
  },
  usage: {
    required: '{{option}} ကို ပေးပါ- ဤနေရာတွင် သင့်ကို မေးရန် terminal မရှိပါ။',
    badPlatform: 'မသိသော ပလက်ဖောင်း {{value}}။ {{choices}} ထဲမှ တစ်ခုကို ရွေးပါ။',
    badMethod: 'မသိသော ချိတ်ဆက်နည်း {{value}}။ {{choices}} ထဲမှ တစ်ခုကို ရွေးပါ။',
    methodNotOffered: '{{platform}} သည် {{method}} ဖြင့် မချိတ်ဆက်ပါ။ ရနိုင်သောနည်းများ- {{methods}}။',
    followIncomplete: 'လိုက်ကူးမှု ဆက်တင်များကို အတူတကွ ပေးရမည်- {{options}} အားလုံးကို ပေးပါ။',
    nothingToChange: 'ပြောင်းစရာ မရှိပါ။ {{options}} ထဲမှ အနည်းဆုံး တစ်ခုကို ပေးပါ။',
    cannotRead: 'ဖိုင် {{path}} ကို ဖတ်၍ မရပါ။',
    badPair: 'တွဲဖက်မှုကို အကောင့်သင်္ကေတ=ပလက်ဖောင်းသင်္ကေတ (ဥပမာ EURUSD.m=EURUSD) ဟု ရေးရပါသည်၊ {{value}} မဟုတ်ပါ။',
    badSymbolFile:
      'သင်္ကေတဖိုင် {{path}} ကို ဖတ်၍ မရပါ- JSON (providerSymbol + platformSymbol စာရင်း) သို့မဟုတ် ခေါင်းစီး providerSymbol,platformSymbol ပါသော CSV ကို သုံးပါ။',
    oneSymbolAction: '{{sync}} သို့မဟုတ် တွဲဖက်မှုများ ({{match}}၊ {{file}}) တစ်ခုခုကိုသာ ပေးပါ၊ နှစ်ခုလုံး မပေးပါနှင့်။',
    passwordMissing:
      'standard input မှ ရင်းနှီးမြှုပ်နှံသူ စကားဝှက်ကို မဖတ်ရပါ။ pipe ဖြင့် တစ်ကြောင်း ထည့်ပါ၊ shell မှတ်တမ်းတွင် ကျန်နေမည်ဖြစ်၍ option အဖြစ် လုံးဝ မလက်ခံပါ။',
    apiKeyMissing:
      'standard input မှ API key နှင့် secret ကို မဖတ်ရပါ။ pipe ဖြင့် ထည့်ပါ- ပထမကြောင်းတွင် key၊ ဒုတိယကြောင်းတွင် secret၊ shell မှတ်တမ်းတွင် ကျန်နေမည်ဖြစ်၍ option အဖြစ် လုံးဝ မလက်ခံပါ။',
    accountLinkOptions:
      'အကောင့်ချိတ်ဆက်ရန် {{server}} နှင့် {{account}} လိုအပ်သည်၊ ရင်းနှီးမြှုပ်နှံသူ စကားဝှက်ကို standard input မှ ဖတ်ပါသည်။',
  },
} as const satisfies DeepStringShape<typeof cliSignalsEnUS>;
