/** The carriers the warehouse ships with, by the names on their waybills; "other" lets the operator type one. */
export const carriers = ['顺丰速运', '中通快递', '圆通速递', '韵达快递', '申通快递', '京东物流', '德邦快递', 'EMS'] as const;
