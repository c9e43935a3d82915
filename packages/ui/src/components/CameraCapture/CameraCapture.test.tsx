import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CameraCapture } from './CameraCapture';
import { UiProvider } from '../../i18n/UiProvider';
import { axeViolations } from '../../../test/axe';

function fakeCamera(
  outcome: 'granted' | 'NotAllowedError' | 'NotFoundError' | 'AbortError' = 'granted',
) {
  const track = { stop: vi.fn() };
  const stream = { getTracks: () => [track] } as unknown as MediaStream;
  const getUserMedia = vi.fn(() =>
    outcome === 'granted'
      ? Promise.resolve(stream)
      : Promise.reject(new DOMException('camera', outcome)),
  );
  return { devices: { getUserMedia }, track, getUserMedia };
}

const drawImage = vi.fn();
beforeEach(() => {
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
  vi.spyOn(HTMLVideoElement.prototype, 'videoWidth', 'get').mockReturnValue(1280);
  vi.spyOn(HTMLVideoElement.prototype, 'videoHeight', 'get').mockReturnValue(720);
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
    drawImage,
  } as unknown as CanvasRenderingContext2D);
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((done) =>
    done(new Blob(['jpeg bytes'], { type: 'image/jpeg' })),
  );
});
afterEach(() => vi.restoreAllMocks());

describe('CameraCapture', () => {
  it('asks for the back camera for a document, shows the live preview with its name, and says it is starting', async () => {
    const camera = fakeCamera();
    render(
      <CameraCapture
        mode="document"
        label="Front of your Emirates ID"
        instructions="Place your ID inside the frame"
        onCapture={() => {}}
        mediaDevices={camera.devices}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Starting the camera…');
    expect(camera.getUserMedia).toHaveBeenCalledWith(
      expect.objectContaining({
        audio: false,
        video: expect.objectContaining({ facingMode: 'environment' }),
      }),
    );
    const capture = screen.getByRole('button', { name: 'Take photo' });
    expect(capture).toHaveAttribute('aria-disabled', 'true');
    await waitFor(() => expect(capture).not.toHaveAttribute('aria-disabled'));
    expect(screen.getByLabelText('Camera preview: Front of your Emirates ID').tagName).toBe(
      'VIDEO',
    );
    expect(screen.getByText('Place your ID inside the frame')).toBeInTheDocument();
  });

  it('takes a JPEG photo, stops the camera, and hands the photo over on "Use this photo"', async () => {
    const user = userEvent.setup();
    const camera = fakeCamera();
    const onCapture = vi.fn();
    render(
      <CameraCapture
        mode="selfie"
        label="Your face"
        onCapture={onCapture}
        mediaDevices={camera.devices}
      />,
    );
    expect(camera.getUserMedia).toHaveBeenCalledWith(
      expect.objectContaining({ video: expect.objectContaining({ facingMode: 'user' }) }),
    );
    const capture = screen.getByRole('button', { name: 'Take photo' });
    await waitFor(() => expect(capture).not.toHaveAttribute('aria-disabled'));
    await user.click(capture);
    const photo = await screen.findByRole('img', { name: 'Your photo: Your face' });
    expect(photo.closest('figure')).toHaveFocus();
    expect(camera.track.stop).toHaveBeenCalled();
    expect(drawImage).toHaveBeenCalledWith(expect.any(HTMLVideoElement), 0, 0, 1280, 720);
    await user.click(screen.getByRole('button', { name: 'Use this photo' }));
    const file = onCapture.mock.calls[0]![0] as File;
    expect(file).toBeInstanceOf(File);
    expect(file.type).toBe('image/jpeg');
    expect(file.name).toBe('selfie.jpg');
  });

  it('starts the camera again on Retake and moves focus to Take photo', async () => {
    const user = userEvent.setup();
    const camera = fakeCamera();
    render(
      <CameraCapture
        mode="document"
        label="ID"
        onCapture={() => {}}
        mediaDevices={camera.devices}
      />,
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Take photo' })).not.toHaveAttribute(
        'aria-disabled',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Take photo' }));
    await user.click(await screen.findByRole('button', { name: 'Retake' }));
    expect(screen.getByRole('button', { name: 'Take photo' })).toHaveFocus();
    expect(camera.getUserMedia).toHaveBeenCalledTimes(2);
  });

  it('stops the camera when it goes away, even if permission arrives afterwards', async () => {
    const camera = fakeCamera();
    const { unmount } = render(
      <CameraCapture
        mode="document"
        label="ID"
        onCapture={() => {}}
        mediaDevices={camera.devices}
      />,
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Take photo' })).not.toHaveAttribute(
        'aria-disabled',
      ),
    );
    unmount();
    expect(camera.track.stop).toHaveBeenCalled();

    let grant: (s: MediaStream) => void = () => {};
    const late = { stop: vi.fn() };
    const slow = {
      getUserMedia: vi.fn(() => new Promise<MediaStream>((resolve) => (grant = resolve))),
    };
    const second = render(
      <CameraCapture mode="document" label="ID" onCapture={() => {}} mediaDevices={slow} />,
    );
    second.unmount();
    await act(async () => grant({ getTracks: () => [late] } as unknown as MediaStream));
    expect(late.stop).toHaveBeenCalled();
  });

  it.each([
    ['NotAllowedError', 'permission was refused'],
    ['NotFoundError', 'We can’t find a camera on this device'],
    ['AbortError', 'The camera didn’t start'],
  ] as const)(
    'says why and offers an upload when getUserMedia fails with %s',
    async (error, words) => {
      const user = userEvent.setup();
      const onCapture = vi.fn();
      render(
        <CameraCapture
          mode="document"
          label="Front of your Emirates ID"
          onCapture={onCapture}
          mediaDevices={fakeCamera(error).devices}
        />,
      );
      expect(await screen.findByRole('alert')).toHaveTextContent(words);
      const input = screen.getByLabelText('Front of your Emirates ID');
      const file = new File(['png'], 'id.png', { type: 'image/png' });
      await user.upload(input, file);
      await user.click(await screen.findByRole('button', { name: 'Use this photo' }));
      expect(onCapture).toHaveBeenCalledWith(file);
    },
  );

  it('goes straight to the upload when the browser has no getUserMedia', () => {
    render(
      <CameraCapture mode="selfie" label="Your face" onCapture={() => {}} mediaDevices={null} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This browser can’t use the camera. Upload a photo instead.',
    );
    expect(screen.getByLabelText('Your face')).toHaveAttribute('type', 'file');
    expect(screen.queryByRole('button', { name: 'Take photo' })).not.toBeInTheDocument();
  });

  it('lets the customer upload instead and come back to the camera, focus following', async () => {
    const user = userEvent.setup();
    const camera = fakeCamera();
    render(
      <CameraCapture
        mode="document"
        label="ID"
        onCapture={() => {}}
        mediaDevices={camera.devices}
      />,
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Take photo' })).not.toHaveAttribute(
        'aria-disabled',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Upload a photo instead' }));
    expect(camera.track.stop).toHaveBeenCalled();
    expect(screen.getByLabelText('ID')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Use the camera' }));
    expect(screen.getByRole('button', { name: 'Take photo' })).toHaveFocus();
  });

  it('captures from a still preview without asking for the camera, and shows a photo taken before', async () => {
    const user = userEvent.setup();
    const camera = fakeCamera();
    vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(800);
    vi.spyOn(HTMLImageElement.prototype, 'naturalHeight', 'get').mockReturnValue(600);
    const { unmount } = render(
      <CameraCapture
        mode="document"
        label="ID"
        onCapture={() => {}}
        mediaDevices={camera.devices}
        previewSrc="data:image/png;base64,AA=="
      />,
    );
    expect(camera.getUserMedia).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Take photo' }));
    expect(await screen.findByRole('img', { name: 'Your photo: ID' })).toBeInTheDocument();
    unmount();
    render(
      <CameraCapture
        mode="document"
        label="ID"
        onCapture={() => {}}
        mediaDevices={null}
        defaultPhoto={new File(['x'], 'id.jpg', { type: 'image/jpeg' })}
      />,
    );
    expect(await screen.findByRole('img', { name: 'Your photo: ID' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/jpeg;base64,/),
    );
  });

  it('says so when the photo could not be taken', async () => {
    const user = userEvent.setup();
    vi.spyOn(HTMLVideoElement.prototype, 'videoWidth', 'get').mockReturnValue(0);
    render(
      <CameraCapture
        mode="document"
        label="ID"
        onCapture={() => {}}
        mediaDevices={fakeCamera().devices}
      />,
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Take photo' })).not.toHaveAttribute(
        'aria-disabled',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Take photo' }));
    // It waits a moment for a first frame that never comes, then says so.
    expect(await screen.findByRole('alert', {}, { timeout: 6000 })).toHaveTextContent(
      'We couldn’t take the photo.',
    );
  });

  it('waits for the first frame when Capture is pressed the moment the camera starts', async () => {
    const user = userEvent.setup();
    let width = 0;
    vi.spyOn(HTMLVideoElement.prototype, 'videoWidth', 'get').mockImplementation(() => width);
    const onCapture = vi.fn();
    render(
      <CameraCapture
        mode="document"
        label="ID"
        onCapture={onCapture}
        mediaDevices={fakeCamera().devices}
      />,
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Take photo' })).not.toHaveAttribute(
        'aria-disabled',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Take photo' }));
    width = 1280;
    document.querySelector('video')!.dispatchEvent(new Event('loadeddata'));
    expect(await screen.findByRole('button', { name: 'Use this photo' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('speaks Arabic', async () => {
    render(
      <UiProvider locale="ar">
        <CameraCapture
          mode="document"
          label="الهوية"
          onCapture={() => {}}
          mediaDevices={fakeCamera('NotAllowedError').devices}
        />
      </UiProvider>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('لأن الإذن رُفض');
  });

  it('has no axe violations live, captured and falling back', async () => {
    const live = render(
      <CameraCapture
        mode="document"
        label="ID"
        onCapture={() => {}}
        mediaDevices={fakeCamera().devices}
        instructions="Fill the frame"
      />,
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Take photo' })).not.toHaveAttribute(
        'aria-disabled',
      ),
    );
    expect(await axeViolations(live.container)).toEqual([]);
    live.unmount();
    const review = render(
      <CameraCapture
        mode="selfie"
        label="Face"
        onCapture={() => {}}
        mediaDevices={null}
        defaultPhoto={new File(['x'], 'f.jpg')}
      />,
    );
    await screen.findByRole('img');
    expect(await axeViolations(review.container)).toEqual([]);
    review.unmount();
    const fallback = render(
      <CameraCapture mode="selfie" label="Face" onCapture={() => {}} mediaDevices={null} />,
    );
    expect(await axeViolations(fallback.container)).toEqual([]);
  });
});
