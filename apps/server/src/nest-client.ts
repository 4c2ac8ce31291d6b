import { parseArgs } from 'node:util';
import { runRemoteClient } from './modules/nest/remote-client.ts';

/**
 * `npm run nest-client -- --server http://host:8080 --user admin --password … [--tenant <space id>] [--name 名称]`
 * adds a machine that runs nests for the server (a platform client with an administrator's
 * account, or a space's own client with that space's administrator account and --tenant).
 */
const { values } = parseArgs({
  options: {
    server: { type: 'string', default: process.env.NEST_SERVER ?? 'http://localhost:8080' },
    user: { type: 'string', default: process.env.NEST_USER },
    password: { type: 'string', default: process.env.NEST_PASSWORD },
    tenant: { type: 'string' },
    name: { type: 'string' },
    once: { type: 'boolean', default: false },
  },
});
if (!values.user || !values.password) {
  console.error('用法：npm run nest-client -- --server http://主机:8080 --user 账号 --password 密码 [--tenant 空间ID] [--name 名称] [--once]');
  process.exit(2);
}
const controller = new AbortController();
process.on('SIGINT', () => controller.abort());
process.on('SIGTERM', () => controller.abort());
runRemoteClient({ server: values.server!, userName: values.user, password: values.password, tenantId: values.tenant, name: values.name, once: values.once, signal: controller.signal }).then(
  ({ jobs }) => {
    console.log(`排版客户端已停止，共完成 ${jobs} 个排版`);
    process.exit(0);
  },
  (err: Error) => {
    console.error(`排版客户端出错：${err.message}`);
    process.exit(1);
  },
);
