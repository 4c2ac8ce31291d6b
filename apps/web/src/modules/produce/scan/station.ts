import { useCallback, useState } from 'react';
import { labelLogEndpoints, type LabelScanInput, type ScanSetup } from '@al/contracts';
import { callEndpoint } from '../../../lib/endpoint.ts';
import { storage } from '../../../lib/storage.ts';

/** Where this device scans: kept on the device, so a phone is set up once per shift, not per scan. */
export interface Station {
  equipmentId?: string;
  processId?: string;
  employeeIds: string[];
  /** 扫码即报工: an IPC with a USB scanner reports each good preview without the tap. */
  autoConfirm: boolean;
  isRework: boolean;
}

const STATION_KEY = 'SCAN_STATION';
const SETUP_KEY = 'SCAN_SETUP';

/** The last set-up read from the server: the page starts from it when the network is down. */
export const cachedSetup = () => storage.get<ScanSetup>(SETUP_KEY);
export const storeSetup = (s: ScanSetup) => storage.set(SETUP_KEY, s);

export function useStation() {
  const [station, setStation] = useState<Station>(() => storage.get<Station>(STATION_KEY) ?? { employeeIds: [], autoConfirm: false, isRework: false });
  const save = useCallback((next: Station) => {
    storage.set(STATION_KEY, next);
    setStation(next);
  }, []);
  return [station, save] as const;
}

/** The station is ready when it names a terminal, a process and at least one worker. */
export const stationReady = (s: Station): s is Station & { equipmentId: string; processId: string } => !!s.equipmentId && !!s.processId && s.employeeIds.length > 0;

/** The scan page's calls; silent, the page shows its own messages where the worker looks. */
export const stationCalls = {
  setup: () => callEndpoint(labelLogEndpoints.setup, undefined, { silent: true, timeout: 10_000 }),
  check: (body: LabelScanInput) => callEndpoint(labelLogEndpoints.check, { body }, { silent: true, timeout: 10_000 }),
  scan: (body: LabelScanInput) => callEndpoint(labelLogEndpoints.scan, { body }, { silent: true, timeout: 15_000 }),
};

/** The processes a terminal may report: its own list, or all when it names none. */
export const processesOf = (setup: ScanSetup, equipmentId?: string) => {
  const t = setup.terminals.find((x) => x.id === equipmentId);
  return t && t.processIds.length ? setup.processes.filter((p) => t.processIds.includes(p.id)) : setup.processes;
};
