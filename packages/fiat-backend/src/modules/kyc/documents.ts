// Serving a stored document: only to its owner (a company's to its administrators); anyone else's
// id is "not found". The file goes with its checked type, never sniffed, in a sandbox: even a
// browser that opened it directly could run nothing from it.
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../context';
import { ApiError } from '../../http/errors';
import { documentFile } from './queries';
import type { KycCaller } from './view';

const EXTENSION = { 'image/jpeg': 'jpg', 'image/png': 'png', 'application/pdf': 'pdf' } as const;

export async function serveDocument(
  ctx: AppContext,
  caller: KycCaller,
  documentId: string,
  reply: FastifyReply,
) {
  const doc = caller.manages ? await documentFile(ctx.db, caller.owner, documentId) : undefined;
  if (!doc) throw new ApiError('not_found', 'There is no such document.');
  // The name is ours (type and extension), never the uploaded one: nothing to escape in the header.
  const name = `${doc.document_type}.${EXTENSION[doc.content_type]}`;
  return reply
    .header('content-type', doc.content_type)
    .header('content-disposition', `inline; filename="${name}"`)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; img-src 'self'; sandbox")
    .header('cache-control', 'private, no-store')
    .send(doc.content);
}
