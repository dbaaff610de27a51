import { type RefObject, useEffect, useRef, useState } from 'react';
import { openRearCamera, stopStream } from '../../lib/rear-camera.ts';
import { notify } from '../../lib/snackbar/snackbar-store.ts';
import { createCodeReader } from './code-reader.ts';

const SCAN_INTERVAL_MS = 200;

/**
 * The rear camera filmed into `video` and read for a code every SCAN_INTERVAL_MS until one is found
 * (onDetected). spec §8: when the camera fails, camera_error and onClose. Every camera track is stopped when
 * a code is found and when the component goes away. Says whether the camera is still starting.
 */
export function useCodeScanner(
  video: RefObject<HTMLVideoElement | null>,
  onDetected: (code: string) => void,
  onClose: () => void,
): boolean {
  const [starting, setStarting] = useState(true);
  const callbacks = useRef({ onDetected, onClose });
  callbacks.current = { onDetected, onClose };

  useEffect(() => {
    let stream: MediaStream | null = null;
    let timer: number | undefined;
    let stopped = false;

    const start = async () => {
      try {
        // The camera and the (lazy) decoder start together; the stream is tracked as soon as it exists so
        // that closing the scanner, or a decoder failure, always stops it.
        const camera = openRearCamera().then((opened) => {
          stream = opened;
          return opened;
        });
        const [, read] = await Promise.all([camera, createCodeReader()]);
        const element = video.current;
        if (stopped || !element) return stopStream(stream);
        element.srcObject = stream;
        await element.play();
        setStarting(false);
        const scan = async () => {
          if (stopped) return;
          const code = element.readyState >= 2 ? await read(element).catch(() => null) : null;
          if (stopped) return;
          if (code) {
            stopped = true;
            stopStream(stream);
            callbacks.current.onDetected(code);
            return;
          }
          timer = window.setTimeout(scan, SCAN_INTERVAL_MS);
        };
        void scan();
      } catch {
        if (stopped) return;
        stopStream(stream);
        notify('error', 'camera_error');
        callbacks.current.onClose();
      }
    };
    void start();

    return () => {
      stopped = true;
      window.clearTimeout(timer);
      stopStream(stream);
    };
  }, [video]);

  return starting;
}
