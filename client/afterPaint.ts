/**
 * Work for after the browser's next paint: a task queued from the next frame's callback runs after
 * that frame has been painted. A hidden tab paints no frames: the work then runs at once (in a task).
 * Returns a function that cancels the work if it has not run yet.
 */
export function afterNextPaint(work: () => void): () => void {
  let done = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let frame = 0;
  const start = () => {
    if (done) return;
    done = true;
    stop();
    work();
  };
  const onHidden = () => {
    if (document.visibilityState === 'hidden') timer = setTimeout(start, 0);
  };
  const stop = () => {
    document.removeEventListener('visibilitychange', onHidden);
    cancelAnimationFrame(frame);
  };
  if (document.visibilityState === 'hidden') {
    timer = setTimeout(start, 0);
  } else {
    document.addEventListener('visibilitychange', onHidden);
    frame = requestAnimationFrame(() => {
      timer = setTimeout(start, 0);
    });
  }
  return () => {
    done = true;
    stop();
    clearTimeout(timer);
  };
}
