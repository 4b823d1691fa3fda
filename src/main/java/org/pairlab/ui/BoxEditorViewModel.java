package org.pairlab.ui;

import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import java.util.function.Function;
import java.util.function.Supplier;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import org.pairlab.augment.Augmenters;
import org.pairlab.augment.StaleRefreshJob;
import org.pairlab.project.Box;
import org.pairlab.project.BoxEdit;
import org.pairlab.project.Project;
import org.pairlab.project.Sample;
import org.pairlab.runs.Job;
import org.pairlab.runs.JobHandle;

/**
 * State of the box editor of one original: its boxes, the selected one, the category new boxes get, the edit history,
 * and how many candidates wait to be re-rendered. Every edit goes through {@code project.boxEdits()} off the FX thread.
 */
public final class BoxEditorViewModel {
    private final Project project;
    private final Sample sample;
    private final Augmenters augmenters;
    private final Function<Job, JobHandle> submit;
    private final Executor background;
    private final Executor fx;
    private final ObservableList<Box> boxes = FXCollections.observableArrayList();
    private final ObjectProperty<Box> selected = new SimpleObjectProperty<>();
    private final StringProperty newCategory = new SimpleStringProperty("");
    private final StringProperty message = new SimpleStringProperty("");
    private final ObservableList<String> history = FXCollections.observableArrayList();
    private final IntegerProperty waiting = new SimpleIntegerProperty();
    private Runnable afterRerender = () -> { };

    public BoxEditorViewModel(Project project, long sampleId, Augmenters augmenters, Function<Job, JobHandle> submit,
                              Executor background, Executor fx) {
        this.project = project;
        this.sample = project.samples().get(sampleId).orElseThrow(() -> new IllegalArgumentException("no sample " + sampleId));
        this.augmenters = augmenters;
        this.submit = submit;
        this.background = background;
        this.fx = fx;
    }

    public Project project() {
        return project;
    }

    public Sample sample() {
        return sample;
    }

    private record State(List<Box> boxes, List<String> history, int waiting) {
    }

    /** Reloads boxes, history and the waiting count. */
    public CompletableFuture<Void> load() {
        return run(() -> null, null);
    }

    /** Draws a box of the current new-box category. */
    public CompletableFuture<Void> add(double x, double y, double w, double h) {
        String category = newCategory.get() == null ? "" : newCategory.get().strip();
        return run(() -> project.boxEdits().add(sample.id(), category, x, y, w, h), "Added");
    }

    /** Moves or resizes a box. */
    public CompletableFuture<Void> move(long boxId, double x, double y, double w, double h) {
        return run(() -> project.boxEdits().move(boxId, x, y, w, h), "Moved");
    }

    /** Gives the selected box the current new-box category. */
    public CompletableFuture<Void> relabelSelected() {
        Box b = selected.get();
        if (b == null) {
            message.set("Select a box first.");
            return CompletableFuture.completedFuture(null);
        }
        String category = newCategory.get() == null ? "" : newCategory.get().strip();
        return run(() -> project.boxEdits().relabel(b.id(), category), "Relabelled");
    }

    /** Removes the selected box (undo puts it back). */
    public CompletableFuture<Void> deleteSelected() {
        Box b = selected.get();
        if (b == null) {
            message.set("Select a box first.");
            return CompletableFuture.completedFuture(null);
        }
        return run(() -> project.boxEdits().delete(b.id()), "Deleted");
    }

    /** Undoes the newest edit of this sample's boxes. */
    public CompletableFuture<Void> undo() {
        return run(() -> project.boxEdits().undoLast(sample.id()).orElse(null), "Undid");
    }

    /** Re-renders every waiting candidate in a job (see the Jobs panel). */
    public CompletableFuture<JobHandle.JobOutcome> rerender() {
        JobHandle h = submit.apply(new StaleRefreshJob(project, augmenters));
        message.set("Re-rendering " + waiting.get() + " candidates (see the Jobs panel)…");
        return h.outcome().whenCompleteAsync((o, e) -> {
            message.set(e != null ? "Cannot re-render: " + Errors.describe(e) : "Re-render: " + o.message()
                    + " (" + o.metrics().get("refreshed") + " redone, " + o.metrics().get("failed") + " could not be)");
            load();
            afterRerender.run();
        }, fx);
    }

    /** Runs on the FX thread after a re-render job (the workbench refreshes the grid and its thumbnails). */
    public void setAfterRerender(Runnable r) {
        this.afterRerender = r;
    }

    private CompletableFuture<Void> run(Supplier<BoxEdit> edit, String verb) {
        CompletableFuture<Void> done = new CompletableFuture<>();
        try {
            CompletableFuture.supplyAsync(() -> {
                BoxEdit e = edit.get();
                return new Object[] {e, state()};
            }, background).whenCompleteAsync((r, e) -> {
                if (e != null) {
                    message.set(Errors.describe(e));
                } else {
                    BoxEdit ed = (BoxEdit) r[0];
                    State s = (State) r[1];
                    Long keep = selected.get() == null ? null : selected.get().id();
                    boxes.setAll(s.boxes());
                    selected.set(keep == null ? null : s.boxes().stream().filter(b -> b.id() == keep).findFirst().orElse(null));
                    history.setAll(s.history());
                    waiting.set(s.waiting());
                    if (verb != null) {
                        message.set(ed == null ? "Nothing to undo." : verb + " box " + ed.boxId() + (s.waiting() > 0
                                ? "; " + s.waiting() + " candidates wait to be re-rendered" : ""));
                    }
                }
                done.complete(null);
            }, fx);
        } catch (RejectedExecutionException e) {
            done.complete(null);
        }
        return done;
    }

    private State state() {
        List<String> lines = project.boxEdits().history(sample.id()).stream()
                .map(e -> e.action().name().toLowerCase() + " box " + e.boxId()
                        + (e.after() != null ? " (" + e.after().category() + ")" : "") + (e.undone() ? " · undone" : ""))
                .toList();
        return new State(project.samples().boxes(sample.id()), lines, project.boxEdits().waiting().size());
    }

    public ObservableList<Box> boxes() {
        return boxes;
    }

    public ObjectProperty<Box> selectedProperty() {
        return selected;
    }

    /** The category new boxes get and "Relabel" gives. */
    public StringProperty newCategoryProperty() {
        return newCategory;
    }

    public StringProperty messageProperty() {
        return message;
    }

    /** The sample's edits, oldest first, one line each. */
    public ObservableList<String> history() {
        return history;
    }

    /** Candidates of the project waiting to be re-rendered after box edits. */
    public IntegerProperty waitingProperty() {
        return waiting;
    }
}
