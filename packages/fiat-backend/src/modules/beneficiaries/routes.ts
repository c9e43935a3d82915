// Beneficiaries: internal (another customer's wallet, by account number or e-mail and currency)
// and external (IBAN checked with ibantools, or an account number where the country has no IBAN;
// BIC/SWIFT; bank, country, currency). Adding, editing and deleting are not for viewers and
// preparers (the spec's extra restriction on add_beneficiary). Deleting keeps the row for history.
import {
  addBeneficiary,
  deleteBeneficiary,
  getBeneficiary,
  listBeneficiaries,
  lookupBank,
  updateBeneficiary,
} from '@bank/api-contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { registerCall } from '../../http/route';
import { actorOf } from '../../money/actor';
import { lookUpBank } from './banks';
import { add, remove, savedBeneficiaries, update, view } from './beneficiaries';
import { beneficiaryOf } from './queries';

export function beneficiaryRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerCall(app, ctx.sessions, listBeneficiaries, (input) => savedBeneficiaries(ctx, input));
  registerCall(app, ctx.sessions, getBeneficiary, async ({ auth, params }) => ({
    data: view(await beneficiaryOf(ctx.db, actorOf(auth), params.beneficiary_id)),
  }));
  registerCall(app, ctx.sessions, addBeneficiary, (input) => add(ctx, input));
  registerCall(app, ctx.sessions, updateBeneficiary, (input) => update(ctx, input));
  registerCall(app, ctx.sessions, deleteBeneficiary, (input) => remove(ctx, input));
  registerCall(app, ctx.sessions, lookupBank, async ({ params }) => lookUpBank(params.bic));
}
