package org.pairlab.augment.cutswap;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import org.pairlab.project.Json;
import org.pairlab.project.CutSwapTables;
import org.pairlab.project.Project;

/**
 * Object clusters as stored in the project: each object lemma belongs to one numbered cluster. Edits (move a word,
 * merge two clusters, split words off into a new one) write straight to the project and are used by generation.
 */
public final class WordClusters {
    private final Project project;

    public WordClusters(Project project) {
        this.project = project;
    }

    /** word -> cluster id; empty when the project has no clusters yet. */
    public Map<String, Integer> assignments() {
        return tables().clusters();
    }

    /** Cluster id -> its words, sorted. */
    public Map<Integer, List<String>> clusters() {
        Map<Integer, List<String>> out = new TreeMap<>();
        assignments().forEach((w, k) -> out.computeIfAbsent(k, x -> new ArrayList<>()).add(w));
        return out;
    }

    /** The words a reviewer moved, merged or split off. */
    public Set<String> edited() {
        return tables().editedWords();
    }

    /** Replaces all clusters (a fresh clustering). */
    public void replaceAll(Map<String, Integer> assignments) {
        replaceAll(assignments, Set.of());
    }

    /** Replaces all clusters, marking {@code edited} words as edits (carried over from an earlier clustering). */
    public void replaceAll(Map<String, Integer> assignments, Set<String> edited) {
        tables().replaceClusters(assignments, edited);
    }

    /**
     * How the stored clusters were made (project setting {@value #MADE_SETTING}): the embedder's id and model
     * checksums, k and silhouette of the clustering, the number of words, and how many edited words were carried
     * over from a clustering by {@code previousEmbedder} (null when none).
     */
    @JsonIgnoreProperties(ignoreUnknown = true)
    public record Made(String embedder, Map<String, String> embedderChecksums, int k, double silhouette, int words,
                       int keptEdits, String previousEmbedder) {
        public Made {
            embedderChecksums = embedderChecksums == null ? Map.of() : Map.copyOf(embedderChecksums);
        }

        /** "made by clip:tiny-clip-random (k = 12, 3 edited words kept from all-minilm-l6-v2-q)". */
        public String describe() {
            return "made by " + embedder + " (k = " + k + (previousEmbedder == null ? ""
                    : ", " + keptEdits + " edited word" + (keptEdits == 1 ? "" : "s") + " kept from " + previousEmbedder)
                    + ")";
        }
    }

    /** The project setting holding {@link Made} as JSON. */
    public static final String MADE_SETTING = "cutswap.clusters";

    /** How the stored clusters were made; empty for clusters stored without it (e.g. before it was recorded). */
    public Optional<Made> made() {
        return project.settings().get(MADE_SETTING).map(json -> Json.read(json, Made.class))
                .filter(m -> m.embedder() != null);
    }

    void saveMade(Made made) {
        project.settings().put(MADE_SETTING, Json.write(made));
    }

    /** Moves a word into a cluster (an existing one, or a new number). */
    public void move(String word, int cluster) {
        int n = tables().moveWord(word, cluster);
        if (n == 0) {
            throw new IllegalArgumentException("'" + word + "' is in no cluster; known words come from the object index");
        }
    }

    /** Moves every word of cluster {@code from} into cluster {@code into}. */
    public void merge(int into, int from) {
        requireCluster(into);
        requireCluster(from);
        tables().mergeClusters(into, from);
    }

    /** Moves the given words into a new cluster and returns its number. */
    public int split(Collection<String> words) {
        Map<String, Integer> a = assignments();
        for (String w : words) {
            if (!a.containsKey(w)) {
                throw new IllegalArgumentException("'" + w + "' is in no cluster");
            }
        }
        int fresh = a.values().stream().mapToInt(Integer::intValue).max().orElse(-1) + 1;
        for (String w : words) {
            move(w, fresh);
        }
        return fresh;
    }

    private CutSwapTables tables() {
        return new CutSwapTables(project);
    }

    private void requireCluster(int k) {
        if (!assignments().containsValue(k)) {
            throw new IllegalArgumentException("There is no cluster " + k);
        }
    }
}
