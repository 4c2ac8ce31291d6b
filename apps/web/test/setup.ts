import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';

// Vitest runs without globals, so Testing Library does not unmount by itself. A tree left
// mounted keeps antd's delayed state timers (the button's loading delay) alive past the end of
// the file; when they fire after jsdom is torn down, React throws "window is not defined".
// Unmounting after each test cancels them.
afterEach(() => {
  cleanup();
});
