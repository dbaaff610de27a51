import { api, type ImageBody } from '@installer/contracts';
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, HttpResponse, http } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeCamera, noCameraApi, restoreCameraApi } from '../../test/fake-media.ts';
import { apiUrl, errorResponse } from '../../test/handlers.ts';
import { resultParamsFor, serveFirstEmission, showResult } from '../../test/result-screen.tsx';
import { server } from '../../test/server.ts';
import { jpegFrom, type ScaledPhoto, scalePhotoFile } from '../camera/scale-photo.ts';

// Lazy chunks and MUI take seconds to come on a busy two-core machine shared by several test runs.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 60_000 });

// jsdom has no canvas to scale with; the scaling itself is measured in Chromium (e2e/tests/result-photo.spec.ts).
vi.mock('../camera/scale-photo.ts', () => ({ jpegFrom: vi.fn(), scalePhotoFile: vi.fn() }));

const photo = (name: string): ScaledPhoto => ({
  key: `photo-${name.replace(/\W/g, '-')}`,
  dataUrl: `data:image/jpeg;base64,${btoa(name)}`,
  bytes: 250_000,
  width: 1920,
  height: 1440,
});

/** Records each photo upload; answers 201 like the server, or `status` with the error `code`. */
function servePhotos(status = 201, wait = 0, code = 'payload_too_large') {
  const uploads: { device_number: string; key: string | null; body: ImageBody }[] = [];
  server.use(
    http.post(apiUrl(api.uploadImage), async ({ request, params }) => {
      uploads.push({
        device_number: String(params.device_number),
        key: request.headers.get('Idempotency-Key'),
        body: (await request.json()) as ImageBody,
      });
      if (wait) await delay(wait);
      if (status !== 201) return errorResponse(status, code);
      return HttpResponse.json(
        {
          data: {
            id_photo: uploads.length,
            content_type: 'image/jpeg',
            bytes: 250_000,
            created_at: '2026-11-22T08:00:00Z',
          },
        },
        { status: 201 },
      );
    }),
  );
  return uploads;
}

beforeAll(async () => {
  // Transformed once up front: the screen's lazy import then resolves at once, whatever the machine's load.
  await import('../camera/camera-overlay.tsx');
});

beforeEach(() => {
  // A failed test must not leave its queued photos to the next one.
  vi.mocked(jpegFrom).mockReset();
  vi.mocked(scalePhotoFile).mockReset();
});

afterEach(() => {
  restoreCameraApi();
});

/** The camera overlay is its own chunk, loaded on the first "Add a photo": give it time on a busy machine. */
const openCamera = () => screen.findByRole('button', { name: 'Take the photo' }, { timeout: 5000 });

describe('photo of the installation (spec §2, §7, §8)', () => {
  it('takes photos with the camera and uploads each confirmed one as a data URL', async () => {
    fakeCamera();
    vi.mocked(jpegFrom).mockResolvedValueOnce(photo('first')).mockResolvedValueOnce(photo('second'));
    serveFirstEmission(null);
    const uploads = servePhotos();
    await showResult({ state: resultParamsFor() });
    const user = userEvent.setup();

    for (const name of ['first', 'second']) {
      // The button spins (disabled) until the previous upload has settled.
      await waitFor(() => expect(screen.getByRole('button', { name: 'Add a photo' })).toBeEnabled());
      await user.click(screen.getByRole('button', { name: 'Add a photo' }));
      const capture = await openCamera();
      await waitFor(() => expect(capture).toBeEnabled());
      await user.click(capture);
      await user.click(await screen.findByRole('button', { name: 'Use this photo' }));
      // The snackbar may be re-rendered as it opens: wait for the one that stays.
      await waitFor(() => expect(screen.getByText('Photo added')).toBeVisible());
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(uploads.at(-1)).toEqual({
        device_number: '10000001',
        key: photo(name).key,
        body: { base64_string: photo(name).dataUrl },
      });
    }
    expect(uploads).toHaveLength(2);
  });

  it('says when the photo could not be added, keeps it, and sends it again under the same key', async () => {
    fakeCamera();
    vi.mocked(jpegFrom).mockResolvedValueOnce(photo('lost answer'));
    serveFirstEmission(null);
    const failed = servePhotos(503);
    await showResult({ state: resultParamsFor() });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add a photo' }));
    const capture = await openCamera();
    await waitFor(() => expect(capture).toBeEnabled());
    await user.click(capture);
    await user.click(await screen.findByRole('button', { name: 'Use this photo' }));
    expect(await screen.findByText('Error while adding the image')).toBeVisible();
    expect(screen.getByRole('img', { name: 'The photo just taken' })).toBeVisible();

    const retried = servePhotos();
    await user.click(screen.getByRole('button', { name: 'Use this photo' }));
    // The snackbar may be re-rendered as it opens: wait for the one that stays.
    await waitFor(() => expect(screen.getByText('Photo added')).toBeVisible());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(failed[0]?.key).toBe(photo('lost answer').key);
    expect(retried.map((upload) => upload.key)).toEqual([photo('lost answer').key]);
  });

  it("says why the server refused the photo: the device's cap, the hourly quota, a full or unavailable store", async () => {
    fakeCamera();
    vi.mocked(jpegFrom).mockResolvedValueOnce(photo('refused'));
    serveFirstEmission(null);
    await showResult({ state: resultParamsFor() });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add a photo' }));
    const capture = await openCamera();
    await waitFor(() => expect(capture).toBeEnabled());
    await user.click(capture);
    for (const [status, code, message] of [
      [
        409,
        'photo_limit_reached',
        'This device already has as many photos as it can keep: this one was not added.',
      ],
      [429, 'rate_limited', 'Too many photos sent in the last hour. Wait a little, then try again.'],
      [507, 'storage_full', 'The server has no room left for photos right now. Try again later.'],
      [503, 'storage_unavailable', 'The server cannot store photos right now. Try again in a moment.'],
    ] as const) {
      servePhotos(status, 0, code);
      await user.click(await screen.findByRole('button', { name: 'Use this photo' }));
      await waitFor(() => expect(screen.getByText(message)).toBeVisible());
      // The photo stays on screen to be sent again later.
      expect(screen.getByRole('img', { name: 'The photo just taken' })).toBeVisible();
    }
  });

  it('without a camera API, says so and offers the file picker, whose photo is scaled and uploaded', async () => {
    noCameraApi();
    const opened = vi.spyOn(HTMLInputElement.prototype, 'click');
    vi.mocked(scalePhotoFile).mockResolvedValueOnce(photo('picked'));
    serveFirstEmission(null);
    const uploads = servePhotos(201, 200);
    await showResult({ state: resultParamsFor() });
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Add a photo' }));
    expect(await screen.findByText('Camera not supported')).toBeVisible();
    expect(screen.getByText('Camera not supported').closest('.alert')).toHaveClass('alert-success');
    const picker = screen.getByLabelText('Choose a photo') as HTMLInputElement;
    expect(opened.mock.contexts).toContain(picker);
    expect(picker).toHaveAttribute('accept', 'image/*');
    expect(picker).toHaveAttribute('capture', 'environment');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    const file = new File(['a 12-megapixel photo'], 'IMG_0001.jpg', { type: 'image/jpeg' });
    await user.upload(picker, file);
    expect(scalePhotoFile).toHaveBeenCalledWith(file);
    // The add button spins while the upload runs (spec §2).
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add a photo' })).toBeDisabled());
    // The snackbar may be re-rendered as it opens: wait for the one that stays.
    await waitFor(() => expect(screen.getByText('Photo added')).toBeVisible());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add a photo' })).toBeEnabled());
    expect(uploads).toEqual([
      {
        device_number: '10000001',
        key: photo('picked').key,
        body: { base64_string: photo('picked').dataUrl },
      },
    ]);
  });

  it('says the image could not be added when a picked file cannot be read as an image', async () => {
    noCameraApi();
    vi.spyOn(HTMLInputElement.prototype, 'click').mockImplementation(() => {});
    vi.mocked(scalePhotoFile).mockRejectedValueOnce(new Error('not an image'));
    serveFirstEmission(null);
    const uploads = servePhotos();
    await showResult({ state: resultParamsFor() });
    // Some pickers ("Files" on Android) let any file through whatever `accept` says.
    const user = userEvent.setup({ applyAccept: false });
    await user.click(screen.getByRole('button', { name: 'Add a photo' }));
    await user.upload(
      screen.getByLabelText('Choose a photo'),
      new File(['%PDF'], 'notice.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByText('Error while adding the image')).toBeVisible();
    expect(uploads).toEqual([]);
  });
});
