import { group, hidden } from './types.ts';

/** The short route set: user (auth layout), standalone pages and exceptions. */
export const userRoutes = group(
  '/user',
  '用户',
  'UserOutlined',
  [
    hidden('/user/login', '登录', [], { name: 'login' }),
    hidden('/user/register', '注册', [], { name: 'register' }),
    hidden('/user/recover', '找回密码', [], { name: 'recover' }),
    hidden('/user/register-result', '注册结果', [], { name: 'registerResult' }),
  ],
  { redirect: '/user/login', hidden: true },
);

export const standaloneRoutes = [
  hidden('/book', '画册', [], { name: 'book' }),
  hidden('/wechat', '绑定公众号', [], { name: 'wechat' }),
  // the floor's scan page: signed in, outside the main layout so that it fits a 360 px phone (issue 15)
  hidden('/scan', '扫码报工', [], { name: 'scan' }),
  // a board's workshop TV: its public link's token is the only key (issue 15 item 7)
  hidden('/board-screen', '生产看板大屏', [], { name: 'boardScreen' }),
];

export const exceptionRoutes = group(
  '/exception',
  '异常页',
  'WarningOutlined',
  [
    hidden('/exception/403', '403'),
    hidden('/exception/404', '404'),
    hidden('/exception/500', '500'),
  ],
  { redirect: '/exception/403', hidden: true },
);

export const notFoundRoute = hidden('/404', '404', [], { name: 'NotFound' });

/** Route names that need no login (spec 01 §2). */
export const PUBLIC_ROUTE_NAMES = ['login', 'register', 'registerResult', 'book', 'recover', 'wechat', 'boardScreen'] as const;
