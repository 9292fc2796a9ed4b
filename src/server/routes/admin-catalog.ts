import { Hono } from 'hono';
import { z } from 'zod';
import * as contract from '../../schemas/catalog-admin.ts';
import { emptyBody, idInput, nothing } from '../../schemas/common.ts';
import { demoDataRemoved, demoDataStatus as demoDataStatusAnswer, demoRemovalInput } from '../../schemas/demo-data.ts';
import { synonymGroup, synonymGroupInput, synonymList } from '../../schemas/synonyms.ts';
import type { AppEnv } from '../http/context.ts';
import { answers, jsonBody, userOf } from '../http/middleware.ts';
import { ok } from '../http/respond.ts';
import { createBrand, deleteBrand, listBrandsForAdmin, updateBrand } from '../services/catalog-admin/brands.ts';
import { applyBulk, previewPrices } from '../services/catalog-admin/bulk.ts';
import { createCategory, deleteCategory, listCategoriesForAdmin, updateCategory } from '../services/catalog-admin/categories.ts';
import { demoDataStatus, removeDemoData } from '../services/catalog-admin/demo-data.ts';
import { addImage, removeImage, reorderImages } from '../services/catalog-admin/images.ts';
import { deleteProduct, deleteSpec, setProductRetired, setSpecRetired } from '../services/catalog-admin/lifecycle.ts';
import { createProduct, listProductsForAdmin, productForAdmin, setProductPublished, updateProduct } from '../services/catalog-admin/products.ts';
import { createSpec, updateSpec } from '../services/catalog-admin/specs.ts';
import { adjustStock, stockLedger, stockPacks } from '../services/catalog-admin/stock.ts';
import { deleteSynonymGroup, listSynonymGroups, saveSynonymGroup } from '../services/catalog-admin/synonyms.ts';
import { spendAttempt } from '../services/rate-limit.ts';
import { adminCatalogImportRoutes } from './admin-catalog-import.ts';
import { adminDocumentRoutes } from './documents.ts';

/** The operator's catalogue, under /api/admin/catalog behind requireStaff; every change is audited. */
export const adminCatalogRoutes = new Hono<AppEnv>();
const db = (c: { var: AppEnv['Variables'] }) => c.var.deps.db;
const now = (c: { var: AppEnv['Variables'] }) => c.var.deps.now();

adminCatalogRoutes.post('/product/list', jsonBody(contract.productListInput), answers(contract.adminProductPage), async (c) =>
  ok(c, await listProductsForAdmin(db(c), c.req.valid('json'))),
);
adminCatalogRoutes.post('/product/get', jsonBody(idInput), answers(contract.adminProduct), async (c) =>
  ok(c, await productForAdmin(db(c), c.req.valid('json').id)),
);
adminCatalogRoutes.post('/product/create', jsonBody(contract.productFields), answers(contract.adminProduct), async (c) =>
  ok(c, await createProduct(db(c), c.req.valid('json'), now(c))),
);
adminCatalogRoutes.post('/product/update', jsonBody(contract.productUpdate), answers(contract.adminProduct), async (c) =>
  ok(c, await updateProduct(db(c), c.req.valid('json'), now(c))),
);
adminCatalogRoutes.post('/product/publish', jsonBody(contract.productPublish), answers(contract.adminProduct), async (c) => {
  const { id, published } = c.req.valid('json');
  return ok(c, await setProductPublished(db(c), id, published, now(c)));
});

adminCatalogRoutes.post('/product/retire', jsonBody(contract.productRetire), answers(contract.adminProduct), async (c) => {
  const { id, retired } = c.req.valid('json');
  return ok(c, await setProductRetired(db(c), id, retired, now(c)));
});
adminCatalogRoutes.post('/product/delete', jsonBody(idInput), answers(nothing), async (c) =>
  ok(c, await deleteProduct(db(c), c.var.deps.uploadDir, c.req.valid('json').id)),
);
adminCatalogRoutes.post('/product/bulk', jsonBody(contract.productBulk), answers(contract.bulkDone), async (c) =>
  ok(c, await applyBulk(db(c), c.req.valid('json'), userOf(c).id, now(c))),
);
adminCatalogRoutes.post('/product/bulk/pricePreview', jsonBody(contract.bulkPrice), answers(contract.pricePreview), async (c) =>
  ok(c, await previewPrices(db(c), c.req.valid('json'))),
);

adminCatalogRoutes.post('/spec/create', jsonBody(contract.specFields), answers(contract.adminSpec), async (c) =>
  ok(c, await createSpec(db(c), c.req.valid('json'), now(c))),
);
adminCatalogRoutes.post('/spec/update', jsonBody(contract.specUpdate), answers(contract.adminSpec), async (c) =>
  ok(c, await updateSpec(db(c), c.req.valid('json'), now(c))),
);
adminCatalogRoutes.post('/spec/retire', jsonBody(contract.specRetire), answers(contract.adminSpec), async (c) => {
  const { id, retired } = c.req.valid('json');
  return ok(c, await setSpecRetired(db(c), id, retired, now(c)));
});
adminCatalogRoutes.post('/spec/delete', jsonBody(idInput), answers(nothing), async (c) => ok(c, await deleteSpec(db(c), c.req.valid('json').id, now(c))));

adminCatalogRoutes.post('/stock/adjust', jsonBody(contract.stockAdjust), answers(contract.stockAdjusted), async (c) =>
  ok(c, await adjustStock(db(c), c.req.valid('json'), userOf(c).id, now(c))),
);
adminCatalogRoutes.post('/stock/list', jsonBody(contract.ledgerInput), answers(contract.ledgerPage), async (c) =>
  ok(c, await stockLedger(db(c), c.req.valid('json'))),
);
adminCatalogRoutes.post('/stock/packs', jsonBody(contract.stockPackListInput), answers(contract.stockPackPage), async (c) =>
  ok(c, await stockPacks(db(c), c.req.valid('json'))),
);

adminCatalogRoutes.post('/brand/list', jsonBody(emptyBody), answers(z.array(contract.adminBrand)), async (c) => ok(c, await listBrandsForAdmin(db(c))));
adminCatalogRoutes.post('/brand/create', jsonBody(contract.brandFields), answers(contract.adminBrand), async (c) =>
  ok(c, await createBrand(db(c), c.req.valid('json'))),
);
adminCatalogRoutes.post('/brand/update', jsonBody(contract.brandUpdate), answers(contract.adminBrand), async (c) =>
  ok(c, await updateBrand(db(c), c.req.valid('json'))),
);
adminCatalogRoutes.post('/brand/delete', jsonBody(idInput), answers(nothing), async (c) => ok(c, await deleteBrand(db(c), c.req.valid('json').id)));

adminCatalogRoutes.post('/category/list', jsonBody(emptyBody), answers(z.array(contract.adminCategory)), async (c) =>
  ok(c, await listCategoriesForAdmin(db(c))),
);
adminCatalogRoutes.post('/category/create', jsonBody(contract.categoryFields), answers(contract.adminCategory), async (c) =>
  ok(c, await createCategory(db(c), c.req.valid('json'))),
);
adminCatalogRoutes.post('/category/update', jsonBody(contract.categoryUpdate), answers(contract.adminCategory), async (c) =>
  ok(c, await updateCategory(db(c), c.req.valid('json'))),
);
adminCatalogRoutes.post('/category/delete', jsonBody(idInput), answers(nothing), async (c) => ok(c, await deleteCategory(db(c), c.req.valid('json').id)));

adminCatalogRoutes.post('/image/reorder', jsonBody(contract.imageReorder), answers(nothing), async (c) => {
  const { productId, ids } = c.req.valid('json');
  return ok(c, await reorderImages(db(c), productId, ids, now(c)));
});
adminCatalogRoutes.post('/image/add', jsonBody(contract.imageAdd), answers(nothing), async (c) => {
  const { productId, url } = c.req.valid('json');
  return ok(c, await addImage(db(c), c.var.deps.uploadDir, productId, url, now(c)));
});
adminCatalogRoutes.post('/image/delete', jsonBody(idInput), answers(nothing), async (c) => ok(c, await removeImage(db(c), c.req.valid('json').id, now(c))));

adminCatalogRoutes.post('/synonym/list', jsonBody(emptyBody), answers(synonymList), async (c) => ok(c, await listSynonymGroups(db(c))));
adminCatalogRoutes.post('/synonym/save', jsonBody(synonymGroupInput), answers(synonymGroup), async (c) =>
  ok(c, await saveSynonymGroup(db(c), c.req.valid('json'), now(c))),
);
adminCatalogRoutes.post('/synonym/delete', jsonBody(idInput), answers(nothing), async (c) => ok(c, await deleteSynonymGroup(db(c), c.req.valid('json').id)));

/** Removing the demo data deletes hundreds of rows in one transaction: a few tries a minute are plenty. */
const DEMO_REMOVALS_PER_MINUTE = 5;
adminCatalogRoutes.post('/demo-data/status', jsonBody(emptyBody), answers(demoDataStatusAnswer), async (c) => ok(c, await demoDataStatus(db(c), userOf(c).id)));
adminCatalogRoutes.post('/demo-data/remove', jsonBody(demoRemovalInput), answers(demoDataRemoved), async (c) => {
  const actorId = userOf(c).id;
  await spendAttempt(c.var.deps.limiter, `demo-removal:${actorId}`, DEMO_REMOVALS_PER_MINUTE, 60_000);
  return ok(c, await removeDemoData(db(c), actorId, c.req.valid('json'), now(c)));
});

adminCatalogRoutes.route('/', adminCatalogImportRoutes);
adminCatalogRoutes.route('/document', adminDocumentRoutes);
