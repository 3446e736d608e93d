import { businessPartner } from './business-partner';
import { product } from './product';

export { businessPartner, product };

/** Master-data entities served by the generic engine, in menu order. */
export const masterDataEntities = [businessPartner, product] as const;
