import type { DeepStringShape } from '../text-shape.js';
import type { walletPageEnUS } from './en-US.js';

export const walletPageZhTW = {
  intro: '您持有的資金、待處理提領凍結的金額，以及資金與獎勵代幣的每一筆異動。',
  switchLabel: '錢包檢視',
  live: '即時更新',
  offline: '即時更新已暫停：重新連線中…',
  tokenUnit: '代幣',
  figures: {
    total: {
      label: '總餘額',
      tip: '錢包中的全部資金：可提領金額加上待處理提領凍結的金額。',
    },
    frozen: {
      label: '待處理提領凍結',
      tip: '審核中或處理中的提領所凍結的金額。提領取消或遭拒絕時，會退回可提領金額。',
    },
    withdrawable: {
      label: '可提領金額',
      tip: '您現在可以提領的金額。',
    },
    tokenBalance: {
      label: '代幣餘額',
      tip: '註冊、建立第一個訊號、達到 10 位跟單者與推薦好友所得的獎勵代幣。代幣不是美元，無法提領。',
    },
    net: {
      label: '淨值',
      tip: '錢包的收益：分潤與平台入帳，扣除平台扣款與已完成提領的手續費。',
    },
    cash: {
      label: '現金',
      tip: '您現在可以提領的資金，與「可提領金額」相同。',
    },
    securities: {
      label: '證券',
      tip: '錢包持有部位的價值。錢包不持有任何部位，因此為 0。',
    },
    transactionCost: {
      label: '交易成本',
      tip: '已完成提領的手續費。',
    },
    totalFunds: {
      label: '總資金',
      tip: '現金，加上待處理提領凍結的金額，再加上證券，與「總餘額」相同。',
    },
    realFunds: {
      label: '真實資金',
      tip: '您以美元計的資金，不含獎勵代幣。',
    },
  },
  records: {
    heading: '紀錄',
    tabsLabel: '紀錄類別',
    caption: {
      real: '資金紀錄，由新到舊',
      token: '代幣紀錄，由新到舊',
    },
    filters: {
      label: '篩選紀錄',
      type: '類型',
      allTypes: '所有類型',
      from: '開始日期',
      to: '結束日期（含當日）',
      direction: '入帳或出帳',
      bothDirections: '入帳與出帳',
      in: '入帳',
      out: '出帳',
      clear: '清除篩選',
    },
    empty: {
      title: '尚無紀錄',
      real: '分潤、提領與平台入帳發生時會顯示在這裡。',
      token: '獲得獎勵時會顯示在這裡。',
      filteredTitle: '沒有符合篩選條件的紀錄',
      filteredText: '請變更或清除篩選條件以查看更多紀錄。',
      rangeText: '請選擇不晚於結束日期的開始日期，且間隔不超過一年。',
    },
    totals: {
      label: '篩選結果合計',
      count: '筆數',
      moneyIn: '入帳',
      moneyOut: '出帳',
      net: '淨額',
    },
  },
} satisfies DeepStringShape<typeof walletPageEnUS>;
