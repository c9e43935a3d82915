import { useEffect, useRef, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import { AlertTriangle, Camera, RotateCcw, Upload } from 'lucide-react';
import * as styles from './CameraCapture.css';
import { captureFrame, firstFrame, useCamera, type CameraProblem } from './useCamera';
import { Button } from '../Button';
import { FileInput } from '../FileInput';
import { FormField } from '../FormField';
import { VisuallyHidden } from '../VisuallyHidden';
import { useMessages } from '../../i18n/context';
import { cameraCaptureEn } from './CameraCapture.messages';

export interface CameraCaptureProps {
  /** `document`: an ID-card frame and the back camera; `selfie`: an oval and the front camera. */
  mode: 'document' | 'selfie';
  /** What is photographed ("Front of your Emirates ID"): names the preview, the photo and the upload field. */
  label: string;
  /** What to do, above the preview: "Place the front of your ID inside the frame, in good light". */
  instructions?: ReactNode;
  /** Receives the photo, a JPEG File (or the file uploaded instead), when the customer chooses "Use this photo". */
  onCapture: (photo: File) => void;
  /** Types accepted by the upload fallback; JPEG and PNG by default. */
  accept?: readonly string[];
  /** Largest upload in bytes. */
  maxSize?: number;
  /** The name of the captured file; "document.jpg" or "selfie.jpg" by default. */
  fileName?: string;
  /** The camera API: `navigator.mediaDevices` by default; `null` for none (tests, stories). */
  mediaDevices?: Pick<MediaDevices, 'getUserMedia'> | null;
  /** A still image shown in place of the live camera (stories, demos); the camera is not asked. */
  previewSrc?: string;
  /** A photo already taken, shown for review (coming back to the step). */
  defaultPhoto?: File;
  className?: string;
}

type View = { at: 'camera' } | { at: 'review'; photo: File } | { at: 'upload' };

const problemText: Record<CameraProblem, keyof typeof cameraCaptureEn> = {
  denied: 'cameraDenied',
  missing: 'cameraMissing',
  unsupported: 'cameraUnsupported',
  failed: 'cameraFailed',
};

/**
 * Takes a photo for identity checks: a live preview with a frame guide (an ID card or an oval for
 * a selfie), Capture, then the still with Retake and Use this photo. Without a camera, without
 * permission or without getUserMedia it says why and offers a file upload instead. The camera
 * stops after the capture and when the component goes.
 */
export function CameraCapture({
  mode,
  label,
  instructions,
  onCapture,
  accept = ['image/jpeg', 'image/png'],
  maxSize,
  fileName,
  mediaDevices,
  previewSrc,
  defaultPhoto,
  className,
}: CameraCaptureProps) {
  const { messages } = useMessages(cameraCaptureEn);
  const devices =
    mediaDevices === undefined
      ? typeof navigator === 'undefined'
        ? null
        : navigator.mediaDevices
      : mediaDevices;
  const camera = useCamera(devices, mode === 'selfie' ? 'user' : 'environment');
  const [view, setView] = useState<View>(
    defaultPhoto ? { at: 'review', photo: defaultPhoto } : { at: 'camera' },
  );
  const [captureFailed, setCaptureFailed] = useState(false);
  const [shown, setShown] = useState<{ photo: File; url: string }>();
  const video = useRef<HTMLVideoElement>(null);
  const still = useRef<HTMLImageElement>(null);
  const focusTarget = useRef<HTMLElement | null>(null);
  // The view that takes focus when it appears; other renders (the still loading) leave focus alone.
  const moveFocus = useRef<View['at'] | null>(null);
  const { start, stop } = camera;

  const live = view.at === 'camera' && !previewSrc;
  useEffect(() => {
    if (!live) return;
    start();
    return stop;
  }, [live, start, stop]);

  const stream = camera.state.status === 'live' ? camera.state.stream : undefined;
  useEffect(() => {
    const element = video.current;
    if (!element || !stream) return;
    element.srcObject = stream;
    // Autoplay may be refused until the customer interacts; the preview then starts on Capture.
    void Promise.resolve(element.play?.()).catch(() => {});
  }, [stream]);

  const photo = view.at === 'review' ? view.photo : undefined;
  useEffect(() => {
    if (!photo) return;
    // A data URL needs no revoking, so nothing leaks however often the still is shown.
    const reader = new FileReader();
    reader.onload = () => setShown({ photo, url: String(reader.result) });
    reader.readAsDataURL(photo);
    return () => reader.abort();
  }, [photo]);
  const photoUrl = photo && shown?.photo === photo ? shown.url : undefined;

  useEffect(() => {
    const target = focusTarget.current;
    if (moveFocus.current !== view.at) return;
    moveFocus.current = null;
    (target?.querySelector<HTMLElement>('input[type="file"]') ?? target)?.focus();
  });
  const go = (next: View) => {
    moveFocus.current = next.at;
    setCaptureFailed(false);
    setView(next);
  };

  const ready = Boolean(previewSrc || stream);
  const capture = async () => {
    if (!ready) return;
    const source = previewSrc ? still.current : video.current;
    if (source instanceof HTMLVideoElement) await firstFrame(source);
    const file = source ? await captureFrame(source, fileName ?? `${mode}.jpg`) : null;
    if (!file) {
      setCaptureFailed(true);
      return;
    }
    stop();
    go({ at: 'review', photo: file });
  };

  const problem =
    view.at === 'camera' && camera.state.status === 'unavailable'
      ? camera.state.problem
      : undefined;
  const uploading = view.at === 'upload' || problem !== undefined;
  const previewName = `${messages.cameraPreview}: ${label}`;
  const setFocus = (el: HTMLElement | null) => {
    focusTarget.current = el;
  };

  return (
    <div className={clsx(styles.root, className)}>
      {instructions && !uploading && view.at === 'camera' && (
        <p className={styles.instructions}>{instructions}</p>
      )}
      {problem && (
        <p role="alert" className={styles.problem}>
          <AlertTriangle size={20} aria-hidden="true" className={styles.problemIcon} />
          {messages[problemText[problem]] as string}
        </p>
      )}
      {view.at === 'review' ? (
        <>
          <figure ref={setFocus} tabIndex={-1} className={clsx(styles.stage, styles.shape[mode])}>
            {photoUrl && (
              <img
                src={photoUrl}
                alt={`${messages.cameraCaptured}: ${label}`}
                className={styles.media}
              />
            )}
          </figure>
          <div className={styles.actions}>
            <Button onClick={() => onCapture(view.photo)}>{messages.cameraUse}</Button>
            <Button
              variant="secondary"
              icon={<RotateCcw size={18} aria-hidden="true" />}
              onClick={() => go({ at: 'camera' })}
            >
              {messages.cameraRetake}
            </Button>
          </div>
        </>
      ) : uploading ? (
        <div ref={setFocus} className={styles.root}>
          <FormField label={label}>
            <FileInput
              accept={accept}
              maxSize={maxSize}
              onChange={(files) => files[0] && go({ at: 'review', photo: files[0] })}
            />
          </FormField>
          {view.at === 'upload' && devices?.getUserMedia && (
            <div className={styles.actions}>
              <Button
                variant="tertiary"
                icon={<Camera size={18} aria-hidden="true" />}
                onClick={() => go({ at: 'camera' })}
              >
                {messages.cameraUseCamera}
              </Button>
            </div>
          )}
        </div>
      ) : (
        <>
          <div className={clsx(styles.stage, styles.shape[mode])}>
            {previewSrc ? (
              <img
                ref={still}
                src={previewSrc}
                alt={previewName}
                className={clsx(styles.media, mode === 'selfie' && styles.mirrored)}
              />
            ) : (
              <video
                ref={video}
                aria-label={previewName}
                muted
                playsInline
                autoPlay
                className={clsx(styles.media, mode === 'selfie' && styles.mirrored)}
              />
            )}
            <span className={styles.guide[mode]} aria-hidden="true" />
            {camera.state.status === 'starting' && (
              <span className={styles.starting} aria-hidden="true">
                {messages.cameraStarting}
              </span>
            )}
          </div>
          <VisuallyHidden role="status">
            {camera.state.status === 'starting' ? messages.cameraStarting : ''}
          </VisuallyHidden>
          {captureFailed && (
            <p role="alert" className={styles.problem}>
              <AlertTriangle size={20} aria-hidden="true" className={styles.problemIcon} />
              {messages.cameraCaptureFailed}
            </p>
          )}
          <div className={styles.actions}>
            <Button
              ref={setFocus}
              icon={<Camera size={18} aria-hidden="true" />}
              onClick={() => void capture()}
              aria-disabled={!ready || undefined}
            >
              {messages.cameraCapture}
            </Button>
            <Button
              variant="tertiary"
              icon={<Upload size={18} aria-hidden="true" />}
              onClick={() => go({ at: 'upload' })}
            >
              {messages.cameraUploadInstead}
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
