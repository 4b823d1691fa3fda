package org.pairlab.image;

import org.opencv.core.Core;

/**
 * OpenCV's natives (org.openpnp:opencv, the platform's library inside the jar), loaded once on first use. The blurs
 * and codecs use them when they load and fall back to the pure-Java code where they do not (a platform without them,
 * or {@code -Dpairlab.opencv=false}); both give the same pixels within float rounding.
 */
public final class OpenCv {
    /** System property: {@code false} keeps every image step in pure Java (ImageIO codecs, Java blurs). */
    public static final String PROPERTY = "pairlab.opencv";

    private OpenCv() {
    }

    /** Loaded at most once per process, when a blur or codec first asks (the library is 65 MB: not at start). */
    private static final class Loaded {
        /** Why OpenCV is not used, or null when it is. */
        static final String PROBLEM = load();

        private static String load() {
            if ("false".equalsIgnoreCase(System.getProperty(PROPERTY, "true").trim())) {
                return "turned off with -D" + PROPERTY + "=false";
            }
            try {
                nu.pattern.OpenCV.loadLocally();
                // One image per thread: batches run a thread per core themselves, and OpenCV's own pool would only
                // compete with them. A call also stays on the calling thread, so CPU-time figures count all of it.
                Core.setNumThreads(1);
                return null;
            } catch (RuntimeException | LinkageError e) {
                return "OpenCV's native library did not load (" + e + ")";
            }
        }
    }

    /** Whether OpenCV's natives are loaded (loading them on the first call). */
    public static boolean available() {
        return Loaded.PROBLEM == null;
    }

    /** One line for reports: the OpenCV version in use, or why the pure-Java code is used. */
    public static String description() {
        return available() ? "OpenCV " + Core.VERSION + " (org.openpnp natives, one thread per call)"
                : "pure Java (" + Loaded.PROBLEM + ")";
    }
}
