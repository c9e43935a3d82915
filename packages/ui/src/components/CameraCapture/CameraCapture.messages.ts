import type { UiMessages } from '../../i18n/messages';

/** CameraCapture's own English strings (its part of `enMessages`; UiProvider gives the other languages). */
export const cameraCaptureEn: Pick<
  UiMessages,
  | 'cameraPreview'
  | 'cameraStarting'
  | 'cameraCapture'
  | 'cameraRetake'
  | 'cameraUse'
  | 'cameraCaptured'
  | 'cameraUploadInstead'
  | 'cameraUseCamera'
  | 'cameraDenied'
  | 'cameraMissing'
  | 'cameraUnsupported'
  | 'cameraFailed'
  | 'cameraCaptureFailed'
> = {
  cameraPreview: 'Camera preview',
  cameraStarting: 'Starting the camera…',
  cameraCapture: 'Take photo',
  cameraRetake: 'Retake',
  cameraUse: 'Use this photo',
  cameraCaptured: 'Your photo',
  cameraUploadInstead: 'Upload a photo instead',
  cameraUseCamera: 'Use the camera',
  cameraDenied:
    'We can’t use your camera because permission was refused. Allow the camera in your browser’s settings, or upload a photo instead.',
  cameraMissing: 'We can’t find a camera on this device. Upload a photo instead.',
  cameraUnsupported: 'This browser can’t use the camera. Upload a photo instead.',
  cameraFailed: 'The camera didn’t start. Try again, or upload a photo instead.',
  cameraCaptureFailed: 'We couldn’t take the photo. Try again, or upload a photo instead.',
};
