package org.pairlab.ml.caption;

import ai.djl.ndarray.NDArray;
import ai.djl.ndarray.NDManager;
import ai.djl.ndarray.types.Shape;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;

/**
 * Images as the captioner sees them: squashed to size x size RGB bytes (channel-major), made once per image and
 * kept in a cache folder so that later runs skip decoding; batches become normalised float tensors.
 */
public final class ImageTensors {
    /** Source of an image not yet in the cache. */
    @FunctionalInterface
    public interface Source {
        BufferedImage load() throws Exception;
    }

    private final Path dir;
    private final int size;

    /** @param cacheRoot a folder that may be deleted at any time; files go to {@code cacheRoot/images-<size>/} */
    public ImageTensors(Path cacheRoot, int size) {
        this.dir = cacheRoot.resolve("images-" + size);
        this.size = size;
    }

    public int size() {
        return size;
    }

    /** The resized bytes of an image under a stable key (e.g. "s12" for sample 12, "c7" for candidate 7). */
    public byte[] get(String key, Source source) throws Exception {
        Path f = dir.resolve(key + ".rgb");
        int n = 3 * size * size;
        if (Files.isRegularFile(f) && Files.size(f) == n) {
            return Files.readAllBytes(f);
        }
        byte[] bytes = resize(source.load(), size);
        Files.createDirectories(dir);
        Path tmp = Files.createTempFile(dir, key, ".tmp");
        Files.write(tmp, bytes);
        Files.move(tmp, f, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        return bytes;
    }

    /** Bilinear resize to size x size, RGB channel-major bytes. */
    public static byte[] resize(BufferedImage img, int size) {
        BufferedImage small = new BufferedImage(size, size, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = small.createGraphics();
        g.setRenderingHint(RenderingHints.KEY_INTERPOLATION, RenderingHints.VALUE_INTERPOLATION_BILINEAR);
        g.setRenderingHint(RenderingHints.KEY_RENDERING, RenderingHints.VALUE_RENDER_QUALITY);
        g.drawImage(img, 0, 0, size, size, null);
        g.dispose();
        int plane = size * size;
        byte[] out = new byte[3 * plane];
        int[] px = small.getRGB(0, 0, size, size, null, 0, size);
        for (int i = 0; i < plane; i++) {
            out[i] = (byte) (px[i] >> 16);
            out[plane + i] = (byte) (px[i] >> 8);
            out[2 * plane + i] = (byte) px[i];
        }
        return out;
    }

    /** A batch [B,3,S,S] of images scaled to roughly zero mean and unit spread. */
    public static NDArray batch(NDManager manager, List<byte[]> images, int size) {
        int plane = 3 * size * size;
        float[] data = new float[images.size() * plane];
        for (int b = 0; b < images.size(); b++) {
            byte[] img = images.get(b);
            for (int i = 0; i < plane; i++) {
                data[b * plane + i] = ((img[i] & 0xff) / 255f - 0.45f) / 0.25f;
            }
        }
        return manager.create(data, new Shape(images.size(), 3, size, size));
    }
}
