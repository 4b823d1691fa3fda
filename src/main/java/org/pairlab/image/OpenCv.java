package org.pairlab.image;

import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Locale;
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
                if (!loadCached()) {
                    nu.pattern.OpenCV.loadLocally();
                }
                // One image per thread: batches run a thread per core themselves, and OpenCV's own pool would only
                // compete with them. A call also stays on the calling thread, so CPU-time figures count all of it.
                Core.setNumThreads(1);
                return null;
            } catch (RuntimeException | LinkageError e) {
                return "OpenCV's native library did not load (" + e + ")";
            }
        }
    }

    /**
     * Loads the platform's library from a copy in the user's cache folder ({@code $XDG_CACHE_HOME/pairlab} or
     * {@code ~/.cache/pairlab}, one folder per OpenCV version), made on first use: the loader of the binding copies the
     * 65 MB library to a new temporary folder in every process, which took 0.6-0.8 s per start on the build machine.
     * False when this platform's library is not in the jar or the cache cannot be written (the binding's loader then
     * tries).
     */
    private static boolean loadCached() {
        String file = System.mapLibraryName(Core.NATIVE_LIBRARY_NAME);
        URL resource = OpenCv.class.getResource("/nu/pattern/opencv/" + platformFolder() + "/" + file);
        if (resource == null) {
            return false;
        }
        try {
            long size = resource.openConnection().getContentLengthLong();
            String xdg = System.getenv("XDG_CACHE_HOME");
            Path base = xdg != null && !xdg.isBlank() ? Path.of(xdg) : Path.of(System.getProperty("user.home"), ".cache");
            Path dir = base.resolve("pairlab").resolve("opencv-" + Core.VERSION);
            Path lib = dir.resolve(file);
            if (!Files.isRegularFile(lib) || Files.size(lib) != size) {
                Files.createDirectories(dir);
                // Written beside the target and moved into place, so a half-written copy is never loaded and two
                // processes starting at once each move a complete file.
                Path part = Files.createTempFile(dir, file, ".part");
                try (InputStream in = resource.openStream()) {
                    Files.copy(in, part, StandardCopyOption.REPLACE_EXISTING);
                    Files.move(part, lib, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
                } finally {
                    Files.deleteIfExists(part);
                }
            }
            System.load(lib.toAbsolutePath().toString());
            return true;
        } catch (IOException | RuntimeException | UnsatisfiedLinkError e) {
            return false;
        }
    }

    /** The binding's folder for this system: linux/x86_64, osx/ARMv8, windows/x86_64 and so on. */
    private static String platformFolder() {
        String os = System.getProperty("os.name", "").toLowerCase(Locale.ROOT);
        String arch = System.getProperty("os.arch", "").toLowerCase(Locale.ROOT);
        String system = os.contains("win") ? "windows" : os.contains("mac") ? "osx" : "linux";
        String cpu = switch (arch) {
            case "amd64", "x86_64" -> "x86_64";
            case "aarch64", "arm64" -> "ARMv8";
            case "arm" -> "ARMv7";
            default -> "x86_32";
        };
        return system + "/" + cpu;
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
