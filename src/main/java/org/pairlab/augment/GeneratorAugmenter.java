package org.pairlab.augment;

import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.pairlab.image.ImageFormatException;
import org.pairlab.ml.ImageGenerator;
import org.pairlab.ml.ModelCatalog;
import org.pairlab.ml.ModelException;
import org.pairlab.ml.ModelManifest;
import org.pairlab.ml.TorchRuntime;
import org.pairlab.project.Candidate;
import org.pairlab.project.Caption;
import org.pairlab.project.NewCandidate;
import org.pairlab.project.Recipe;

/**
 * "generator": runs a learned TorchScript image-to-image generator (an exported sketch auto-encoder or CycleGAN
 * generator, manifest kind {@code image-to-image}) on the CPU, so that re-rendering gives the same bytes.
 * Captions and boxes are kept. The recipe records the model and its SHA-256; rendering refuses a model
 * whose files have changed since. Loaded models stay loaded until {@link #close()}.
 */
public final class GeneratorAugmenter extends TypedAugmenter<GeneratorParams> implements AutoCloseable {
    private static final String HOW_TO_ADD = "add a folder with the TorchScript generator and a manifest.json of kind "
            + "\"image-to-image\" under models/ (see models/README.md, \"Image-to-image generators\"), "
            + "or pass the folder with --set model=/path/to/folder";

    private final ModelCatalog catalog;
    private final Map<Path, ImageGenerator> loaded = new HashMap<>();
    private TorchRuntime runtime;

    public GeneratorAugmenter() {
        this(ModelCatalog.standard());
    }

    public GeneratorAugmenter(ModelCatalog catalog) {
        super(GeneratorParams.class);
        this.catalog = catalog;
    }

    @Override
    public String method() {
        return "generator";
    }

    @Override
    public String displayName() {
        return "Learned generator (TorchScript)";
    }

    @Override
    public List<ParameterSpec> parameters() {
        return List.of(new ParameterSpec("model", ParameterSpec.Type.TEXT, "", null, null, List.of(),
                "Generator model: a name from models/ or a folder path; empty = the only image-to-image model there"));
    }

    /** Says how to add a generator when models/ holds none (a folder may still be given as the model parameter). */
    @Override
    public java.util.Optional<String> notice(org.pairlab.project.Project project) {
        if (!catalog.ofKind(ImageGenerator.KIND).isEmpty()) {
            return java.util.Optional.empty();
        }
        return java.util.Optional.of("No image-to-image generator model found (looked in " + catalog.roots() + "); "
                + HOW_TO_ADD.replace("--set model=", "the model parameter, e.g. ") + ".");
    }

    /** The manifest a parameter value names, or a clear error saying how to add one. */
    ModelManifest resolve(String model) {
        String m = model == null ? "" : model.strip();
        if (m.isEmpty()) {
            List<ModelManifest> all = catalog.ofKind(ImageGenerator.KIND);
            if (all.isEmpty()) {
                throw new ModelException("No image-to-image generator model is configured (looked in " + catalog.roots()
                        + "); " + HOW_TO_ADD);
            }
            if (all.size() > 1) {
                throw new ModelException("Several generator models are configured, choose one with --set model=NAME: "
                        + all.stream().map(ModelManifest::name).toList());
            }
            return all.get(0);
        }
        Path dir = Path.of(m);
        if (dir.isAbsolute() || Files.isDirectory(dir)) {
            if (!Files.isRegularFile(dir.resolve("manifest.json"))) {
                throw new ModelException("Generator folder " + dir.toAbsolutePath() + " has no manifest.json; " + HOW_TO_ADD);
            }
            return ModelManifest.read(dir.toAbsolutePath().normalize());
        }
        return catalog.find(m).orElseThrow(() -> new ModelException("No model named '" + m + "' in " + catalog.roots()
                + "; " + HOW_TO_ADD));
    }

    /** The loaded generator for a manifest (loaded once per augmenter; the native model lives as long as it). */
    synchronized ImageGenerator generator(ModelManifest manifest) {
        ImageGenerator g = loaded.get(manifest.dir());
        if (g == null) {
            if (runtime == null) {
                runtime = TorchRuntime.cpu();
            }
            g = ImageGenerator.load(runtime, manifest);
            loaded.put(manifest.dir(), g);
        }
        return g;
    }

    @Override
    public List<NewCandidate> propose(SourceSample source, GeneratorParams params, long seed, AugmentContext context) {
        String given = params.model();
        ModelManifest manifest = resolve(given);
        ImageGenerator g = generator(manifest);
        // A name is portable between machines; a folder given by path is recorded as that absolute path.
        String recorded = given.isBlank() || catalog.find(given.strip()).isPresent() && !Path.of(given.strip()).isAbsolute()
                ? manifest.name() : manifest.dir().toString();
        Recipe recipe = new Recipe(method(), Map.of("model", recorded), seed, List.of(source.sample().id()),
                g.checksums(), Map.of("modelName", manifest.name()));
        List<String> captions = source.captions().stream().map(Caption::text).toList();
        return List.of(new NewCandidate(source.sample().id(), recipe, captions, source.boxes(), source.sample().width(),
                source.sample().height(), null, null));
    }

    @Override
    protected BufferedImage render(Candidate candidate, GeneratorParams params, AugmentContext context)
            throws ImageFormatException {
        Recipe r = candidate.recipe();
        ModelManifest manifest = resolve(params.model());
        ImageGenerator g = generator(manifest);
        if (!g.checksums().equals(r.modelChecksums())) {
            throw new ModelException("Generator " + manifest.dir() + " has checksums " + g.checksums()
                    + " but candidate " + candidate.id() + " was made with " + r.modelChecksums()
                    + "; the model changed, so the candidate cannot be re-made exactly");
        }
        BufferedImage source = context.image(candidate.sampleId());
        synchronized (g) {
            return g.generate(source);
        }
    }

    /** Frees the native models loaded so far; a later call loads them again. */
    @Override
    public synchronized void close() {
        loaded.values().forEach(ImageGenerator::close);
        loaded.clear();
    }
}
