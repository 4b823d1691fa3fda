package org.pairlab.augment.cutswap;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.pairlab.ml.AlignmentModels;
import org.pairlab.ml.ClipModel;
import org.pairlab.ml.ClipWordEmbedder;
import org.pairlab.ml.ModelManifest;
import org.pairlab.ml.WordEmbedder;
import org.pairlab.project.Project;
import org.pairlab.project.Settings;

/**
 * Chooses, per project, the word embedder CutSwap clusters object words with: the CLIP text encoder when the
 * project's {@code alignment.model} resolves to a CLIP model, else the offline MiniLM; the {@value #SETTING} setting
 * ({@code auto}, the default, {@code minilm} or {@code clip}) overrides.
 */
public final class ClusterEmbedders implements WordEmbedderProvider {
    /** The project setting that overrides the automatic choice. */
    public static final String SETTING = "cutswap.embedder";

    /** The values of {@value #SETTING}. */
    public enum Mode {
        AUTO, MINILM, CLIP;

        /** Parses a setting value (blank = auto); anything else is an error naming the setting and the choices. */
        public static Mode parse(String value) {
            String v = value == null ? "" : value.strip().toLowerCase(Locale.ROOT);
            if (v.isEmpty()) {
                return AUTO;
            }
            for (Mode m : values()) {
                if (m.name().toLowerCase(Locale.ROOT).equals(v)) {
                    return m;
                }
            }
            throw new IllegalArgumentException(SETTING + " = " + value + " is not one of auto, minilm, clip");
        }
    }

    /** What a project's settings resolve to, without loading a model: the embedder id and why it was chosen. */
    public record Choice(Mode mode, String id, Optional<ModelManifest> clip, String message) {
    }

    private final AlignmentModels alignment;
    private final MiniLmWordEmbedder miniLm = new MiniLmWordEmbedder();

    public ClusterEmbedders(AlignmentModels alignment) {
        this.alignment = alignment;
    }

    /** Resolves the project's settings; {@code clip} without a usable CLIP model is an error saying what to set. */
    public Choice choose(Settings settings) {
        Mode mode = Mode.parse(settings.get(SETTING).orElse(""));
        if (mode == Mode.MINILM) {
            return miniLm(mode, "MiniLM (" + SETTING + " = minilm)");
        }
        AlignmentModels.Choice c = alignment.choose(settings);
        if (c.model().isPresent()) {
            ModelManifest m = c.model().get();
            return new Choice(mode, ClipWordEmbedder.idOf(m.name()), c.model(), "the CLIP text encoder of "
                    + m.name() + (mode == Mode.CLIP ? " (" + SETTING + " = clip)" : " (" + AlignmentModels.SETTING + ")"));
        }
        if (mode == Mode.CLIP) {
            throw new IllegalStateException(SETTING + " = clip needs a CLIP model in " + AlignmentModels.SETTING + ": "
                    + c.message());
        }
        return miniLm(mode, "MiniLM (no usable CLIP model in " + AlignmentModels.SETTING + ")");
    }

    private static Choice miniLm(Mode mode, String message) {
        return new Choice(mode, MiniLmWordEmbedder.ID, Optional.empty(), message);
    }

    /**
     * Which embedder made the project's clusters, and, when the settings now choose another one, that the next
     * pre-processing or generation re-clusters with it (for the Clusters view and {@code cutswap clusters}).
     */
    public String describe(Project project) {
        String next;
        String nextId;
        try {
            Choice c = choose(project.settings());
            next = c.message();
            nextId = c.id();
        } catch (RuntimeException e) {
            next = e.getMessage();
            nextId = null;
        }
        Optional<WordClusters.Made> made = new WordClusters(project).made();
        if (made.isEmpty()) {
            return "Clusters are made with " + next + ".";
        }
        String by = "Clusters " + made.get().describe() + ".";
        if (nextId == null) {
            return by + " " + next;
        }
        return made.get().embedder().equals(nextId) ? by
                : by + " The next pre-processing, Preview or Generate re-clusters with " + next
                        + "; edited words keep their company.";
    }

    @Override
    public WordEmbedder embedder(Project project) {
        Choice c = choose(project.settings());
        return c.clip().<WordEmbedder>map(m -> new OnDemandClip(m, alignment)).orElse(miniLm);
    }

    /**
     * A CLIP word embedder that loads the model only when words must be embedded (vectors are cached in the
     * project, so that is once per clustering) and closes it right after, so the encoders are not held twice in
     * memory beside the alignment scorer's copy.
     */
    private record OnDemandClip(ModelManifest manifest, AlignmentModels alignment) implements WordEmbedder {
        @Override
        public String id() {
            return ClipWordEmbedder.idOf(manifest.name());
        }

        /** The manifest's checksums; loading verifies every file against them before a vector is made. */
        @Override
        public Map<String, String> checksums() {
            return manifest.checksums();
        }

        @Override
        public List<float[]> embed(List<String> texts) {
            try (ClipModel model = alignment.load(manifest)) {
                return new ClipWordEmbedder(model).embed(texts);
            }
        }
    }
}
