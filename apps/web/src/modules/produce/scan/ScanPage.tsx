import { useCallback, useEffect, useRef, useState } from 'react';
import { Alert, Badge, Button, Input, List, Space, Tag, Typography, type InputRef } from 'antd';
import { CameraOutlined, CheckOutlined, HomeOutlined, SettingOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { scanStationMessages as SM, type ScanPreview, type ScanSetup } from '@al/contracts';
import { ApiError } from '../../../lib/request.ts';
import { CameraScanner } from './CameraScanner.tsx';
import { PreviewCard } from './PreviewCard.tsx';
import { StationDrawer } from './StationDrawer.tsx';
import { isNetworkFailure, scanQueue } from './scanQueue.ts';
import { signalOk, signalRefused } from './signal.ts';
import { cachedSetup, stationCalls, stationReady, storeSetup, useStation } from './station.ts';
import { registerScanWorker } from './pwa.ts';

/** A scan read and waiting for the worker's tap: previewed by the server, or read while offline. */
interface Pending {
  qrText: string;
  scanTime: string;
  preview: ScanPreview | null;
}

interface Recent {
  key: string;
  labelNo: string;
  processName: string;
  state: 'reported' | 'queued';
  time: string;
}

/** How often queued scans are retried while the page is open (besides the browser's online event). */
const RETRY_MS = 20_000;
const labelOf = (qrText: string) => qrText.split('|')[0]!.trim();
const clock = (iso: string) => new Date(iso).toLocaleTimeString('zh-CN', { hour12: false });

/**
 * /scan: the floor's scan page (issue 15 item 2). Works at 360 px; reads labels from a USB scanner
 * (it types into the focused box and presses Enter) or the camera; shows the part and confirms with
 * one tap; keeps scans on the device through a network drop and sends them later (the server marks
 * late ones retroactive).
 */
export default function ScanPage() {
  const [setup, setSetup] = useState<ScanSetup | null>(cachedSetup);
  const [setupError, setSetupError] = useState<string | null>(null);
  const [station, saveStation] = useStation();
  const [drawer, setDrawer] = useState(false);
  const [camera, setCamera] = useState(false);
  const [text, setText] = useState('');
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [recent, setRecent] = useState<Recent[]>([]);
  const [queued, setQueued] = useState(() => scanQueue.items().length);
  const [refused, setRefused] = useState(scanQueue.refused);
  const [online, setOnline] = useState(() => navigator.onLine);
  const input = useRef<InputRef>(null);
  const flushing = useRef(false);

  const focus = () => setTimeout(() => input.current?.focus(), 0);
  const processName = setup?.processes.find((p) => p.id === station.processId)?.name ?? '';
  const terminal = setup?.terminals.find((t) => t.id === station.equipmentId);

  useEffect(() => {
    document.title = '扫码报工';
    registerScanWorker();
    stationCalls
      .setup()
      .then((s) => {
        storeSetup(s);
        setSetup(s);
        setSetupError(null);
        // first use on this device: the signed-in worker reports alone until set otherwise
        if (!station.employeeIds.length && s.myEmployeeId) saveStation({ ...station, employeeIds: [s.myEmployeeId] });
      })
      .catch((e: unknown) => {
        if (!isNetworkFailure(e)) setSetupError(e instanceof Error ? e.message : String(e));
      });
    // once, on opening: the station read here is the stored one
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const flush = useCallback(async () => {
    if (flushing.current || !scanQueue.items().length) return;
    flushing.current = true;
    try {
      const { sent, refused: n } = await scanQueue.flush(stationCalls.scan);
      if (sent) setNotice(SM.sent(sent));
      if (n) signalRefused();
      setOnline(sent > 0 || n > 0 || navigator.onLine);
    } finally {
      flushing.current = false;
      setQueued(scanQueue.items().length);
      setRefused(scanQueue.refused());
    }
  }, []);

  useEffect(() => {
    const up = () => {
      setOnline(true);
      void flush();
    };
    const down = () => setOnline(false);
    window.addEventListener('online', up);
    window.addEventListener('offline', down);
    const timer = setInterval(() => void flush(), RETRY_MS);
    void flush();
    return () => {
      window.removeEventListener('online', up);
      window.removeEventListener('offline', down);
      clearInterval(timer);
    };
  }, [flush]);

  const refuse = (message: string) => {
    setError(message);
    setPending(null);
    signalRefused();
    focus();
  };

  const confirm = async (p: Pending) => {
    if (!stationReady(station)) return refuse(SM.needSetup);
    const body = { qrText: p.qrText, processId: station.processId, equipmentId: station.equipmentId, employeeIds: station.employeeIds, isRework: station.isRework, scanTime: p.scanTime };
    const labelNo = p.preview?.labelNo ?? labelOf(p.qrText);
    setBusy(true);
    try {
      const row = await stationCalls.scan(body);
      setOnline(true);
      setNotice(SM.reported(labelNo, row.processName));
      setRecent((r) => [{ key: row.id, labelNo, processName: row.processName, state: 'reported' as const, time: p.scanTime }, ...r].slice(0, 20));
      signalOk();
      setPending(null);
      setError(null);
      void flush();
    } catch (e) {
      if (!isNetworkFailure(e)) return refuse(e instanceof Error ? e.message : String(e));
      setOnline(false);
      const key = `${Date.now()}-${Math.random().toString(36).slice(2)}`;
      if (!scanQueue.add({ key, body, labelNo, processName })) return refuse(SM.queueFull);
      setQueued(scanQueue.items().length);
      setNotice(SM.queued(scanQueue.items().length));
      setRecent((r) => [{ key, labelNo, processName, state: 'queued' as const, time: p.scanTime }, ...r].slice(0, 20));
      signalOk();
      setPending(null);
      setError(null);
    } finally {
      setBusy(false);
      focus();
    }
  };

  const read = async (raw: string) => {
    const qrText = raw.trim();
    setText('');
    if (!qrText || busy) return;
    setNotice(null);
    if (!stationReady(station)) {
      setDrawer(true);
      return refuse(SM.needSetup);
    }
    const scanTime = new Date().toISOString();
    setBusy(true);
    let next: Pending | null = null;
    try {
      const preview = await stationCalls.check({ qrText, processId: station.processId, equipmentId: station.equipmentId, employeeIds: station.employeeIds, isRework: station.isRework });
      setOnline(true);
      next = { qrText, scanTime, preview };
    } catch (e) {
      if (!isNetworkFailure(e)) {
        setBusy(false);
        return refuse(e instanceof ApiError || e instanceof Error ? e.message : String(e));
      }
      // offline: the part cannot be shown, the scan can still be kept
      setOnline(false);
      next = { qrText, scanTime, preview: null };
    }
    setBusy(false);
    setError(null);
    setPending(next);
    if (station.autoConfirm && next.preview) await confirm(next);
    else focus();
  };

  const onCameraRead = useCallback((qr: string) => {
    setCamera(false);
    void read(qr);
    // read is rebuilt each render; the camera keeps the first one it was given for one reading
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [station, busy]);

  return (
    <div style={{ maxWidth: 520, margin: '0 auto', padding: 12, minHeight: '100vh', background: '#f5f5f5', boxSizing: 'border-box' }}>
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 8 }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          扫码报工
        </Typography.Title>
        <Space size={4}>
          <Tag color={online ? 'success' : 'error'}>{online ? '在线' : '离线'}</Tag>
          <Badge count={queued} size="small" title="待上传">
            <Tag color={queued ? 'warning' : 'default'}>待上传 {queued}</Tag>
          </Badge>
          <Button icon={<SettingOutlined />} onClick={() => setDrawer(true)} aria-label="扫码设置" />
          <Link to="/home" aria-label="返回后台">
            <Button icon={<HomeOutlined />} />
          </Link>
        </Space>
      </Space>
      <div style={{ marginBottom: 8, color: '#595959' }} data-testid="station">
        {stationReady(station) ? `${terminal?.name ?? '终端'} · ${processName} · ${station.employeeIds.map((id) => setup?.employees.find((e) => e.id === id)?.name ?? '').join('、')}${station.isRework ? ' · 返工' : ''}` : SM.needSetup}
      </div>
      {setupError && <Alert type="error" showIcon title={setupError} style={{ marginBottom: 8 }} />}
      <Space.Compact style={{ width: '100%', marginBottom: 8 }}>
        <Input
          ref={input}
          autoFocus
          size="large"
          value={text}
          placeholder="扫描或输入标签号后回车"
          onChange={(e) => setText(e.target.value)}
          // the box's own value: a USB scanner types faster than the page re-renders, the state may lag behind
          onPressEnter={(e) => void read(e.currentTarget.value)}
          aria-label="标签二维码"
          inputMode="text"
          autoComplete="off"
        />
        <Button size="large" icon={<CameraOutlined />} onClick={() => setCamera(true)} aria-label="摄像头扫码" />
      </Space.Compact>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 8 }} data-testid="scan-error" />}
      {notice && !error && <Alert type={queued && !online ? 'warning' : 'success'} showIcon title={notice} style={{ marginBottom: 8 }} data-testid="scan-notice" />}
      {refused.length > 0 && (
        <Alert
          type="error"
          style={{ marginBottom: 8 }}
          title={SM.sentFailed(refused.length)}
          description={refused.map((r) => (
            <div key={r.key}>{`${r.labelNo}（${clock(r.body.scanTime)}）：${r.reason}`}</div>
          ))}
          action={
            <Button
              size="small"
              onClick={() => {
                scanQueue.clearRefused();
                setRefused([]);
              }}
            >
              知道了
            </Button>
          }
        />
      )}
      {pending && (
        <Space direction="vertical" style={{ width: '100%', marginBottom: 8 }}>
          {pending.preview ? (
            <PreviewCard preview={pending.preview} />
          ) : (
            <Alert type="warning" showIcon title={`离线扫码：${labelOf(pending.qrText)}`} description="网络中断，暂时无法显示零件信息；确认后保存在本机，联网后自动上传。" />
          )}
          <Button type="primary" size="large" block icon={<CheckOutlined />} loading={busy} onClick={() => void confirm(pending)} style={{ height: 56, fontSize: 18 }}>
            {pending.preview ? '确认报工' : '确认报工（离线保存）'}
          </Button>
          <Button block onClick={() => setPending(null)}>
            取消
          </Button>
        </Space>
      )}
      <List
        size="small"
        header="本次扫码"
        dataSource={recent}
        locale={{ emptyText: '尚无扫码' }}
        style={{ background: '#fff' }}
        renderItem={(r) => (
          <List.Item key={r.key} extra={<Tag color={r.state === 'reported' ? 'success' : 'warning'}>{r.state === 'reported' ? '已报工' : '待上传'}</Tag>}>
            {`${clock(r.time)} ${r.labelNo} · ${r.processName}`}
          </List.Item>
        )}
      />
      <StationDrawer open={drawer} setup={setup} station={station} onSave={saveStation} onClose={() => setDrawer(false)} afterClose={focus} />
      {camera && <CameraScanner onRead={onCameraRead} onClose={() => setCamera(false)} />}
    </div>
  );
}
