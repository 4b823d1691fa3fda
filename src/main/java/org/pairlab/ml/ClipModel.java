package org.pairlab.ml;

import ai.djl.ndarray.NDArray;
import ai.djl.ndarray.NDList;
import ai.djl.ndarray.NDManager;
import ai.djl.ndarray.types.Shape;
import java.awt.image.BufferedImage;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * A CLIP model folder loaded for inference: manifest checked against the files' SHA-256, both traced
 * encoders loaded through DJL's PyTorch engine, the tokenizer and the image pre-processing.
 *
 * <p>Thread-safe: any thread may call it; calls into each encoder are serialised (a TorchScript module
 * is not re-entrant, and libtorch already spreads one call over the CPU cores).
 */
public final class ClipModel implements AutoCloseable {
    private final ModelManifest manifest;
    private final ClipConfig config;
    private final Map<String, String> checksums;
    private final TorchScriptModule imageEncoder;
    private final TorchScriptModule textEncoder;
    private final ClipTokenizer tokenizer;
    private final ClipImagePreprocessor preprocessor;
    private final Object imageLock = new Object();
    private final Object textLock = new Object();

    private ClipModel(ModelManifest manifest, ClipConfig config, Map<String, String> checksums,
            TorchScriptModule imageEncoder, TorchScriptModule textEncoder, ClipTokenizer tokenizer) {
        this.manifest = manifest;
        this.config = config;
        this.checksums = checksums;
        this.imageEncoder = imageEncoder;
        this.textEncoder = textEncoder;
        this.tokenizer = tokenizer;
        this.preprocessor = new ClipImagePreprocessor(config);
    }

    /** Loads the model in {@code dir} (a folder with a {@code kind: "clip"} manifest). */
    public static ClipModel load(TorchRuntime runtime, Path dir) {
        return load(runtime, ModelManifest.read(dir));
    }

    /** Loads a model after verifying every file the manifest names against its checksum. */
    public static ClipModel load(TorchRuntime runtime, ModelManifest manifest) {
        ClipConfig config = ClipConfig.of(manifest);
        for (String f : List.of(config.imageEncoder(), config.textEncoder(), config.tokenizer())) {
            manifest.file(f);
            if (!manifest.checksums().containsKey(f)) {
                throw new ModelException(manifest.dir().resolve("manifest.json") + ": no sha256 for " + f
                        + "; add it (models/README.md shows how) so scores can be traced to the exact model");
            }
        }
        Map<String, String> sums = manifest.verify();
        TorchScriptModule image = null;
        TorchScriptModule text = null;
        try {
            image = TorchScriptModule.load(runtime, manifest.file(config.imageEncoder()));
            text = TorchScriptModule.load(runtime, manifest.file(config.textEncoder()));
            ClipTokenizer tok = new ClipTokenizer(manifest.file(config.tokenizer()), config);
            return new ClipModel(manifest, config, sums, image, text, tok);
        } catch (RuntimeException e) {
            if (image != null) {
                image.close();
            }
            if (text != null) {
                text.close();
            }
            throw e;
        }
    }

    public ModelManifest manifest() {
        return manifest;
    }

    public ClipConfig config() {
        return config;
    }

    /** The manifest's name. */
    public String name() {
        return manifest.name();
    }

    /** SHA-256 of the model files, verified at load. */
    public Map<String, String> checksums() {
        return checksums;
    }

    public ClipTokenizer tokenizer() {
        return tokenizer;
    }

    public ClipImagePreprocessor preprocessor() {
        return preprocessor;
    }

    /** Image embeddings, one unit vector per image. */
    public float[][] encodeImages(List<BufferedImage> images) {
        int per = preprocessor.floatsPerImage();
        float[] pixels = new float[images.size() * per];
        for (int i = 0; i < images.size(); i++) {
            preprocessor.preprocess(images.get(i), pixels, i * per);
        }
        return encodePixels(pixels, images.size());
    }

    /** Image embeddings from already pre-processed {@code pixel_values}, {@code n x 3 x size x size}. */
    public float[][] encodePixels(float[] pixelValues, int n) {
        if (n == 0) {
            return new float[0][];
        }
        int s = config.imageSize();
        synchronized (imageLock) {
            try (NDManager mg = imageEncoder.newManager()) {
                NDArray x = mg.create(pixelValues, new Shape(n, 3, s, s));
                return rows(imageEncoder.forward(mg, new NDList(x)), n, imageEncoder.file());
            }
        }
    }

    /** Text embeddings, one unit vector per text. */
    public float[][] encodeTexts(List<String> texts) {
        return encodeTokens(tokenizer.encode(texts));
    }

    /** Text embeddings from token ids and attention masks. */
    public float[][] encodeTokens(ClipTokenizer.Tokens tokens) {
        int n = tokens.inputIds().length;
        if (n == 0) {
            return new float[0][];
        }
        int len = config.contextLength();
        long[] ids = new long[n * len];
        long[] mask = new long[n * len];
        for (int i = 0; i < n; i++) {
            System.arraycopy(tokens.inputIds()[i], 0, ids, i * len, len);
            System.arraycopy(tokens.attentionMask()[i], 0, mask, i * len, len);
        }
        synchronized (textLock) {
            try (NDManager mg = textEncoder.newManager()) {
                NDList in = new NDList(mg.create(ids, new Shape(n, len)), mg.create(mask, new Shape(n, len)));
                return rows(textEncoder.forward(mg, in), n, textEncoder.file());
            }
        }
    }

    private float[][] rows(NDList out, int n, Path file) {
        NDArray a = out.get(0);
        Shape shape = a.getShape();
        int d = config.embeddingDim();
        if (shape.dimension() != 2 || shape.get(0) != n || shape.get(1) != d) {
            throw new ModelException(file + " returned shape " + shape + "; manifest.json promises [" + n + "," + d + "]");
        }
        float[] flat = a.toType(ai.djl.ndarray.types.DataType.FLOAT32, false).toFloatArray();
        float[][] rows = new float[n][d];
        for (int i = 0; i < n; i++) {
            System.arraycopy(flat, i * d, rows[i], 0, d);
            normalise(rows[i]);
        }
        return rows;
    }

    /** Scales to unit length; the exported encoders already do, this keeps other exports honest. */
    static void normalise(float[] v) {
        double sum = 0;
        for (float x : v) {
            sum += (double) x * x;
        }
        double norm = Math.sqrt(sum);
        if (norm > 0) {
            for (int i = 0; i < v.length; i++) {
                v[i] = (float) (v[i] / norm);
            }
        }
    }

    /** Dot product of two unit vectors: their cosine. */
    public static float cosine(float[] a, float[] b) {
        double s = 0;
        for (int i = 0; i < a.length; i++) {
            s += (double) a[i] * b[i];
        }
        return (float) s;
    }

    @Override
    public void close() {
        tokenizer.close();
        imageEncoder.close();
        textEncoder.close();
    }
}
