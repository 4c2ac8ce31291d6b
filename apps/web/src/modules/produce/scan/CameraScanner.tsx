import { useEffect, useRef, useState } from 'react';
import { Alert, Button } from 'antd';
import { CloseOutlined } from '@ant-design/icons';
import { cameraError, qrDetector } from './camera.ts';

/** How often a frame is read: four times a second finds a label as fast as a hand holds it still. */
const READ_EVERY_MS = 250;

/** Full-screen camera view that reads one QR code and hands its text back. */
export function CameraScanner({ onRead, onClose }: { onRead: (text: string) => void; onClose: () => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    (async () => {
      try {
        if (!navigator.mediaDevices?.getUserMedia) throw new Error('no media devices');
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
        if (stopped) return;
        const v = video.current!;
        v.srcObject = stream;
        await v.play();
        const detector = await qrDetector();
        const read = async () => {
          if (stopped) return;
          const found = v.readyState >= 2 ? await detector.detect(v).catch(() => []) : [];
          const text = found.find((f) => f.rawValue)?.rawValue;
          if (text && !stopped) onRead(text);
          else timer = setTimeout(read, READ_EVERY_MS);
        };
        await read();
      } catch (e) {
        if (!stopped) setError(cameraError(e));
      }
    })();
    return () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((t) => t.stop());
    };
  }, [onRead]);

  return (
    <div style={{ position: 'fixed', inset: 0, background: '#000', zIndex: 1000, display: 'flex', flexDirection: 'column' }} data-testid="camera">
      <video ref={video} muted playsInline style={{ flex: 1, width: '100%', objectFit: 'cover' }} />
      {/* the aiming square: a label fills about half the width */}
      <div style={{ position: 'absolute', top: '50%', left: '50%', width: '60vw', height: '60vw', transform: 'translate(-50%, -60%)', border: '3px solid #52c41a', borderRadius: 12, pointerEvents: 'none' }} />
      {error && <Alert type="error" showIcon title={error} style={{ position: 'absolute', top: 16, left: 16, right: 16 }} />}
      <Button size="large" icon={<CloseOutlined />} onClick={onClose} style={{ margin: 16 }}>
        关闭摄像头
      </Button>
    </div>
  );
}
