package org.pairlab.ml;

import java.nio.file.Path;
import java.util.Optional;
import java.util.function.Supplier;
import java.util.stream.Collectors;
import org.pairlab.project.Settings;

/**
 * Which alignment scorer a project uses: its {@value #SETTING} setting names a model of the
 * {@link ModelCatalog} (manifest or folder name) or holds an absolute model folder. With none set,
 * candidates stay unranked and {@link #NOT_CONFIGURED} tells the user how to add one.
 */
public final class AlignmentModels {
    /** The project setting that selects the scorer. */
    public static final String SETTING = "alignment.model";

    /** What the UI and CLI say when no scorer is configured. */
    public static final String NOT_CONFIGURED = "No alignment model configured: CutSwap candidates stay unranked. "
            + "To add CLIP, export it as described in models/README.md and choose it in Settings / "
            + "`pairlab config FILE alignment.model NAME`.";

    private final ModelCatalog catalog;
    private final Supplier<TorchRuntime> runtime;

    public AlignmentModels(ModelCatalog catalog, Supplier<TorchRuntime> runtime) {
        this.catalog = catalog;
        this.runtime = runtime;
    }

    /** The standard catalog; the GPU when libtorch sees one. */
    public static AlignmentModels standard() {
        return new AlignmentModels(ModelCatalog.standard(), () -> TorchRuntime.start(true));
    }

    public ModelCatalog catalog() {
        return catalog;
    }

    /**
     * What the setting resolves to, without loading anything: the model, or empty and a sentence
     * saying why (not configured, not found, not a CLIP model, unreadable manifest).
     */
    public record Choice(String setting, Optional<ModelManifest> model, String message) {
        /** True when the setting is non-empty, whether or not it resolves. */
        public boolean configured() {
            return !setting.isBlank();
        }
    }

    /** Resolves the project's setting. */
    public Choice choose(Settings settings) {
        return choose(settings.get(SETTING).orElse(""));
    }

    /** Resolves a setting value. */
    public Choice choose(String value) {
        String v = value == null ? "" : value.strip();
        if (v.isEmpty()) {
            return new Choice("", Optional.empty(), NOT_CONFIGURED);
        }
        ModelManifest m;
        Path asPath = pathOrNull(v);
        if (asPath != null && asPath.isAbsolute()) {
            try {
                m = ModelManifest.read(asPath);
            } catch (ModelException e) {
                return new Choice(v, Optional.empty(), SETTING + " = " + v + " cannot be used: " + e.getMessage());
            }
        } else {
            Optional<ModelManifest> found = catalog.find(v);
            if (found.isEmpty()) {
                String known = catalog.ofKind("clip").stream().map(ModelManifest::name).collect(Collectors.joining(", "));
                return new Choice(v, Optional.empty(), SETTING + " = " + v + " names no model under "
                        + catalog.roots().stream().map(Path::toString).collect(Collectors.joining(", "))
                        + (known.isEmpty() ? " (no CLIP models found there; see models/README.md)"
                                : " (CLIP models found: " + known + ")")
                        + "; give a model name or an absolute model folder.");
            }
            m = found.get();
        }
        if (!"clip".equals(m.kind())) {
            return new Choice(v, Optional.empty(), SETTING + " = " + v + " is a model of kind \"" + m.kind()
                    + "\" (" + m.dir() + "); alignment needs kind \"clip\".");
        }
        return new Choice(v, Optional.of(m), "Candidates are ranked by CLIP model " + m.name() + " (" + m.dir() + ").");
    }

    private static Path pathOrNull(String v) {
        try {
            return Path.of(v);
        } catch (RuntimeException e) {
            return null;
        }
    }

    /**
     * Loads the configured CLIP model; empty when none is configured. A setting that does not resolve,
     * or a model that fails its checksums, is an error naming the setting or file, not a silent fallback.
     */
    public Optional<ClipModel> openModel(Settings settings) {
        Choice c = choose(settings);
        if (!c.configured()) {
            return Optional.empty();
        }
        ModelManifest m = c.model().orElseThrow(() -> new ModelException(c.message()));
        return Optional.of(load(m));
    }

    /** Loads a resolved CLIP model (verifying its checksums) on this catalog's runtime; the caller closes it. */
    public ClipModel load(ModelManifest model) {
        return ClipModel.load(runtime.get(), model);
    }

    /** The configured scorer (owning its model: close it), or empty when none is configured. */
    public Optional<AlignmentScorer> open(Settings settings) {
        return openModel(settings).map(ClipScorer::new);
    }
}
