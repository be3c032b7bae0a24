// Every economy call of spec section 7 (ledger, transfers, treasuries, currencies, banks,
// accounts, nations, admin) plus what server-rules.md adds (UBI policies, balance info,
// idempotent transfers, the ledger check and the economy cycle). Each file's header lists its
// routes and response shapes. Specific paths come before parameterised ones of the same shape.

import type { HttpHandler } from 'msw'
import { adminHandlers } from './admin'
import { banksHandlers } from './banks'
import { currenciesHandlers } from './currencies'
import { ledgerHandlers } from './ledger'
import { nationsHandlers } from './nations'
import { transfersHandlers } from './transfers'
import { treasuriesHandlers } from './treasuries'

export const economyHandlers: HttpHandler[] = [
  ...ledgerHandlers,
  ...transfersHandlers,
  ...treasuriesHandlers,
  ...currenciesHandlers,
  ...banksHandlers,
  ...nationsHandlers,
  ...adminHandlers,
]
