// Identity verification (KYC): the submission, its drafts, shareholders and documents (uploaded as
// the raw file, served only to their owner), submission; and the review command's development call.
import {
  addKycShareholder,
  downloadKycDocument,
  getKyc,
  removeKycShareholder,
  reviewKycSandbox,
  saveKycAuthorisedPerson,
  saveKycCompanyDetails,
  saveKycPersonalDetails,
  submitKyc,
  updateKycShareholder,
  uploadKycDocument,
  uploadKycShareholderDocument,
} from '@bank/api-contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { registerCall, registerFileCall, registerUploadCall } from '../../http/route';
import { serveDocument } from './documents';
import { tooLarge } from './files';
import {
  addShareholder,
  removeShareholder,
  saveAuthorised,
  saveCompany,
  savePersonal,
  submit,
  updateShareholder,
  uploadDocument,
} from './kyc';
import { decide } from './review';
import { callerOf, kycView } from './view';

export function kycRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { sessions } = ctx;
  registerCall(app, sessions, getKyc, async ({ auth }) => ({
    data: await kycView(ctx.db, callerOf(auth)),
  }));
  registerCall(app, sessions, saveKycPersonalDetails, ({ auth, body }) =>
    savePersonal(ctx, callerOf(auth), body),
  );
  registerCall(app, sessions, saveKycCompanyDetails, ({ auth, body }) =>
    saveCompany(ctx, callerOf(auth), body),
  );
  registerCall(app, sessions, saveKycAuthorisedPerson, ({ auth, body }) =>
    saveAuthorised(ctx, callerOf(auth), body),
  );
  registerCall(app, sessions, addKycShareholder, ({ auth, body }) =>
    addShareholder(ctx, callerOf(auth), body),
  );
  registerCall(app, sessions, updateKycShareholder, ({ auth, params, body }) =>
    updateShareholder(ctx, callerOf(auth), params.shareholder_id, body),
  );
  registerCall(app, sessions, removeKycShareholder, ({ auth, params }) =>
    removeShareholder(ctx, callerOf(auth), params.shareholder_id),
  );
  const limits = {
    maxBytes: ctx.config.kyc.maxFileBytes,
    tooLarge: (size: number) => tooLarge(size, ctx.config.kyc.maxFileBytes),
  };
  registerUploadCall(app, sessions, uploadKycDocument, limits, ({ auth, params, query, file }) =>
    uploadDocument(ctx, callerOf(auth), params.document_type, null, file, query.file_name),
  );
  registerUploadCall(
    app,
    sessions,
    uploadKycShareholderDocument,
    limits,
    ({ auth, params, query, file }) =>
      uploadDocument(
        ctx,
        callerOf(auth),
        'shareholder_id',
        params.shareholder_id,
        file,
        query.file_name,
      ),
  );
  registerFileCall(app, sessions, downloadKycDocument, ({ auth, params, reply }) =>
    serveDocument(ctx, callerOf(auth), params.document_id, reply),
  );
  registerCall(app, sessions, submitKyc, ({ auth }) => submit(ctx, callerOf(auth)));
  if (ctx.config.devRoutes) {
    registerCall(app, sessions, reviewKycSandbox, async ({ body }) => ({
      data: await decide(ctx, body.email, body.decision, body.reasons ?? {}, {
        type: 'operations',
        name: body.reviewer ?? 'Operations (sandbox)',
      }),
    }));
  }
}
