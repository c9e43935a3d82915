import type { Meta, StoryObj } from '@storybook/react-vite';
import { DocumentTile } from './DocumentTile';
import { Stack } from '../../layout';

const meta = {
  title: 'Banking/DocumentTile',
  component: DocumentTile,
  args: {
    name: 'passport-photo-page.pdf',
    type: 'PDF',
    size: 1_258_291,
    status: 'uploading',
    progress: 45,
    onRemove: () => {},
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          'One document on its way to the bank (identity checks, company documents): name, type and size, a **determinate progress bar** while it uploads, then **Uploaded** or **Not accepted** with the reason, and **Replace** / **Remove**. Screen readers hear the outcome once through a polite status, never every percent.\n\n' +
          'Choose files with FileInput (or CameraCapture) and show each upload as a DocumentTile. Say in `error` what to do ("The photo is blurred: take it again in good light"). Do not use it for downloads.',
      },
    },
  },
} satisfies Meta<typeof DocumentTile>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Uploading: Story = {};
export const Uploaded: Story = { args: { status: 'uploaded', onReplace: () => {} } };
export const Rejected: Story = {
  args: {
    name: 'emirates-id-front.jpg',
    type: 'JPEG image',
    size: 6_291_456,
    status: 'rejected',
    error: 'The file must be smaller than 5 MB',
    onReplace: () => {},
  },
};
export const LongName: Story = {
  args: {
    name: 'company-trade-licence-renewal-2026-dubai-economy-and-tourism-department-certified-copy.pdf',
    status: 'uploading',
    progress: 88,
  },
};
export const Documents: Story = {
  render: () => (
    <Stack gap="sm">
      <DocumentTile
        name="emirates-id-front.jpg"
        type="JPEG image"
        size={812_000}
        status="uploaded"
        onReplace={() => {}}
        onRemove={() => {}}
      />
      <DocumentTile
        name="emirates-id-back.jpg"
        type="JPEG image"
        size={790_000}
        status="uploading"
        progress={12}
        onRemove={() => {}}
      />
      <DocumentTile
        name="proof-of-address.heic"
        type="HEIC image"
        size={2_100_000}
        status="rejected"
        error="The file must be a PDF, JPG or PNG"
        onReplace={() => {}}
      />
    </Stack>
  ),
};
export const RightToLeft: Story = {
  globals: { dir: 'rtl', locale: 'ar' },
  args: {
    name: 'جواز-السفر.pdf',
    type: 'PDF',
    status: 'rejected',
    error: 'يجب أن يكون حجم الملف أقل من 5 ميغابايت',
    onReplace: () => {},
  },
};
export const DontVagueReason: StoryObj = {
  name: 'Don’t: a refusal that does not say what to do',
  render: () => (
    <DocumentTile
      name="emirates-id-front.jpg"
      type="JPEG image"
      size={6_291_456}
      status="rejected"
      error="Error 413"
      onReplace={() => {}}
    />
  ),
};
