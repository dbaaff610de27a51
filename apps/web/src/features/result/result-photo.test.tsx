import { api, type ImageBody } from '@installer/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiUrl, errorResponse } from '../../test/handlers.ts';
import { server } from '../../test/server.ts';
import { fakeCamera, noCameraApi, restoreCameraApi } from '../camera/fake-media.ts';
import { jpegFrom, type ScaledPhoto, scalePhotoFile } from '../camera/scale-photo.ts';
import { resultParamsFor, serveFirstEmission, showResult } from './result-test-utils.tsx';

// jsdom has no canvas to scale with; the scaling itself is measured in Chromium (e2e/tests/result-photo.spec.ts).
vi.mock('../camera/scale-photo.ts', () => ({ jpegFrom: vi.fn(), scalePhotoFile: vi.fn() }));

const photo = (name: string): ScaledPhoto => ({
  dataUrl: `data:image/jpeg;base64,${btoa(name)}`,
  bytes: 250_000,
  width: 1920,
  height: 1440,
});

/** Records each photo upload; answers 201 like the server, or `status` with an error. */
function servePhotos(status = 201, wait = 0) {
  const uploads: { device_number: string; body: ImageBody }[] = [];
  server.use(
    http.post(apiUrl(api.uploadImage), async ({ request, params }) => {
      uploads.push({
        device_number: String(params.device_number),
        body: (await request.json()) as ImageBody,
      });
      if (wait) await delay(wait);
      if (status !== 201) return errorResponse(status, 'payload_too_large');
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

afterEach(() => {
  restoreCameraApi();
});

describe('photo of the installation (spec §2, §7, §8)', () => {
  it('takes photos with the camera and uploads each confirmed one as a data URL', async () => {
    fakeCamera();
    vi.mocked(jpegFrom).mockResolvedValueOnce(photo('first')).mockResolvedValueOnce(photo('second'));
    serveFirstEmission(null);
    const uploads = servePhotos();
    await showResult({ state: resultParamsFor() });
    const user = userEvent.setup();

    for (const name of ['first', 'second']) {
      await user.click(screen.getByRole('button', { name: 'Add a photo' }));
      const capture = await screen.findByRole('button', { name: 'Take the photo' });
      await waitFor(() => expect(capture).toBeEnabled());
      await user.click(capture);
      await user.click(await screen.findByRole('button', { name: 'Use this photo' }));
      expect(await screen.findByText('Photo added')).toBeVisible();
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(uploads.at(-1)).toEqual({
        device_number: '10000001',
        body: { base64_string: photo(name).dataUrl },
      });
    }
    expect(uploads).toHaveLength(2);
  });

  it('says when the photo could not be added and keeps it to try again', async () => {
    fakeCamera();
    vi.mocked(jpegFrom).mockResolvedValueOnce(photo('too big'));
    serveFirstEmission(null);
    servePhotos(413);
    await showResult({ state: resultParamsFor() });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add a photo' }));
    const capture = await screen.findByRole('button', { name: 'Take the photo' });
    await waitFor(() => expect(capture).toBeEnabled());
    await user.click(capture);
    await user.click(await screen.findByRole('button', { name: 'Use this photo' }));
    expect(await screen.findByText('Error while adding the image')).toBeVisible();
    expect(screen.getByRole('img', { name: 'The photo just taken' })).toBeVisible();
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
    expect(screen.getByText('Camera not supported').closest('.MuiAlert-root')).toHaveClass(
      'MuiAlert-colorSuccess',
    );
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
    expect(await screen.findByText('Photo added')).toBeVisible();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add a photo' })).toBeEnabled());
    expect(uploads).toEqual([
      { device_number: '10000001', body: { base64_string: photo('picked').dataUrl } },
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
