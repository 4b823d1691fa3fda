package org.pairlab.ui;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Consumer;
import javafx.application.Platform;
import javafx.scene.image.Image;
import org.pairlab.image.Thumbnails;
import org.pairlab.project.ItemKind;
import org.pairlab.project.ItemRef;
import org.pairlab.project.Project;
import org.pairlab.project.Sample;

/**
 * Grid thumbnails: a small LRU of JavaFX images in memory over the JPEG disk cache of {@link Thumbnails}, filled by
 * a few background threads. Requests of recycled cells are cancelled so scrolling never waits on stale work.
 */
public final class ThumbnailCache implements AutoCloseable {
    /** Thumbnail edge in pixels. */
    public static final int SIZE = 160;
    private static final int MEMORY_ITEMS = 800;

    private final Project project;
    private final Thumbnails disk;
    private final org.pairlab.image.SampleThumbnails originals;
    private final SampleViewModel sources;
    private final ExecutorService executor;
    /** Thumbnails queued or being made, for {@link #idle()}. */
    private final java.util.concurrent.atomic.AtomicInteger inFlight = new java.util.concurrent.atomic.AtomicInteger();
    private final Map<ItemRef, Image> lru = new LinkedHashMap<>(256, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<ItemRef, Image> e) {
            return size() > MEMORY_ITEMS;
        }
    };

    /**
     * What a tile shows for a caption without an image: its text and, for a text-only synthesis, the completer that
     * wrote it (null otherwise), shown as a small badge.
     */
    public record TextCard(String text, String completer) {
    }

    public ThumbnailCache(Project project, SampleViewModel sources) {
        this.project = project;
        this.disk = new Thumbnails(project.cacheDir());
        this.originals = new org.pairlab.image.SampleThumbnails(disk, sources.images());
        this.sources = sources;
        this.executor = Executors.newFixedThreadPool(2, r -> {
            Thread t = new Thread(r, "pairlab-thumbs");
            t.setDaemon(true);
            t.setPriority(Thread.NORM_PRIORITY - 1);
            return t;
        });
    }

    /** Forgets the in-memory candidate thumbnails (after candidates were re-rendered from edited boxes). */
    public synchronized void forgetCandidates() {
        lru.keySet().removeIf(i -> i.kind() == org.pairlab.project.ItemKind.CANDIDATE);
    }

    /** The thumbnail if it is in memory; call on the FX thread. */
    public synchronized Image cached(ItemRef item) {
        return lru.get(item);
    }

    /**
     * Loads a thumbnail off the FX thread and hands it to {@code done} on the FX thread; a caption without an image
     * goes to {@code text} instead, shown as a text card. Cancel the future to drop the request.
     */
    public Future<?> request(ItemRef item, Consumer<Image> done, Consumer<String> text) {
        return requestCard(item, done, card -> text.accept(card.text()));
    }

    /** As {@link #request}, a caption without an image going to {@code card} with its completer. */
    public Future<?> requestCard(ItemRef item, Consumer<Image> done, Consumer<TextCard> card) {
        Consumer<TextCard> text = card;
        Request r = new Request(() -> load(item, done, text));
        inFlight.incrementAndGet();
        try {
            executor.execute(r);
        } catch (java.util.concurrent.RejectedExecutionException e) {
            inFlight.decrementAndGet(); // closing
        }
        return r;
    }

    /** True when no thumbnail is queued or being made (requests dropped before they started do not count). */
    public boolean idle() {
        return inFlight.get() == 0;
    }

    /** A queued thumbnail that leaves the in-flight count exactly once: when it ends, or when dropped before it ran. */
    private final class Request extends java.util.concurrent.FutureTask<Void> {
        private static final int QUEUED = 0;
        private static final int RUNNING = 1;
        private static final int SETTLED = 2;
        private final java.util.concurrent.atomic.AtomicInteger state = new java.util.concurrent.atomic.AtomicInteger();

        private Request(Runnable work) {
            super(work, null);
        }

        @Override
        public void run() {
            if (!state.compareAndSet(QUEUED, RUNNING)) {
                return;
            }
            try {
                super.run();
            } finally {
                state.set(SETTLED);
                inFlight.decrementAndGet();
            }
        }

        @Override
        protected void done() {
            if (isCancelled() && state.compareAndSet(QUEUED, SETTLED)) {
                inFlight.decrementAndGet();
            }
        }
    }

    private void load(ItemRef item, Consumer<Image> done, Consumer<TextCard> text) {
        if (Thread.currentThread().isInterrupted()) {
            return;
        }
        try {
            // One read of the sample per original (the reader connection is shared with the grid's queries).
            Sample sample = item.kind() == ItemKind.SAMPLE ? project.samples().get(item.id()).orElseThrow() : null;
            java.util.Optional<TextCard> card = sample != null ? sampleCard(sample) : textCard(item);
            if (card.isPresent()) {
                Platform.runLater(() -> text.accept(card.get()));
                return;
            }
            Path f = sample != null ? originals.file(sample, SIZE) : file(item);
            Image img = new Image(f.toUri().toString(), SIZE, SIZE, true, true, false);
            synchronized (this) {
                lru.put(item, img);
            }
            Platform.runLater(() -> done.accept(img));
        } catch (Exception e) {
            // A missing or broken image shows as an empty cell; the sample view explains the error.
            Platform.runLater(() -> done.accept(null));
        }
    }

    /** The first caption of a sample without an image; empty for samples with one. */
    private java.util.Optional<TextCard> sampleCard(Sample s) {
        if (!s.textOnly()) {
            return java.util.Optional.empty();
        }
        return java.util.Optional.of(new TextCard(project.samples().captions(s.id()).stream().map(c -> c.text())
                .findFirst().orElse(""), null));
    }

    /** The caption to show for a candidate without an image; empty for candidates with one. */
    private java.util.Optional<TextCard> textCard(ItemRef item) {
        var k = project.candidates().get(item.id()).orElseThrow();
        Sample s = project.samples().get(k.sampleId()).orElseThrow();
        if (!s.textOnly()) {
            return java.util.Optional.empty();
        }
        String caption = k.captions().isEmpty() ? "" : k.captions().get(0);
        Object template = k.recipe().details().get("template");
        Object words = k.recipe().details().get("words");
        // A synthesized caption (ToCa) shows what it was made from: its structure template and drawn words.
        if (template != null && words instanceof java.util.List<?> w) {
            caption += "\n\n" + template + "\n" + w.stream().map(String::valueOf).collect(java.util.stream.Collectors.joining(", "));
        }
        Object completer = k.recipe().details().get("completer");
        return java.util.Optional.of(new TextCard(caption, completer == null ? null : String.valueOf(completer)));
    }

    private Path file(ItemRef item) throws Exception {
        // Keyed by the recipe details too: a candidate re-rendered after a box edit gets a new thumbnail.
        String details = project.candidates().get(item.id()).map(k -> org.pairlab.project.Json.write(k.recipe().details()))
                .orElse("");
        String key = "cand-" + item.id() + "-" + org.pairlab.project.Sha256.hex(details).substring(0, 12);
        return disk.get(key, SIZE, 1, sources.thumbnailSource(item, SIZE));
    }

    @Override
    public void close() {
        executor.shutdownNow();
    }
}
