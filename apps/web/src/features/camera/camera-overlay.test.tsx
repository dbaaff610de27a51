import { configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppSnackbar } from '../../app/app-snackbar.tsx';
import { fakeCamera, restoreCameraApi } from '../../test/fake-media.ts';
import CameraOverlay from './camera-overlay.tsx';
import { jpegFrom, type ScaledPhoto } from './scale-photo.ts';

// Lazy chunks take seconds to come on a busy two-core machine shared by several test runs.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 60_000 });

// jsdom cannot draw a video frame into a canvas; the overlay's states are what these tests are about.
vi.mock('./scale-photo.ts', () => ({ jpegFrom: vi.fn() }));

const shot = (n: number): ScaledPhoto => ({
  key: `photo-${n}`,
  dataUrl: `data:image/jpeg;base64,c2hvdC0${n}`,
  bytes: 300_000,
  width: 1920,
  height: 1440,
});

beforeEach(() => {
  vi.mocked(jpegFrom).mockReset();
});

afterEach(() => {
  restoreCameraApi();
});

function open(onConfirm: (photo: ScaledPhoto) => Promise<boolean> = async () => true) {
  const onClose = vi.fn();
  const confirm = vi.fn(onConfirm);
  render(
    <>
      <CameraOverlay onConfirm={confirm} onClose={onClose} />
      <AppSnackbar />
    </>,
  );
  return { onClose, confirm, user: userEvent.setup() };
}

const live = () => screen.findByRole('button', { name: 'Take the photo' });

describe('camera overlay (spec §2, §4, §5)', () => {
  it('asks for the rear camera and falls back to preferring it when the device has none', async () => {
    const camera = fakeCamera({ rearCamera: false });
    open();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Take the photo' })).toBeEnabled());
    expect(camera.getUserMedia).toHaveBeenCalledTimes(2);
    expect(camera.getUserMedia.mock.calls[0]?.[0]).toMatchObject({
      video: { facingMode: { exact: 'environment' } },
    });
    expect(camera.getUserMedia.mock.calls[1]?.[0]).toMatchObject({
      video: { facingMode: { ideal: 'environment' } },
    });
    const video = screen.getByLabelText('Camera view') as HTMLVideoElement;
    expect(video.srcObject).toBe(camera.stream);
    expect(screen.getByRole('dialog', { name: 'Photo of the installation' })).toBeVisible();
  });

  it('uses the rear camera directly when there is one', async () => {
    const camera = fakeCamera({ rearCamera: true });
    open();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Take the photo' })).toBeEnabled());
    expect(camera.getUserMedia).toHaveBeenCalledTimes(1);
  });

  it('previews a capture with confirm and delete; delete returns to the live stream', async () => {
    const camera = fakeCamera();
    vi.mocked(jpegFrom).mockResolvedValueOnce(shot(1)).mockResolvedValueOnce(shot(2));
    const { user, confirm } = open();
    await waitFor(async () => expect(await live()).toBeEnabled());
    await user.click(await live());

    const preview = await screen.findByRole('img', { name: 'The photo just taken' });
    expect(preview).toHaveAttribute('src', shot(1).dataUrl);
    expect(jpegFrom).toHaveBeenCalledWith(screen.getByLabelText('Camera view'), 4000, 3000);
    expect(screen.getByLabelText('Camera view')).not.toBeVisible();
    expect(screen.queryByRole('button', { name: 'Take the photo' })).not.toBeInTheDocument();
    // The shutter is gone: the focus goes to what comes next, not to the page under the dialog.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Use this photo' })).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Delete this photo' }));
    expect(screen.queryByRole('img', { name: 'The photo just taken' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Camera view')).toBeVisible();
    expect(await live()).toBeEnabled();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Take the photo' })).toHaveFocus());
    // The stream kept running: no new permission prompt, nothing stopped.
    expect(camera.getUserMedia).toHaveBeenCalledTimes(2);
    expect(camera.tracks[0]?.stop).not.toHaveBeenCalled();
    expect(confirm).not.toHaveBeenCalled();

    await user.click(await live());
    expect(await screen.findByRole('img', { name: 'The photo just taken' })).toHaveAttribute(
      'src',
      shot(2).dataUrl,
    );
  });

  it('Escape closes the camera too, but not while the photo uploads', async () => {
    const camera = fakeCamera();
    vi.mocked(jpegFrom).mockResolvedValueOnce(shot(1));
    let finishUpload: (stored: boolean) => void = () => {};
    const { user, onClose } = open(() => new Promise((resolve) => (finishUpload = resolve)));
    await waitFor(async () => expect(await live()).toBeEnabled());
    await user.click(await live());
    await user.click(await screen.findByRole('button', { name: 'Use this photo' }));
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    finishUpload(false);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Use this photo' })).toBeEnabled());
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(camera.allStopped()).toBe(true);
  });

  it('back closes the camera and stops every track', async () => {
    const camera = fakeCamera();
    const { user, onClose } = open();
    await waitFor(async () => expect(await live()).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(camera.allStopped()).toBe(true);
  });

  it('confirm uploads with a loading state, then closes the camera and stops the stream', async () => {
    const camera = fakeCamera();
    vi.mocked(jpegFrom).mockResolvedValueOnce(shot(1));
    let finishUpload: (stored: boolean) => void = () => {};
    const { user, confirm, onClose } = open(() => new Promise((resolve) => (finishUpload = resolve)));
    await waitFor(async () => expect(await live()).toBeEnabled());
    await user.click(await live());
    await user.click(await screen.findByRole('button', { name: 'Use this photo' }));

    expect(confirm).toHaveBeenCalledWith(shot(1));
    const confirmButton = screen.getByRole('button', { name: 'Use this photo' });
    expect(confirmButton).toBeDisabled();
    expect(confirmButton).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Delete this photo' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
    expect(onClose).not.toHaveBeenCalled();

    finishUpload(true);
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(camera.allStopped()).toBe(true);
  });

  it('keeps the preview when the upload failed, so the same photo can be sent again', async () => {
    fakeCamera();
    vi.mocked(jpegFrom).mockResolvedValueOnce(shot(1));
    const { user, confirm, onClose } = open(async () => false);
    await waitFor(async () => expect(await live()).toBeEnabled());
    await user.click(await live());
    await user.click(await screen.findByRole('button', { name: 'Use this photo' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Use this photo' })).toBeEnabled());
    expect(screen.getByRole('img', { name: 'The photo just taken' })).toBeVisible();
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Use this photo' }));
    expect(confirm).toHaveBeenCalledTimes(2);
  });

  it('says the camera could not start and closes when access is refused', async () => {
    fakeCamera({ refuse: 'NotAllowedError' });
    const { onClose } = open();
    expect(await screen.findByText('The camera could not be started')).toBeVisible();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('releases a camera that answers after the overlay was closed', async () => {
    const camera = fakeCamera({ rearCamera: true });
    let grant: (stream: MediaStream) => void = () => {};
    camera.getUserMedia.mockImplementationOnce(() => new Promise((resolve) => (grant = resolve)));
    const { onClose } = open();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    grant(camera.stream);
    await waitFor(() => expect(camera.allStopped()).toBe(true));
  });
});
