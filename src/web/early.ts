/**
 * What the first script catches for the second (docs/web.md "Size and speed"): a drop on
 * the game data box before the second script runs is queued for it (with those the head's
 * script queued before this one ran), and a drop anywhere, at any time, is taken by the
 * page, so the browser never opens the file dropped. A file chosen early stays in its
 * picker, which the second script reads when it starts.
 */

/** One dropped item, as it must be taken during the drop event (the list is emptied after). */
export interface Taken {
  readonly entry: FileSystemEntry | null;
  readonly file: File | null;
}

/** The dropped items: a folder's entry (only a browser's real drop has one) and the file. */
export const takeItems = (items: DataTransferItemList | undefined): Taken[] =>
  [...(items ?? [])]
    .filter((i) => i.kind === 'file')
    .map((i) => ({ entry: i.webkitGetAsEntry(), file: i.getAsFile() }));

/**
 * Installs the page's drop handlers; returns the queue's taker, which empties it. Drops
 * on `box` are queued while `started()` is false; after that the box's own handler reads
 * them. Elsewhere a drop is refused (no drop cursor) and ignored.
 */
export function catchDrops(box: HTMLElement, started: () => boolean): () => Taken[][] {
  // The drops the head's script queued before this one ran (scripts/build-web.js `boot`):
  // taken over, and its queueing stopped.
  const head = window as unknown as { infcalcDrops?: Taken[][] | null };
  const queue: Taken[][] = head.infcalcDrops ?? [];
  head.infcalcDrops = null;
  const onBox = (e: Event): boolean => e.target instanceof Node && box.contains(e.target);
  document.addEventListener('dragover', (e) => {
    e.preventDefault();
    if (!onBox(e) && e.dataTransfer !== null) e.dataTransfer.dropEffect = 'none';
  });
  document.addEventListener('drop', (e) => {
    e.preventDefault();
    if (!started() && onBox(e)) queue.push(takeItems(e.dataTransfer?.items));
  });
  return () => queue.splice(0);
}
