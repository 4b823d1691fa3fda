package org.pairlab.ml.caption;

import ai.djl.ndarray.NDArray;
import ai.djl.ndarray.NDManager;
import ai.djl.ndarray.types.Shape;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.regex.Pattern;
import org.pairlab.ml.ImageFeatureExtractor;

/**
 * Features of a frozen extractor, computed once per image and kept in the project cache: files
 * {@code cacheRoot/features-<model sha256>/<image checksum>.f32} (float32 little-endian, {@code positions x dim},
 * position-major), so training, validation and evaluation of every run on that extractor read them back. A changed
 * model file has another checksum and so another folder; a changed image has another checksum and another file.
 */
public final class FeatureCache {
    private static final Pattern SAFE = Pattern.compile("[A-Za-z0-9_-]{1,128}");

    private final Path dir;
    private final ImageFeatureExtractor extractor;
    private final FeatureGrid grid;
    private final java.util.Set<String> madeHere = new java.util.HashSet<>();
    private int computed;
    private int reused;

    /** An image whose features are wanted, under its checksum. */
    public record Request(String imageChecksum, ImageTensors.Source source) {
    }

    /** Reports how far {@link #ensure} got, and may stop it by throwing (cancellation). */
    @FunctionalInterface
    public interface Progress {
        void done(int done, int total) throws Exception;
    }

    public FeatureCache(Path cacheRoot, ImageFeatureExtractor extractor) {
        this.dir = cacheRoot.resolve("features-" + extractor.sha256());
        this.extractor = extractor;
        this.grid = new FeatureGrid(extractor.positions(), extractor.dim());
    }

    public FeatureGrid grid() {
        return grid;
    }

    /** The folder of this extractor's features. */
    public Path dir() {
        return dir;
    }

    /** The features of an image as bytes for {@link #batch}; computed by the extractor only when not cached. */
    public byte[] get(String imageChecksum, ImageTensors.Source source) throws Exception {
        Path f = file(imageChecksum);
        if (cached(f)) {
            if (!madeHere.contains(imageChecksum)) {
                reused++;
            }
            return Files.readAllBytes(f);
        }
        return store(imageChecksum, extractor.extract(List.of(source.load()))[0]);
    }

    /**
     * Computes the features of the requests not cached yet, {@code batchSize} images per forward pass (one pass per
     * batch is what makes a GPU worth it); {@code progress} hears after every batch and may throw to stop.
     */
    public void ensure(List<Request> requests, int batchSize, Progress progress) throws Exception {
        java.util.Map<String, Request> missing = new java.util.LinkedHashMap<>();
        for (Request r : requests) {
            if (!cached(file(r.imageChecksum()))) {
                missing.putIfAbsent(r.imageChecksum(), r);
            }
        }
        List<Request> todo = List.copyOf(missing.values());
        int done = requests.size() - todo.size();
        progress.done(done, requests.size());
        for (int i = 0; i < todo.size(); i += batchSize) {
            List<Request> part = todo.subList(i, Math.min(todo.size(), i + batchSize));
            List<java.awt.image.BufferedImage> images = new java.util.ArrayList<>();
            for (Request r : part) {
                images.add(r.source().load());
            }
            float[][] f = extractor.extract(images);
            for (int j = 0; j < part.size(); j++) {
                store(part.get(j).imageChecksum(), f[j]);
            }
            done += part.size();
            progress.done(done, requests.size());
        }
    }

    private Path file(String imageChecksum) {
        if (!SAFE.matcher(imageChecksum).matches()) {
            throw new IllegalArgumentException("Image checksum \"" + imageChecksum + "\" is not a plain file name");
        }
        return dir.resolve(imageChecksum + ".f32");
    }

    private boolean cached(Path f) throws java.io.IOException {
        return Files.isRegularFile(f) && Files.size(f) == grid.bytesPerImage();
    }

    private byte[] store(String imageChecksum, float[] v) throws java.io.IOException {
        computed++;
        madeHere.add(imageChecksum);
        ByteBuffer buf = ByteBuffer.allocate(4 * v.length).order(ByteOrder.LITTLE_ENDIAN);
        buf.asFloatBuffer().put(v);
        byte[] bytes = buf.array();
        Files.createDirectories(dir);
        Path tmp = Files.createTempFile(dir, imageChecksum, ".tmp");
        Files.write(tmp, bytes);
        Files.move(tmp, file(imageChecksum), StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        return bytes;
    }

    /** Images whose features the extractor computed (not found in the cache) through this object. */
    public int computed() {
        return computed;
    }

    /** Images whose features came from the cache through this object. */
    public int reused() {
        return reused;
    }

    /** A batch [B,P,D] of features stored by {@link #get}. */
    public static NDArray batch(NDManager manager, List<byte[]> features, FeatureGrid grid) {
        int per = grid.positions() * grid.dim();
        float[] data = new float[features.size() * per];
        for (int b = 0; b < features.size(); b++) {
            byte[] f = features.get(b);
            if (f.length != 4 * per) {
                throw new IllegalArgumentException("Features of " + f.length + " bytes do not fit the grid " + grid);
            }
            ByteBuffer.wrap(f).order(ByteOrder.LITTLE_ENDIAN).asFloatBuffer().get(data, b * per, per);
        }
        return manager.create(data, new Shape(features.size(), grid.positions(), grid.dim()));
    }
}
