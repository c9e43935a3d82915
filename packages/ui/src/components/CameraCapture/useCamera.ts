import { useCallback, useEffect, useRef, useState } from 'react';

/** Why the camera cannot be used: the customer uploads a photo instead. */
export type CameraProblem = 'denied' | 'missing' | 'unsupported' | 'failed';

export type CameraState =
  | { status: 'off' }
  | { status: 'starting' }
  | { status: 'live'; stream: MediaStream }
  | { status: 'unavailable'; problem: CameraProblem };

function problemOf(error: unknown): CameraProblem {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError')
    return 'denied';
  if (
    name === 'NotFoundError' ||
    name === 'OverconstrainedError' ||
    name === 'DevicesNotFoundError'
  )
    return 'missing';
  return 'failed';
}

const stopAll = (stream: MediaStream | undefined) =>
  stream?.getTracks().forEach((track) => track.stop());

/**
 * @internal Asks for the camera (`facingMode`: "user" for a selfie, "environment" for a document)
 * and owns the stream: every track stops on `stop()`, on a new start and on unmount, including a
 * stream that arrives after the component has gone.
 */
export function useCamera(
  mediaDevices: Pick<MediaDevices, 'getUserMedia'> | null | undefined,
  facingMode: 'user' | 'environment',
) {
  const [state, setState] = useState<CameraState>({ status: 'off' });
  const stream = useRef<MediaStream | undefined>(undefined);
  const attempt = useRef(0);

  const stop = useCallback(() => {
    attempt.current++;
    stopAll(stream.current);
    stream.current = undefined;
    setState({ status: 'off' });
  }, []);

  const start = useCallback(() => {
    stopAll(stream.current);
    stream.current = undefined;
    const mine = ++attempt.current;
    if (!mediaDevices?.getUserMedia) {
      setState({ status: 'unavailable', problem: 'unsupported' });
      return;
    }
    setState({ status: 'starting' });
    mediaDevices
      .getUserMedia({
        video: { facingMode, width: { ideal: 1920 }, height: { ideal: 1080 } },
        audio: false,
      })
      .then((granted) => {
        if (mine !== attempt.current) return stopAll(granted);
        stream.current = granted;
        setState({ status: 'live', stream: granted });
      })
      .catch((error: unknown) => {
        if (mine === attempt.current)
          setState({ status: 'unavailable', problem: problemOf(error) });
      });
  }, [mediaDevices, facingMode]);

  useEffect(
    () => () => {
      attempt.current++;
      stopAll(stream.current);
      stream.current = undefined;
    },
    [],
  );

  return { state, start, stop };
}

/** How long Capture waits for a camera that has started but not yet drawn its first frame. */
const FIRST_FRAME_WAIT_MS = 3000;

/**
 * @internal Resolves once a video has a frame to draw (at once when it has one): a press of
 * Capture in the moment between the stream starting and its first frame (a slow machine or
 * camera) then takes the photo instead of failing.
 */
export function firstFrame(video: HTMLVideoElement, waitMs = FIRST_FRAME_WAIT_MS): Promise<void> {
  if (video.videoWidth > 0) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      window.clearTimeout(timer);
      video.removeEventListener('loadeddata', done);
      video.removeEventListener('resize', done);
      resolve();
    };
    const timer = window.setTimeout(done, waitMs);
    video.addEventListener('loadeddata', done);
    video.addEventListener('resize', done);
  });
}

/** @internal Draws the current frame of a video or image as a JPEG file; null when there is no frame. */
export async function captureFrame(
  source: HTMLVideoElement | HTMLImageElement,
  name: string,
): Promise<File | null> {
  const width = source instanceof HTMLVideoElement ? source.videoWidth : source.naturalWidth;
  const height = source instanceof HTMLVideoElement ? source.videoHeight : source.naturalHeight;
  if (!width || !height) return null;
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.drawImage(source, 0, 0, width, height);
  const blob = await new Promise<Blob | null>((resolve) =>
    canvas.toBlob(resolve, 'image/jpeg', 0.92),
  );
  return blob ? new File([blob], name, { type: 'image/jpeg' }) : null;
}
