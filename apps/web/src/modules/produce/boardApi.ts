import { BOARD_PATH, BOARD_PUBLIC_PATH, BOARD_SCREEN_PAGE, type BoardData, type BoardInput, type BoardItem } from '@al/contracts';
import { http } from '../../lib/request.ts';

/** The board calls (issue 15 item 7). */
export const boardApi = {
  list: () => http.get<{ items: BoardItem[]; totalCount: number }>(BOARD_PATH),
  create: (body: BoardInput) => http.post<BoardItem>(BOARD_PATH, body),
  update: (id: string, body: BoardInput) => http.put<BoardItem>(`${BOARD_PATH}/${id}`, body),
  remove: (id: string) => http.delete<void>(`${BOARD_PATH}/${id}`),
  resetLink: (id: string) => http.post<BoardItem>(`${BOARD_PATH}/${id}/token`),
  data: (id: string) => http.get<BoardData>(`${BOARD_PATH}/${id}/data`),
};

/** The TV page's address for a board's public link. */
export const screenUrl = (token: string) => `${window.location.origin}${BOARD_SCREEN_PAGE}?token=${encodeURIComponent(token)}`;
/** The no-login live stream the TV page subscribes to. */
export const eventsUrl = (token: string) => `${BOARD_PUBLIC_PATH}/${encodeURIComponent(token)}/events`;
