import type {
  KycDocumentType,
  ResponseBody,
  addKycShareholder,
  getKyc,
  saveKycAuthorisedPerson,
  saveKycCompanyDetails,
  saveKycPersonalDetails,
} from '@bank/api-contract';
import type { RequestBody } from '@bank/api-contract';
import { api } from '@/api/api';

export type Kyc = ResponseBody<typeof getKyc>['data'];
export type PersonalDetails = RequestBody<typeof saveKycPersonalDetails>;

export const fetchKyc = () => api().call('getKyc');
export const savePersonalDetails = (json: PersonalDetails) =>
  api().call('saveKycPersonalDetails', { json });
export const submitKyc = () => api().call('submitKyc');

/** The file itself as the body (the server decides its type by content); progress 0 to 1. */
export function uploadDocument(
  type: KycDocumentType,
  file: File,
  onProgress: (fraction: number) => void,
) {
  return api().call('uploadKycDocument', {
    params: { document_type: type },
    searchParams: { file_name: file.name.slice(0, 200) },
    body: file,
    onUploadProgress: onProgress,
  });
}

export const saveCompanyDetails = (json: RequestBody<typeof saveKycCompanyDetails>) =>
  api().call('saveKycCompanyDetails', { json });
export type AuthorisedPerson = RequestBody<typeof saveKycAuthorisedPerson>;
export type ShareholderInput = RequestBody<typeof addKycShareholder>;
export const saveAuthorisedPerson = (json: AuthorisedPerson) =>
  api().call('saveKycAuthorisedPerson', { json });
export const addShareholder = (json: ShareholderInput) => api().call('addKycShareholder', { json });
export const updateShareholder = (id: string, json: ShareholderInput) =>
  api().call('updateKycShareholder', { params: { shareholder_id: id }, json });
export const removeShareholder = (id: string) =>
  api().call('removeKycShareholder', { params: { shareholder_id: id } });

export function uploadShareholderDocument(
  id: string,
  file: File,
  onProgress: (fraction: number) => void,
) {
  return api().call('uploadKycShareholderDocument', {
    params: { shareholder_id: id },
    searchParams: { file_name: file.name.slice(0, 200) },
    body: file,
    onUploadProgress: onProgress,
  });
}
