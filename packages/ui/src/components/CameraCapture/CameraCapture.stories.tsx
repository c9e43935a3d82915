import type { Meta, StoryObj } from '@storybook/react-vite';
import { CameraCapture } from './CameraCapture';

// Stand-ins for a camera picture: the story checker's browser has no camera, and a real one
// would make every screenshot different.
const svg = (body: string, w = 800, h = 600) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}">${body}</svg>`)}`;
const desk = svg(
  '<rect width="800" height="600" fill="#5b4636"/><rect x="120" y="160" width="560" height="330" rx="24" fill="#e9eef3"/><rect x="150" y="200" width="150" height="190" rx="12" fill="#9aa7b3"/><rect x="330" y="210" width="300" height="24" rx="6" fill="#4a5866"/><rect x="330" y="260" width="240" height="18" rx="6" fill="#687786"/><rect x="330" y="300" width="260" height="18" rx="6" fill="#687786"/><rect x="150" y="420" width="480" height="30" rx="6" fill="#0a5a70"/>',
);
const face = svg(
  '<rect width="600" height="800" fill="#3b4a57"/><ellipse cx="300" cy="360" rx="150" ry="190" fill="#c99a78"/><rect x="150" y="600" width="300" height="200" rx="120" fill="#0a5a70"/>',
  600,
  800,
);
const denied = {
  getUserMedia: () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError')),
};
const missing = {
  getUserMedia: () =>
    Promise.reject(new DOMException('Requested device not found', 'NotFoundError')),
};
const taken = new File(
  [decodeURIComponent(desk.slice('data:image/svg+xml,'.length))],
  'document.svg',
  { type: 'image/svg+xml' },
);

const meta = {
  title: 'Banking/CameraCapture',
  component: CameraCapture,
  args: {
    mode: 'document',
    label: 'Front of your Emirates ID',
    instructions:
      'Place the front of your ID inside the frame, in good light, with all four corners showing.',
    onCapture: () => {},
    previewSrc: desk,
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
          'Takes a photo for identity checks: a **live camera preview** with a frame guide (an ID card, or an oval for a `selfie`), **Take photo**, then the still with **Retake** and **Use this photo**, which hands a JPEG `File` to `onCapture`. The camera stops after the capture and when the component goes.\n\n' +
          'When there is **no camera**, **permission is refused**, or the browser has **no getUserMedia**, it says why and offers a file upload (FileInput) instead; the customer can also choose to upload at any time. Give `instructions` that say what a good photo looks like.\n\n' +
          '`previewSrc` shows a still image in place of the camera (these stories, demos) and `mediaDevices` replaces the camera API (tests). Do not use it for documents people usually have as files (bank statements): use FileInput.',
      },
    },
  },
} satisfies Meta<typeof CameraCapture>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Document: Story = {};
export const Selfie: Story = {
  args: {
    mode: 'selfie',
    label: 'Your face',
    instructions: 'Look straight at the camera, with your face inside the oval.',
    previewSrc: face,
  },
};
export const Captured: Story = {
  args: { defaultPhoto: taken, previewSrc: undefined, mediaDevices: null },
};
export const PermissionDenied: Story = { args: { previewSrc: undefined, mediaDevices: denied } };
export const NoCamera: Story = { args: { previewSrc: undefined, mediaDevices: missing } };
export const NoCameraSupport: Story = { args: { previewSrc: undefined, mediaDevices: null } };
export const RightToLeft: Story = {
  globals: { dir: 'rtl', locale: 'ar' },
  args: {
    label: 'الوجه الأمامي لبطاقة الهوية',
    instructions: 'ضع الوجه الأمامي لبطاقة هويتك داخل الإطار، في إضاءة جيدة.',
  },
};
export const DontNoInstructions: StoryObj = {
  name: 'Don’t: no instructions and a vague label',
  render: () => (
    <CameraCapture mode="document" label="Photo" onCapture={() => {}} previewSrc={desk} />
  ),
};
