package org.pairlab.ui;

import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * What happened when while a project opened, in milliseconds since the JVM started, printed to standard error with
 * {@code --debug} (docs/scripts/first-thumbnails.sh reads these lines). Off, every call is a no-op.
 */
public final class OpenTimeline {
    /** The prefix of every line, for scripts to grep. */
    public static final String PREFIX = "pairlab-timing";

    private final PrintStream out;
    private final long jvmStart;
    private final AtomicInteger thumbnails = new AtomicInteger();

    private OpenTimeline(PrintStream out) {
        this.out = out;
        this.jvmStart = out == null ? 0 : ManagementFactory.getRuntimeMXBean().getStartTime();
    }

    /** A timeline that prints to {@code out}. */
    public static OpenTimeline printingTo(PrintStream out) {
        return new OpenTimeline(out);
    }

    /** A timeline that records nothing (the default, without --debug). */
    public static OpenTimeline off() {
        return new OpenTimeline(null);
    }

    /** True when marks are printed. */
    public boolean on() {
        return out != null;
    }

    /** Prints one mark, e.g. "pairlab-timing   2345 ms  grid query done (120000 items)". */
    public void mark(String what) {
        if (out != null) {
            out.println(String.format(Locale.ROOT, "%s %6d ms  %s [%s]", PREFIX,
                    System.currentTimeMillis() - jvmStart, what, Thread.currentThread().getName()));
        }
    }

    /** Called on the FX thread when a grid tile got its thumbnail; marks the first once a pulse has laid it out. */
    public void thumbnailShown(javafx.scene.Scene scene) {
        if (out != null && thumbnails.incrementAndGet() == 1) {
            nextPulse(scene, "first thumbnail drawn");
        }
    }

    /** Marks the next pulse after now (the first frame of what was just put in the scene). */
    public void nextPulse(javafx.scene.Scene scene, String what) {
        if (out == null || scene == null) {
            return;
        }
        Runnable[] once = new Runnable[1];
        once[0] = () -> {
            scene.removePostLayoutPulseListener(once[0]);
            mark(what);
        };
        scene.addPostLayoutPulseListener(once[0]);
    }
}
