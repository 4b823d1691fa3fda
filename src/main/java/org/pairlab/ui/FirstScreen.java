package org.pairlab.ui;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;

/**
 * The grid's first screen of thumbnails after a project opens. Work a user does not need to see them (the counts, the
 * sample view's full-size image) waits for it, so on 2 cores the visible tiles are decoded first (issue 17.8). It is
 * reached once the tiles laid out so far have all asked for their thumbnails and the thumbnail queue is empty again
 * (however many tiles the window shows), or after a time limit, so an odd grid never holds the rest back for long.
 */
final class FirstScreen {
    /** The longest the rest waits for the thumbnails once the grid has asked for its first one. */
    static final long LIMIT_MS = 3000;
    /** The longest it waits when the grid never asks (hidden, or no tile laid out): from when the items came. */
    static final long NO_TILES_LIMIT_MS = 15000;
    private final CompletableFuture<Void> reached = new CompletableFuture<>();
    private final BooleanSupplier queueEmpty;
    private boolean asked;
    private int tiles;
    private volatile boolean byTiles;

    /** {@code queueEmpty}: true when no thumbnail is queued or being made ({@link ThumbnailCache#idle()}). */
    FirstScreen(BooleanSupplier queueEmpty) {
        this.queueEmpty = queueEmpty;
    }

    /** The grid got its first items (FX thread); an empty grid has no first screen to wait for. */
    void itemsShown(int items) {
        if (items == 0) {
            reached.complete(null);
        }
        reached.completeOnTimeout(null, NO_TILES_LIMIT_MS, TimeUnit.MILLISECONDS);
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

    /**
     * A thumbnail request ended: its tile got the thumbnail, a text card or an empty image because it failed (FX
     * thread, outside layout). Tiles ask during a layout pass and results arrive after it, so an empty queue here
     * means every tile laid out so far has its thumbnail (requests dropped by recycled tiles leave the queue).
     */
    void tileSettled() {
        tiles++;
        if (asked && queueEmpty.getAsBoolean() && reached.complete(null)) {
            byTiles = true;
        }
    }

    /** True when it was reached by the tiles' thumbnails, false by a time limit or an empty grid. */
    boolean byTiles() {
        return byTiles;
    }

    /** How many tiles had settled when it was reached (for the --debug timeline). */
    int tiles() {
        return tiles;
    }

    /** Completes once the first screen is shown (or the time limit passed); never fails. */
    CompletableFuture<Void> reached() {
        return reached;
    }
}
