import { loadConfig } from './config.ts';
import { buildApp } from './app.ts';
import { DEMO_ACCOUNTS } from './modules/demo/seed.ts';

const config = loadConfig();
const started = Date.now();
const { app, close } = await buildApp(config);
await app.listen({ port: config.port, host: config.host });

const db = config.databaseUrl ? `PostgreSQL (${config.databaseUrl.replace(/\/\/[^@]*@/, '//***@')})` : `PGlite (${config.dataDir})`;
console.log(`
铝云工厂 已启动 (${Date.now() - started} ms)
  地址:     http://localhost:${config.port}
  接口文档: http://localhost:${config.port}/swagger
  数据库:   ${db}
  支付:     ${app.saas.providers.describe()}${config.paymentSandbox ? '\n            沙箱支付已开启（PAYMENT_SANDBOX）：正式环境请设为 false 并配置微信支付或支付宝' : ''}
  对外地址: ${config.publicUrl ?? '未设置 PUBLIC_URL：支付二维码使用请求的 Host 地址'}
  演示账号:
${DEMO_ACCOUNTS.map((a) => `    ${a.userName.padEnd(6)} / ${a.password}   ${a.role}`).join('\n')}
`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void close().finally(() => process.exit(0));
  });
}
