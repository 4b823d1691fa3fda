package org.pairlab.ui;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.function.Consumer;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import org.pairlab.augment.cutswap.ClusterEmbedders;
import org.pairlab.augment.cutswap.WordClusters;
import org.pairlab.ml.AlignmentModels;
import org.pairlab.project.Project;

/**
 * The CutSwap Clusters panel's state: the project's object clusters, and the edits a reviewer makes to them (move a
 * word, merge two clusters, split words off). Edits are stored in the project at once and used by the next generation.
 */
public final class ClustersViewModel {
    /** One cluster as the panel lists it. */
    public record ClusterRow(int id, List<String> words) {
        public ClusterRow {
            words = List.copyOf(words);
        }

        /** "3: cake, pizza, sandwich". */
        public String label() {
            return id + ": " + String.join(", ", words);
        }
    }

    private final Project project;
    private final ClusterEmbedders embedders;
    private final WordClusters clusters;
    private final StringProperty embedder = new SimpleStringProperty("");
    private final Executor io;
    private final Executor fx;
    private final ObservableList<ClusterRow> rows = FXCollections.observableArrayList();
    private final StringProperty status = new SimpleStringProperty("");
    private final StringProperty error = new SimpleStringProperty("");

    public ClustersViewModel(Project project, Executor io, Executor fx) {
        this(project, new ClusterEmbedders(AlignmentModels.standard()), io, fx);
    }

    public ClustersViewModel(Project project, ClusterEmbedders embedders, Executor io, Executor fx) {
        this.project = project;
        this.embedders = embedders;
        this.clusters = new WordClusters(project);
        this.io = io;
        this.fx = fx;
    }

    /** Which embedder made the clusters (and which the next clustering uses, when the settings changed). */
    public StringProperty embedderProperty() {
        return embedder;
    }

    public ObservableList<ClusterRow> rows() {
        return rows;
    }

    /** A summary ("125 words in 59 clusters") or how to get clusters. */
    public StringProperty statusProperty() {
        return status;
    }

    /** The last edit's error, empty when it worked. */
    public StringProperty errorProperty() {
        return error;
    }

    /** Reloads the clusters from the project. */
    public CompletableFuture<Void> refresh() {
        return CompletableFuture.supplyAsync(() -> new Snapshot(clusters.clusters(), embedders.describe(project)), io)
                .thenAcceptAsync(this::show, fx);
    }

    private record Snapshot(Map<Integer, List<String>> clusters, String embedder) {
    }

    public CompletableFuture<Void> move(String word, int cluster) {
        return edit(c -> c.move(word.strip(), cluster));
    }

    public CompletableFuture<Void> merge(int into, int from) {
        return edit(c -> c.merge(into, from));
    }

    /** Splits words (comma or space separated) off into a new cluster. */
    public CompletableFuture<Void> split(String words) {
        List<String> list = new ArrayList<>();
        for (String w : words.split(",")) {
            if (!w.isBlank()) {
                list.add(w.strip());
            }
        }
        return edit(c -> c.split(list));
    }

    private CompletableFuture<Void> edit(Consumer<WordClusters> change) {
        return CompletableFuture.supplyAsync(() -> {
            change.accept(clusters);
            return new Snapshot(clusters.clusters(), embedders.describe(project));
        }, io).handleAsync((map, failure) -> {
            if (failure != null) {
                Throwable cause = failure.getCause() != null ? failure.getCause() : failure;
                error.set(cause.getMessage());
            } else {
                error.set("");
                show(map);
            }
            return null;
        }, fx);
    }

    private void show(Snapshot snapshot) {
        embedder.set(snapshot.clusters().isEmpty() ? "" : snapshot.embedder());
        List<ClusterRow> list = new ArrayList<>();
        snapshot.clusters().forEach((k, words) -> list.add(new ClusterRow(k, words)));
        rows.setAll(list);
        int words = list.stream().mapToInt(r -> r.words().size()).sum();
        status.set(list.isEmpty() ? "No clusters yet: run CutSwap pre-processing or generate CutSwap candidates."
                : words + " words in " + list.size() + " clusters");
    }
}
