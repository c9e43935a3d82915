// One document of the identity check: what is there (its status, the reason it was refused), a
// file chosen with its type and size checked before sending, the upload's progress, and Replace.
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { KycDocumentType } from '@bank/api-contract';
import { KYC_FILE_TYPES, KYC_MAX_FILE_BYTES } from '@bank/api-contract/constants';
import {
  Alert,
  Card,
  DocumentTile,
  FileInput,
  FormField,
  Heading,
  Link,
  Stack,
  Text,
} from '@bank/ui';
import { uploadDocument, uploadShareholderDocument, type Kyc } from '@/features/kyc/api/kyc';
import { documentOf, itemOf, mayChange, type CameraDocument } from '@/features/kyc/documents';
import { cameraPath } from '@/features/kyc/paths';

const TYPE_LABELS: Record<string, string> = {
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'application/pdf': 'PDF',
};

type Sending = { file: File; progress: number } | { file: File; error: string };

export interface DocumentSlotProps {
  kyc: Kyc;
  type: KycDocumentType | 'shareholder_id';
  /** For a shareholder's identity document (`type` is then `shareholder_id`). */
  shareholder?: Kyc['shareholders'][number];
  /** The submission as the upload answered it. */
  onUploaded: (kyc: Kyc) => void;
}

export function DocumentSlot({ kyc, type, shareholder, onUploaded }: DocumentSlotProps) {
  const { t } = useTranslation('kyc');
  const [sending, setSending] = useState<Sending | null>(null);
  const [replacing, setReplacing] = useState(false);
  const item = shareholder ? `shareholder_id:${shareholder.shareholder_id}` : type;
  const doc = shareholder
    ? (shareholder.document ?? undefined)
    : documentOf(kyc, type as KycDocumentType);
  const { status, reason } = itemOf(kyc, item);
  const editable = mayChange(kyc, item);
  const accept =
    type === 'selfie' ? KYC_FILE_TYPES.filter((x) => x !== 'application/pdf') : KYC_FILE_TYPES;
  const headingId = shareholder ? `kyc-doc-${shareholder.shareholder_id}` : `kyc-doc-${type}`;
  const title = shareholder
    ? t('items.shareholderId', { name: shareholder.name })
    : t(`items.${type}`);
  const camera = (['identity_front', 'identity_back', 'passport'] as string[]).includes(type)
    ? (type as CameraDocument)
    : null;

  const send = async (file: File) => {
    setSending({ file, progress: 0 });
    const onProgress = (fraction: number) =>
      setSending((s) =>
        s && 'progress' in s ? { file: s.file, progress: Math.round(fraction * 100) } : s,
      );
    const res = shareholder
      ? await uploadShareholderDocument(shareholder.shareholder_id, file, onProgress)
      : await uploadDocument(type as KycDocumentType, file, onProgress);
    if (!res.data) {
      setSending({ file, error: res.statusText });
      return;
    }
    setSending(null);
    setReplacing(false);
    onUploaded(res.data.data);
  };

  const chooser = (
    <Stack gap="sm">
      {/* The file's rules (types, size) are said once: by the FileInput, under its button. */}
      <FormField
        label={
          doc || sending
            ? t('documents.chooseAnother', { document: title })
            : t('documents.choose', { document: title })
        }
      >
        <FileInput
          accept={accept}
          maxSize={KYC_MAX_FILE_BYTES}
          typeLabels={accept.map((a) => TYPE_LABELS[a]!)}
          value={[]}
          onChange={(files) => files[0] && void send(files[0])}
        />
      </FormField>
      {camera && (
        <Text size="sm">
          <Link as={RouterLink} to={cameraPath(camera)}>
            {t('documents.useCamera', { document: t(`items.${type}`) })}
          </Link>
        </Text>
      )}
    </Stack>
  );

  let body;
  if (sending && 'progress' in sending) {
    body = (
      <DocumentTile
        name={sending.file.name}
        size={sending.file.size}
        status="uploading"
        progress={sending.progress}
      />
    );
  } else if (sending) {
    body = (
      <Stack gap="md">
        <DocumentTile
          name={sending.file.name}
          size={sending.file.size}
          status="rejected"
          error={sending.error}
        />
        {chooser}
      </Stack>
    );
  } else if (doc && !replacing) {
    const rejected = status === 'rejected';
    body = (
      <Stack gap="sm">
        <DocumentTile
          name={doc.file_name ?? title}
          size={doc.size_bytes}
          status={rejected ? 'rejected' : 'uploaded'}
          error={rejected ? (reason ?? undefined) : undefined}
          onReplace={editable ? () => setReplacing(true) : undefined}
        />
        {(status === 'accepted' || status === 'in_review') && (
          <Text size="sm" tone="muted">
            {t(`status.${status}`)}
          </Text>
        )}
      </Stack>
    );
  } else if (editable) {
    body = chooser;
  } else {
    body = <Text tone="muted">{t('documents.notNow')}</Text>;
  }

  return (
    <Card as="section" padding="lg" aria-labelledby={headingId}>
      <Stack gap="md">
        <Stack gap="xs">
          <Heading level={2} size={4} id={headingId}>
            {title}
          </Heading>
          <Text tone="muted">{t(`documents.about.${type}`)}</Text>
        </Stack>
        {status === 'rejected' && editable && !doc && reason && (
          <Alert tone="danger">{t('status.rejectedBecause', { reason })}</Alert>
        )}
        {body}
      </Stack>
    </Card>
  );
}
