package org.pairlab.ui;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

/**
 * The grid's first screen of thumbnails after a project opens. Work a user does not need to see them (the counts, the
 * sample view's full-size image) waits for it, so on 2 cores the visible tiles are decoded first (issue 17.8). It is
 * reached when the first {@link OpenTimeline#FIRST_THUMBNAILS} tiles (or all, when fewer) have their image or text
 * card, or a time limit after the grid asked for its first thumbnail, so an odd grid (hidden, failing images) never holds the rest back for long.
 */
final class FirstScreen {
    /** The longest the rest waits for the thumbnails once the grid has asked for its first one. */
    static final long LIMIT_MS = 3000;
    /** The longest it waits when the grid never asks (hidden, or no tile laid out): from when the items came. */
    static final long NO_TILES_LIMIT_MS = 15000;
    private final CompletableFuture<Void> reached = new CompletableFuture<>();
    private int expected = -1;
    private int done;
    private boolean asked;

    /** The grid got its first items (FX thread): that many tiles, up to the first screen, are awaited. */
    void itemsShown(int items) {
        expected = Math.min(items, OpenTimeline.FIRST_THUMBNAILS);
        reached.completeOnTimeout(null, NO_TILES_LIMIT_MS, TimeUnit.MILLISECONDS);
        check();
    }

    /**
     * A tile asked for its thumbnail (FX thread). The time limit counts from the first ask, not from the items: on
     * a busy machine the main window's first layout alone can take seconds, and the tiles cannot come before it.
     */
    void tileAsked() {
        if (!asked) {
            asked = true;
            reached.completeOnTimeout(null, LIMIT_MS, TimeUnit.MILLISECONDS);
        }
    }

    /** A tile got its thumbnail, a text card or an empty image because it failed (FX thread). */
    void tileDone() {
        done++;
        check();
    }

    private void check() {
        if (expected >= 0 && done >= expected) {
            reached.complete(null);
        }
    }

    /** Completes once the first screen is shown (or the time limit passed); never fails. */
    CompletableFuture<Void> reached() {
        return reached;
    }
}
