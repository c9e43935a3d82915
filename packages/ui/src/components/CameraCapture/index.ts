export { CameraCapture, type CameraCaptureProps } from './CameraCapture';
