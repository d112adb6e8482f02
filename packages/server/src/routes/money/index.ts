import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context.js';
import { registerAccountRoutes } from './accounts.routes.js';
import { registerKycRoutes } from './kyc.routes.js';
import { registerWalletRoutes } from './wallet.routes.js';
import { registerWithdrawRoutes } from './withdraw.routes.js';

/** Wallet, withdrawals, bank accounts, crypto addresses, KYC. */
export const registerMoneyRoutes = (app: FastifyInstance, ctx: ServerContext): Promise<void> => {
  registerWalletRoutes(app, ctx);
  registerWithdrawRoutes(app, ctx);
  registerAccountRoutes(app, ctx);
  registerKycRoutes(app, ctx);
  return Promise.resolve();
};
