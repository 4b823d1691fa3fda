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
 * multiple: {@code "pad"} (default; edge pixels are repeated, then cropped off) or {@code "resize"}.
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
        float[] chw = toTensor(in, mw, mh);
        float[] out = forward(chw, 1, mh, mw);
        Planes res = fromTensor(out, mw, mh, in.width(), in.height());
        if (res.width() != w || res.height() != h) {
            res = Bilinear.resize(res, w, h);
        }
        return res.toImage();
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
