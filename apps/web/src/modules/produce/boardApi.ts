import { BOARD_PUBLIC_PATH, BOARD_SCREEN_PAGE, boardEndpoints as ep, type BoardInput } from '@al/contracts';
import { callEndpoint } from '../../lib/endpoint.ts';

/** The board calls (issue 15 item 7). */
export const boardApi = {
  list: () => callEndpoint(ep.list),
  create: (body: BoardInput) => callEndpoint(ep.create, { body }),
  update: (id: string, body: BoardInput) => callEndpoint(ep.update, { params: { id }, body }),
  remove: (id: string) => callEndpoint(ep.remove, { params: { id } }),
  resetLink: (id: string) => callEndpoint(ep.token, { params: { id } }),
  data: (id: string) => callEndpoint(ep.data, { params: { id } }),
};

/** The TV page's address for a board's public link. */
export const screenUrl = (token: string) => `${window.location.origin}${BOARD_SCREEN_PAGE}?token=${encodeURIComponent(token)}`;
/** The no-login live stream the TV page subscribes to. */
export const eventsUrl = (token: string) => `${BOARD_PUBLIC_PATH}/${encodeURIComponent(token)}/events`;
