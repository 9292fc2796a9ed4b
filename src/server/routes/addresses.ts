import { Hono } from 'hono';
import { addressIdInput, addressInput, addressList, addressUpdateInput, regionChildrenInput, regionList } from '../../schemas/address.ts';
import { emptyBody } from '../../schemas/common.ts';
import type { AppEnv } from '../http/context.ts';
import { answers, jsonBody, requireUser, userOf } from '../http/middleware.ts';
import { ok } from '../http/respond.ts';
import { createAddress, deleteAddress, listAddresses, setDefaultAddress, updateAddress } from '../services/addresses.ts';
import { regionChildren } from '../services/regions.ts';

export const addressRoutes = new Hono<AppEnv>();
addressRoutes.use(requireUser);

addressRoutes.post('/list', jsonBody(emptyBody), answers(addressList), async (c) => ok(c, await listAddresses(c.var.deps.db, userOf(c).id)));
addressRoutes.post('/create', jsonBody(addressInput), answers(addressList), async (c) =>
  ok(c, await createAddress(c.var.deps.db, userOf(c).id, c.req.valid('json'), c.var.deps.now())),
);
addressRoutes.post('/update', jsonBody(addressUpdateInput), answers(addressList), async (c) => {
  const { id, ...fields } = c.req.valid('json');
  return ok(c, await updateAddress(c.var.deps.db, userOf(c).id, id, fields));
});
addressRoutes.post('/setDefault', jsonBody(addressIdInput), answers(addressList), async (c) =>
  ok(c, await setDefaultAddress(c.var.deps.db, userOf(c).id, c.req.valid('json').id)),
);
addressRoutes.post('/delete', jsonBody(addressIdInput), answers(addressList), async (c) =>
  ok(c, await deleteAddress(c.var.deps.db, userOf(c).id, c.req.valid('json').id)),
);

export const regionRoutes = new Hono<AppEnv>();
regionRoutes.post('/children', jsonBody(regionChildrenInput), answers(regionList), (c) => ok(c, regionChildren(c.req.valid('json').parentCode, c.var.locale)));
