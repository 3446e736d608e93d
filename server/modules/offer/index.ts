import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { apHead } from '../../../src/domain/offer/ap-head';
import { apType } from '../../../src/domain/offer/ap-type';
import { exchangeRate } from '../../../src/domain/offer/exchange-rate';
import { materialCost } from '../../../src/domain/offer/material-cost';
import { offer } from '../../../src/domain/offer/offer';
import { rawMaterial } from '../../../src/domain/offer/raw-material';
import { saleBom } from '../../../src/domain/offer/sale-bom';
import { registerDocument } from '../../documents/register-document';
import { registerEntity } from '../../entity/register-entity';
import { apHeadEffects } from './ap-head-effects';
import { checkExchangeRate } from './exchange-rates';
import { materialCostEffects, totalMaterialCost } from './material-cost-effects';
import { registerOfferDashboard } from './offer-dashboard-route';
import { offerEffects, priceOfferOnSave } from './offer-effects';
import { registerOfferPdf } from './offer-print';
import { chainRawMaterialPrices, registerLastPoPull } from './raw-material-prices';
import { checkSaleBomLines, saleBomEffects } from './sale-bom-effects';

/**
 * Offer and pricing (domain.md 3.10, issue 15): raw materials with their price history, exchange rates
 * and AP types on the entity engine; AP heads, sale BOMs, material costs and versioned offers on the document engine.
 */
export const offerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  registerEntity(app, rawMaterial, { beforeWrite: chainRawMaterialPrices(app.ctx.clock) });
  registerLastPoPull(app);
  registerEntity(app, exchangeRate, { beforeWrite: checkExchangeRate });
  registerEntity(app, apType);
  registerDocument(app, apHead, apHeadEffects);
  registerDocument(app, saleBom, saleBomEffects, { beforeWrite: checkSaleBomLines });
  registerDocument(app, offer, offerEffects, { beforeWrite: priceOfferOnSave(app) });
  registerOfferDashboard(app);
  registerOfferPdf(app);
  registerDocument(app, materialCost, materialCostEffects, { beforeWrite: totalMaterialCost });
};
