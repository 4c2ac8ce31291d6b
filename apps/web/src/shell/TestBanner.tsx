import { Alert } from 'antd';

/** The official platform the test-domain banner links to. */
export const OFFICIAL_URL = 'https://www.alcloud.cn';

/** Hosts on a test domain: a "test" label in the host name (test.x.cn, x.test.cn, x-test.cn). */
export function isTestHost(hostname: string): boolean {
  return /(^|[.-])test([.-]|$)/i.test(hostname);
}

/** Persistent banner on test-domain hosts (spec 01 §1). */
export function TestBanner() {
  if (!isTestHost(window.location.hostname)) return null;
  return (
    <Alert
      className="al-test-banner"
      type="warning"
      banner
      title={
        <span>
          当前为测试平台，数据仅供测试使用。正式平台请访问{' '}
          <a href={OFFICIAL_URL} target="_blank" rel="noreferrer">
            {OFFICIAL_URL}
          </a>
        </span>
      }
    />
  );
}
