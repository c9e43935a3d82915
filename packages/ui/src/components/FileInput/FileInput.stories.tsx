import type { Meta, StoryObj } from '@storybook/react-vite';
import { FileInput } from './FileInput';
import { FormField } from '../FormField';

const MB = 1024 * 1024;
const docs = ['application/pdf', 'image/jpeg', 'image/png'];
const sample = (name: string, type: string, size: number) =>
  new File([new Uint8Array(size)], name, { type, lastModified: 1 });

/** Drops files on the zone as a customer would (the stories need no real file picker). */
function drop(canvas: HTMLElement, files: File[]) {
  const zone = canvas.querySelector('[data-dragging]');
  const data = new DataTransfer();
  files.forEach((f) => data.items.add(f));
  zone?.dispatchEvent(
    new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }),
  );
}

const meta = {
  title: 'Components/FileInput',
  component: FileInput,
  args: { accept: docs, maxSize: 5 * MB },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
  render: (args) => (
    <FormField
      label="Proof of address"
      required
      hint="A utility bill or bank statement from the last 3 months"
    >
      <FileInput {...args} />
    </FormField>
  ),
  parameters: {
    docs: {
      description: {
        component:
          'Upload documents (KYC, proof of address, invoices). A **real file input**, styled as a button, works with the keyboard, screen readers and phone cameras; the dashed **drop zone** around it takes dragged files too. The accepted types (`accept`: MIME types, wildcards or extensions) and the largest size (`maxSize`, bytes) come from props and are shown under the button ("PDF, JPG or PNG, smaller than 5 MB").\n\n' +
          'Every refused file gets **its own message naming it**, in the words GOV.UK recommends: "scan.heic: The file must be a PDF, JPG or PNG", "statement.pdf: The file must be smaller than 5 MB", "The file is empty", "Choose up to 3 files"; nothing is dropped silently, and the messages are announced. Chosen files are listed with their size and a named remove button ("Remove bill.pdf"); removing one moves focus to the next, never to the page. Use `multiple` and `maxFiles` for several documents. The component only chooses files: upload them with the form, and show server errors through FormField’s `error`.',
      },
    },
  },
} satisfies Meta<typeof FileInput>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithFile: Story = {
  args: { defaultValue: [sample('dewa-bill-october.pdf', 'application/pdf', 384 * 1024)] },
};
export const Multiple: Story = {
  args: {
    multiple: true,
    maxFiles: 3,
    defaultValue: [
      sample('passport-photo-page.jpg', 'image/jpeg', 2.4 * MB),
      sample('emirates-id-front.png', 'image/png', 900 * 1024),
    ],
  },
};
export const RefusedFiles: Story = {
  args: { multiple: true },
  play: async ({ canvasElement }) => {
    drop(canvasElement, [
      sample('statement.docx', 'application/msword', 20000),
      sample('scan.png', 'image/png', 6 * MB),
      sample('bill.pdf', 'application/pdf', 120000),
    ]);
    await new Promise((r) => setTimeout(r, 50));
  },
};
export const WithError: Story = {
  render: (args) => (
    <FormField label="Proof of address" required error="Upload a proof of address">
      <FileInput {...args} />
    </FormField>
  ),
};
export const Disabled: Story = {
  args: {
    disabled: true,
    defaultValue: [sample('tenancy-contract.pdf', 'application/pdf', 1.2 * MB)],
  },
};
export const LongText: Story = {
  args: {
    defaultValue: [
      sample(
        'bank-statement-emirates-nbd-current-account-january-to-march-2026-final-signed.pdf',
        'application/pdf',
        4.9 * MB,
      ),
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 300 }}>
        <Story />
      </div>
    ),
  ],
};
export const RightToLeft: Story = {
  globals: { dir: 'rtl', locale: 'ar' },
  args: { multiple: true },
  render: (args) => (
    <FormField label="إثبات العنوان" required>
      <FileInput {...args} />
    </FormField>
  ),
  play: async ({ canvasElement }) => {
    drop(canvasElement, [
      sample('فاتورة.pdf', 'application/pdf', 250000),
      sample('صورة.gif', 'image/gif', 1000),
    ]);
    await new Promise((r) => setTimeout(r, 50));
  },
};

export const DontVagueLabel: StoryObj = {
  name: 'Don’t: a label that does not name the document',
  render: () => (
    <FormField label="Upload">
      <FileInput
        accept={['application/pdf', 'image/jpeg', 'image/png']}
        maxSize={5 * 1024 * 1024}
      />
    </FormField>
  ),
};
