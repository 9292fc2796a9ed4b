import { Hono } from 'hono';
import { sandboxCompleteInput, sandboxJsapiInput, sandboxTradeInput } from '../../schemas/payments.ts';
import { ApiError } from '../http/api-error.ts';
import type { AppContext, AppEnv } from '../http/context.ts';
import { jsonBody } from '../http/middleware.ts';
import { fail, ok } from '../http/respond.ts';
import type { Deliver } from '../services/payment/sandbox/provider.ts';

/** The sandbox, when it plays the providers; with real providers its routes do not exist. */
async function sandboxOf(c: AppContext) {
  const { sandbox } = await c.var.deps.payments();
  if (!sandbox) throw new ApiError('notFound');
  return sandbox;
}

/**
 * The sandbox provider's side: Alipay's page-pay gateway and the cashier's calls. `deliver` hands its
 * notifications to this shop's notify routes.
 */
export function sandboxPayRoutes(deliver: Deliver) {
  const routes = new Hono<AppEnv>();

  routes.get('/alipay/gateway', async (c) => {
    const cashier = await (await sandboxOf(c)).openAlipayTrade(new URL(c.req.url).searchParams);
    return cashier ? c.redirect(cashier, 302) : fail(c, 'forbidden');
  });

  routes.get('/wechat/h5', async (c) => {
    const cashier = await (await sandboxOf(c)).openWechatH5(c.req.query('trade') ?? '', c.req.query('redirect_url'));
    return cashier ? c.redirect(cashier, 302) : fail(c, 'forbidden');
  });

  routes.get('/wechat/authorize', async (c) => {
    const back = (await sandboxOf(c)).authorize(new URL(c.req.url).searchParams);
    return back ? c.redirect(back, 302) : fail(c, 'forbidden');
  });

  routes.post('/jsapi', jsonBody(sandboxJsapiInput), async (c) => {
    const { outcome, ...params } = c.req.valid('json');
    const settled = await (await sandboxOf(c)).settleJsapi(params, outcome, deliver, c.var.deps.now());
    return settled ? ok(c, null) : fail(c, 'conflict');
  });

  routes.post('/trade', jsonBody(sandboxTradeInput), async (c) => {
    const trade = await (await sandboxOf(c)).trade(c.req.valid('json').tradeNo);
    return trade ? ok(c, trade) : fail(c, 'notFound');
  });

  routes.post('/complete', jsonBody(sandboxCompleteInput), async (c) => {
    const { tradeNo, outcome } = c.req.valid('json');
    const completed = await (await sandboxOf(c)).complete(tradeNo, outcome, deliver, c.var.deps.now());
    return completed ? ok(c, completed) : fail(c, 'conflict');
  });
  return routes;
}
