/** Images are decoded one at a time in a process: the upload core's one-slot queue, which every re-encoding takes. */
import { describe, expect, it } from 'vitest';
import { oneImageAtATime, oneSlotQueue, reencodeImage } from '../src/core/upload/image.ts';
import { pngOf } from './upload-helpers.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('the one-slot queue', () => {
  it('runs each task after the one before it has settled, in the order they came', async () => {
    const queue = oneSlotQueue();
    const events: string[] = [];
    let running = 0;
    let most = 0;
    const task =
      (name: string, fails = false) =>
      async () => {
        running++;
        most = Math.max(most, running);
        events.push(`${name} starts`);
        await tick();
        events.push(`${name} ends`);
        running--;
        if (fails) throw new Error(name);
        return name;
      };
    const results = await Promise.allSettled([queue(task('a')), queue(task('b', true)), queue(task('c'))]);
    expect(most).toBe(1);
    expect(events).toEqual(['a starts', 'a ends', 'b starts', 'b ends', 'c starts', 'c ends']);
    // A task that fails frees the slot for the next all the same.
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  });

  it('is the slot every re-encoding waits for', async () => {
    let release!: () => void;
    const held = oneImageAtATime(() => new Promise<void>((resolve) => (release = resolve)));
    let done = false;
    const reencoded = reencodeImage(await pngOf(20, 20), 'image/png', 2000, {}).then((image) => {
      done = true;
      return image;
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(done).toBe(false);
    release();
    await held;
    expect((await reencoded).mediaType).toBe('image/png');
  });
});
