package org.pairlab.ml;

import ai.djl.ndarray.NDArray;
import ai.djl.ndarray.NDList;
import ai.djl.ndarray.NDManager;
import ai.djl.ndarray.types.DataType;
import ai.djl.ndarray.types.Shape;
import com.fasterxml.jackson.databind.JsonNode;
import java.awt.image.BufferedImage;
import java.util.Map;
import org.pairlab.image.Bilinear;
import org.pairlab.image.Planes;

/**
 * A learned image-to-image generator (sketch auto-encoder, CycleGAN generator) exported to TorchScript and
 * described by a manifest of kind {@code image-to-image}: float32 [N,3,H,W] in [-1,1] in and out, H and W
 * multiples of {@code multiple} (default 4). Images whose longer side exceeds {@code max_side} (default 1024)
 * are shrunk for the model and the output is scaled back; otherwise {@code fit} decides how H and W reach a
 * multiple: {@code "pad"} (default; edge pixels are repeated, then cropped off) or {@code "resize"}. With
 * {@code tile} (a multiple of {@code multiple}) images larger than a tile run as overlapping tiles
 * ({@code tile_overlap} pixels, default tile/8; starts aligned to {@code multiple}) blended together.
 * Not thread-safe; one per worker.
 */
public final class ImageGenerator implements AutoCloseable {
    /** The manifest kind this class runs. */
    public static final String KIND = "image-to-image";

    private final ModelManifest manifest;
    private final Map<String, String> checksums;
    private final TorchScriptModule module;
    private final int multiple;
    private final int maxSide;
    private final boolean pad;
    private final int tile;
    private final int overlap;

    private ImageGenerator(ModelManifest manifest, Map<String, String> checksums, TorchScriptModule module) {
        this.manifest = manifest;
        this.checksums = checksums;
        this.module = module;
        JsonNode j = manifest.json();
        this.multiple = j.path("multiple").asInt(4);
        this.maxSide = j.path("max_side").asInt(1024);
        String fit = j.path("fit").asText("pad");
        if (multiple < 1 || maxSide < multiple || !(fit.equals("pad") || fit.equals("resize"))) {
            throw new ModelException(manifest.dir().resolve("manifest.json") + ": \"multiple\" must be >= 1, "
                    + "\"max_side\" >= \"multiple\" and \"fit\" \"pad\" or \"resize\"; got " + multiple + ", " + maxSide
                    + ", \"" + fit + "\"");
        }
        this.pad = fit.equals("pad");
        this.tile = j.path("tile").asInt(0);
        this.overlap = j.path("tile_overlap").asInt(tile / 8 / multiple * multiple);
        if (tile != 0 && (tile < 2 * multiple || tile % multiple != 0 || overlap < 0 || overlap % multiple != 0
                || overlap >= tile / 2)) {
            throw new ModelException(manifest.dir().resolve("manifest.json") + ": \"tile\" must be 0 (off) or a multiple "
                    + "of " + multiple + " of at least " + 2 * multiple + ", and \"tile_overlap\" a multiple of " + multiple
                    + " in [0, tile/2); got "
                    + tile + ", " + overlap);
        }
    }

    /** Verifies the manifest's checksums and loads its {@code file} on the runtime's device. */
    public static ImageGenerator load(TorchRuntime runtime, ModelManifest manifest) {
        if (!manifest.kind().equals(KIND)) {
            throw new ModelException("Model " + manifest.dir() + " is of kind \"" + manifest.kind() + "\", not \""
                    + KIND + "\"");
        }
        String file = manifest.json().path("file").asText("");
        if (file.isEmpty()) {
            throw new ModelException(manifest.dir().resolve("manifest.json") + ": field \"file\" (the TorchScript "
                    + "generator) is missing");
        }
        Map<String, String> sums = manifest.verify();
        if (!sums.containsKey(file)) {
            throw new ModelException(manifest.dir().resolve("manifest.json") + " has no sha256 for " + file
                    + "; recipes must record the generator's checksum");
        }
        return new ImageGenerator(manifest, sums, TorchScriptModule.load(runtime, manifest.file(file)));
    }

    public ModelManifest manifest() {
        return manifest;
    }

    /** SHA-256 of the model files, as verified at load time. */
    public Map<String, String> checksums() {
        return checksums;
    }

    /** Runs the model on a batch {@code [n,3,h,w]} in [-1,1]; returns the output, same layout. */
    public float[] forward(float[] input, int n, int h, int w) {
        if (h % multiple != 0 || w % multiple != 0) {
            throw new ModelException("Generator " + manifest.name() + " needs H and W multiples of " + multiple
                    + ", got " + h + "x" + w);
        }
        try (NDManager mg = module.newManager()) {
            NDArray x = mg.create(input, new Shape(n, 3, h, w));
            NDArray y = module.forward(mg, new NDList(x)).singletonOrThrow();
            if (!y.getShape().equals(x.getShape())) {
                throw new ModelException("Generator " + module.file() + " returned shape " + y.getShape()
                        + " for input " + x.getShape() + "; an image-to-image model must keep the shape");
            }
            return y.toType(DataType.FLOAT32, false).toFloatArray();
        }
    }

    /** The generator's picture of an image, same size as the input. */
    public BufferedImage generate(BufferedImage image) {
        Planes src = Planes.of(image);
        int w = src.width();
        int h = src.height();
        Planes in = src;
        double scale = Math.min(1.0, (double) maxSide / Math.max(w, h));
        Planes res;
        if (tile > 0 && (w * scale > tile || h * scale > tile)) {
            if (scale < 1.0) {
                in = Bilinear.resize(src, Math.max(1, (int) Math.round(w * scale)), Math.max(1, (int) Math.round(h * scale)));
            }
            res = tiled(in);
        } else {
            int mw;
            int mh;
            if (scale < 1.0 || !pad) {
                mw = roundTo(w * scale);
                mh = roundTo(h * scale);
                in = Bilinear.resize(src, mw, mh);
            } else {
                mw = ceilTo(w);
                mh = ceilTo(h);
            }
            res = runPadded(in, mw, mh);
        }
        if (res.width() != w || res.height() != h) {
            res = Bilinear.resize(res, w, h);
        }
        return res.toImage();
    }

    /** Runs the model on {@code in} padded (edge pixels repeated) to {@code tw x th}; returns the in-size part. */
    private Planes runPadded(Planes in, int tw, int th) {
        float[] out = forward(toTensor(in, tw, th), 1, th, tw);
        return fromTensor(out, tw, th, in.width(), in.height());
    }

    /**
     * Runs the model on overlapping {@code tile x tile} windows and blends them with weights that ramp down
     * towards each window's edges, so seams do not show and memory stays bounded for large images.
     */
    private Planes tiled(Planes in) {
        int w = in.width();
        int h = in.height();
        float[] acc = new float[3 * w * h];
        float[] weight = new float[w * h];
        for (int y0 : starts(h)) {
            for (int x0 : starts(w)) {
                int tw = Math.min(tile, w - x0);
                int th = Math.min(tile, h - y0);
                Planes part = runPadded(in.crop(x0, y0, tw, th), ceilTo(tw), ceilTo(th));
                float[][] planes = {part.r(), part.g(), part.b()};
                for (int y = 0; y < th; y++) {
                    float wy = ramp(y, th);
                    for (int x = 0; x < tw; x++) {
                        float wt = wy * ramp(x, tw);
                        int i = (y0 + y) * w + x0 + x;
                        weight[i] += wt;
                        for (int c = 0; c < 3; c++) {
                            acc[c * w * h + i] += wt * planes[c][y * tw + x];
                        }
                    }
                }
            }
        }
        Planes out = Planes.blank(w, h);
        float[][] planes = {out.r(), out.g(), out.b()};
        for (int c = 0; c < 3; c++) {
            for (int i = 0; i < w * h; i++) {
                planes[c][i] = acc[c * w * h + i] / weight[i];
            }
        }
        return out;
    }

    /**
     * Window starts along a side, {@code tile - overlap} apart. Every start is a multiple of {@code multiple}:
     * strided convolutions see a shifted grid otherwise and give different pixels. The last window may
     * stick out past the end; it is padded like a whole image.
     */
    private int[] starts(int size) {
        if (size <= tile) {
            return new int[] {0};
        }
        int step = tile - overlap;
        int last = ceilTo(size - tile);
        int n = (last + step - 1) / step + 1;
        int[] s = new int[n];
        for (int i = 0; i < n; i++) {
            s[i] = Math.min(i * step, last);
        }
        return s;
    }

    /** Blend weight of position {@code i} in a window of {@code n}: rises over the overlap, never zero. */
    private float ramp(int i, int n) {
        int d = Math.min(i, n - 1 - i) + 1;
        return overlap == 0 ? 1f : Math.min(1f, (float) d / (overlap + 1));
    }

    private int roundTo(double v) {
        return Math.max(multiple, (int) Math.round(v / multiple) * multiple);
    }

    private int ceilTo(int v) {
        return (v + multiple - 1) / multiple * multiple;
    }

    /** CHW in [-1,1] of size tw x th; pixels beyond the image repeat its last row and column. */
    static float[] toTensor(Planes p, int tw, int th) {
        int w = p.width();
        int h = p.height();
        float[] out = new float[3 * tw * th];
        float[][] planes = {p.r(), p.g(), p.b()};
        for (int c = 0; c < 3; c++) {
            float[] src = planes[c];
            int base = c * tw * th;
            for (int y = 0; y < th; y++) {
                int sy = Math.min(y, h - 1) * w;
                for (int x = 0; x < tw; x++) {
                    out[base + y * tw + x] = src[sy + Math.min(x, w - 1)] * 2f - 1f;
                }
            }
        }
        return out;
    }

    /** The top-left w x h of a CHW tensor in [-1,1] of size tw x th, as planes in [0,1]. */
    static Planes fromTensor(float[] t, int tw, int th, int w, int h) {
        Planes p = Planes.blank(w, h);
        float[][] planes = {p.r(), p.g(), p.b()};
        for (int c = 0; c < 3; c++) {
            int base = c * tw * th;
            for (int y = 0; y < h; y++) {
                for (int x = 0; x < w; x++) {
                    planes[c][y * w + x] = (t[base + y * tw + x] + 1f) * 0.5f;
                }
            }
        }
        return p;
    }

    @Override
    public void close() {
        module.close();
    }
}
