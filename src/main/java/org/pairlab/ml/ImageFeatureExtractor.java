package org.pairlab.ml;

import ai.djl.ndarray.NDArray;
import ai.djl.ndarray.NDList;
import ai.djl.ndarray.NDManager;
import ai.djl.ndarray.types.Shape;
import com.fasterxml.jackson.databind.JsonNode;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A frozen TorchScript image feature extractor ({@code kind: "image-features"}): CLIP-style pre-processing (shortest
 * edge to {@code image_size}, Pillow bicubic, centre crop, rescale, mean/std), then the traced module, whose output is
 * turned into a grid of {@code positions} feature vectors of {@code dim} values per image. Not thread-safe.
 */
public final class ImageFeatureExtractor implements AutoCloseable {
    /** The manifest kind. */
    public static final String KIND = "image-features";

    /** How the module's output is laid out: {@code [N,C,h,w]}, {@code [N,L,D]} or pooled {@code [N,D]}. */
    public enum Layout {
        GRID, TOKENS, POOLED;

        static Layout of(String s, Path file) {
            return switch (s.toLowerCase(Locale.ROOT)) {
                case "grid", "nchw" -> GRID;
                case "tokens", "sequence", "nld" -> TOKENS;
                case "pooled", "nd" -> POOLED;
                default -> throw new ModelException(file + ": field \"output.layout\" is \"" + s
                        + "\"; use \"grid\" ([N,C,h,w]), \"tokens\" ([N,L,D]) or \"pooled\" ([N,D])");
            };
        }
    }

    /** What an image-features manifest says. */
    public record Spec(String file, int imageSize, double rescale, float[] mean, float[] std, Layout layout, int dim) {
        /** Reads and checks the fields of {@code m}; a missing or wrong field is named. */
        public static Spec of(ModelManifest m) {
            Path mf = m.dir().resolve("manifest.json");
            if (!KIND.equals(m.kind())) {
                throw new ModelException(mf + ": kind is \"" + m.kind() + "\", an image feature extractor needs kind \""
                        + KIND + "\"");
            }
            JsonNode j = m.json();
            String resize = j.path("resize").asText("");
            if (!resize.isEmpty() && !resize.toLowerCase(Locale.ROOT).contains("bicubic")) {
                throw new ModelException(mf + ": field \"resize\" asks for \"" + resize
                        + "\"; PairLab implements shortest edge to image_size with bicubic, then centre crop");
            }
            JsonNode out = j.path("output");
            if (!out.isObject()) {
                throw new ModelException(mf + ": field \"output\" must be an object {\"layout\": ..., \"dim\": D}");
            }
            Spec s = new Spec(ClipConfig.text(j, "file", mf, "file"), (int) ClipConfig.integer(j, "image_size", mf),
                    j.hasNonNull("rescale") ? ClipConfig.number(j, "rescale", mf) : 1.0 / 255.0,
                    ClipConfig.triple(j, "mean", mf), ClipConfig.triple(j, "std", mf),
                    Layout.of(ClipConfig.text(out, "layout", mf, "output.layout"), mf),
                    (int) ClipConfig.integer(out, "dim", mf));
            if (s.imageSize < 1 || s.dim < 1) {
                throw new ModelException(mf + ": image_size and output.dim must be positive");
            }
            for (float v : s.std) {
                if (!(v > 0)) {
                    throw new ModelException(mf + ": field \"std\" must hold three positive numbers");
                }
            }
            if (!m.checksums().containsKey(s.file)) {
                throw new ModelException(mf + ": field \"sha256\" must give the SHA-256 of " + s.file);
            }
            return s;
        }
    }

    private final ModelManifest manifest;
    private final Spec spec;
    private final String sha256;
    private final ClipImagePreprocessor pre;
    private final TorchScriptModule module;
    private final int positions;

    private ImageFeatureExtractor(ModelManifest manifest, Spec spec, String sha256, TorchScriptModule module) {
        this.manifest = manifest;
        this.spec = spec;
        this.sha256 = sha256;
        this.pre = new ClipImagePreprocessor(spec.imageSize(), spec.rescale(), spec.mean(), spec.std());
        this.module = module;
        // One blank image tells the grid size (h*w or L), which the manifest need not state.
        this.positions = extract(List.of(new BufferedImage(spec.imageSize(), spec.imageSize(),
                BufferedImage.TYPE_INT_RGB)))[0].length / spec.dim();
    }

    /**
     * Finds an extractor by folder path, manifest name or folder name in the catalog; an error says where it looked.
     */
    public static ModelManifest find(String nameOrFolder, ModelCatalog catalog) {
        Path dir = Path.of(nameOrFolder);
        ModelManifest m;
        if (Files.isRegularFile(dir.resolve("manifest.json"))) {
            m = ModelManifest.read(dir);
        } else {
            m = catalog.find(nameOrFolder).orElseThrow(() -> new ModelException("No image feature extractor \""
                    + nameOrFolder + "\": not a model folder, and no model of that name in " + catalog.roots()));
        }
        Spec.of(m);
        return m;
    }

    /** Checks the files against the manifest's SHA-256 and loads the module on the runtime's device. */
    public static ImageFeatureExtractor open(TorchRuntime runtime, ModelManifest manifest) {
        Spec spec = Spec.of(manifest);
        manifest.verify();
        Path file = manifest.file(spec.file());
        TorchScriptModule module = TorchScriptModule.load(runtime, file);
        try {
            return new ImageFeatureExtractor(manifest, spec, manifest.checksums().get(spec.file()).toLowerCase(Locale.ROOT),
                    module);
        } catch (RuntimeException e) {
            module.close();
            throw e;
        }
    }

    /** Feature vectors per image, {@code positions * dim} floats each, position-major. */
    public float[][] extract(List<BufferedImage> images) {
        int n = images.size();
        float[] in = new float[n * pre.floatsPerImage()];
        for (int i = 0; i < n; i++) {
            pre.preprocess(images.get(i), in, i * pre.floatsPerImage());
        }
        try (NDManager m = module.newManager()) {
            NDArray x = m.create(in, new Shape(n, 3, pre.size(), pre.size()));
            NDArray y = module.forward(m, new NDList(x)).get(0);
            Shape s = y.getShape();
            NDArray cells = cells(y, spec.layout(), spec.dim(), module.file() + " (see "
                    + manifest.dir().resolve("manifest.json") + ")");
            float[] flat = cells.toType(ai.djl.ndarray.types.DataType.FLOAT32, false).toFloatArray();
            int per = flat.length / n;
            List<float[]> out = new ArrayList<>(n);
            for (int i = 0; i < n; i++) {
                float[] f = new float[per];
                System.arraycopy(flat, i * per, f, 0, per);
                out.add(f);
            }
            return out.toArray(new float[0][]);
        }
    }

    /**
     * The module output as cells {@code [N,P,D]}: a grid {@code [N,C,h,w]} becomes h*w cells (row-major), tokens stay
     * as they are, a pooled vector is one cell. A shape that does not fit the layout and dim is an error naming
     * {@code source}.
     */
    static NDArray cells(NDArray y, Layout layout, int dim, String source) {
        Shape s = y.getShape();
        int rank = switch (layout) {
            case GRID -> 4;
            case TOKENS -> 3;
            case POOLED -> 2;
        };
        int dimAxis = layout == Layout.TOKENS ? 2 : 1;
        if (s.dimension() != rank || s.get(dimAxis) != dim) {
            throw new ModelException(source + ": output shape " + s + " does not fit output layout "
                    + layout.name().toLowerCase(Locale.ROOT) + " with dim " + dim);
        }
        return switch (layout) {
            case GRID -> y.reshape(s.get(0), s.get(1), s.get(2) * s.get(3)).transpose(0, 2, 1);
            case TOKENS -> y;
            case POOLED -> y.expandDims(1);
        };
    }

    /** Grid cells per image (1 for a pooled output). */
    public int positions() {
        return positions;
    }

    /** Values per grid cell. */
    public int dim() {
        return spec.dim();
    }

    /** SHA-256 of the TorchScript file (checked when opened). */
    public String sha256() {
        return sha256;
    }

    /** The TorchScript file. */
    public Path file() {
        return module.file();
    }

    public ModelManifest manifest() {
        return manifest;
    }

    @Override
    public void close() {
        module.close();
    }
}
